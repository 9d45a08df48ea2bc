import { reasonKey, reasonRules } from './fieldErrors';

/** Translation key of an advert field problem (server reason or form check). */
export const advertReasonKey = (reason: string): string => reasonKey('adverts', reason);

/**
 * How `POST /Adverts` and `PUT /Adverts/{id}` refusals read (docs/api/adverts.md): reasons with their own
 * text, the member and image problems on the member picker and the images input. The vendor form, whose
 * fields and reasons are the advert form's, uses them too.
 */
export const ADVERT_FIELD_ERRORS = reasonRules(
  'adverts',
  {
    required: 'required',
    minLength: 'required',
    maxLength: 'tooLong',
    beforeStart: 'beforeStart',
    unknownMember: 'unknownMember',
    tooLarge: 'tooLarge',
    unsupportedType: 'unsupportedType',
    tooManyPixels: 'tooManyPixels',
  },
  { formPaths: { memberId: 'member', files: 'images', imageIds: 'images' } },
);
