import { withFieldErrors } from './advertErrors';

/** The i18n sections of issue D whose `reasons` explain a refused field. */
export type ReasonSection = 'activities' | 'locations' | 'messages';

/** Server reasons (TypeBox keywords or the API's own) → the translated reason; others read `invalid`. */
const REASONS: Record<string, string> = {
  required: 'required',
  minLength: 'required',
  maxLength: 'tooLong',
  minimum: 'outOfRange',
  maximum: 'outOfRange',
  beforeStart: 'beforeStart',
  unknownLocation: 'unknownLocation',
  tooLarge: 'tooLarge',
  unsupportedType: 'unsupportedType',
};

/** Wire field → the form input that shows its error: the image list shows file and image id problems. */
const FORM_PATHS: Record<string, string> = { files: 'images', imageIds: 'images' };

/** Translation key of a field problem of `section`, e.g. `resources.activities.reasons.beforeStart`. */
export const sectionReasonKey = (section: ReasonSection, reason: string): string =>
  `resources.${section}.reasons.${reason}`;

/**
 * {@link withFieldErrors} for the activity, location and message changes (docs/api/activities.md,
 * docs/api/messages.md), with the reasons of `section`; a refused file names the file of `fileNames`.
 */
export const withSectionFieldErrors = (
  error: unknown,
  section: ReasonSection,
  fileNames: readonly string[] = [],
): unknown =>
  withFieldErrors(
    error,
    (reason) => sectionReasonKey(section, REASONS[reason] ?? 'invalid'),
    FORM_PATHS,
    fileNames,
  );
