import { type FieldErrorRules, reasonKey, reasonRules } from './fieldErrors';

/** The i18n sections of issue D whose `reasons` explain a refused field. */
export type ReasonSection = 'activities' | 'locations' | 'messages';

/** Translation key of a field problem of `section`, e.g. `resources.activities.reasons.beforeStart`. */
export const sectionReasonKey = (section: ReasonSection, reason: string): string =>
  reasonKey(section, reason);

/**
 * How the activity, location and message changes' refusals read (docs/api/activities.md,
 * docs/api/messages.md), with the reasons of `section`; the image list shows file and image id problems.
 */
export const sectionFieldErrors = (section: ReasonSection): FieldErrorRules =>
  reasonRules(
    section,
    {
      required: 'required',
      minLength: 'required',
      maxLength: 'tooLong',
      minimum: 'outOfRange',
      maximum: 'outOfRange',
      beforeStart: 'beforeStart',
      unknownLocation: 'unknownLocation',
      tooLarge: 'tooLarge',
      unsupportedType: 'unsupportedType',
      tooManyPixels: 'tooManyPixels',
    },
    { formPaths: { files: 'images', imageIds: 'images' } },
  );
