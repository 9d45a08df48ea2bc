import { HttpError } from 'react-admin';

/** Translation key of a member field problem; the import preview's row reasons use the same keys. */
export const reasonKey = (reason: string): string => `resources.members.reasons.${reason}`;

/** `<status> <field>` of a refused member payload (docs/api.md) → its reason. */
const FIELD_REASONS: Record<string, string> = {
  '400 firstName': 'required',
  '400 lastName': 'required',
  '400 tribeNumber': 'invalidTribeNumber',
  '400 contact.email': 'invalidEmail',
  '400 address.countryId': 'unknownCountry',
  '400 address.zipcode': 'invalidZipcode',
  '400 contact.phoneNumber': 'invalidPhone',
  '400 contact.mobilePhoneNumber': 'invalidPhone',
  '400 contact.fax': 'invalidPhone',
  '400 contact.website': 'invalidWebsite',
  '409 tribeNumber': 'tribeNumberTaken',
};

/**
 * react-admin's server-side validation for `POST /Members` and `PUT /Members/{id}`: a 400 or 409 whose
 * body names a `field` (a payload path such as `contact.email`, which is also the form path) gets
 * `body.errors = { [field]: translation key }`, so the edit form shows the message under that input.
 * Unknown combinations get the generic `invalid` reason; any other error passes unchanged.
 */
export const withFieldErrors = (error: unknown): unknown => {
  if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 409)) return error;
  const field: unknown = error.body?.field;
  if (typeof field !== 'string' || field === '') return error;
  const reason = FIELD_REASONS[`${error.status} ${field}`] ?? 'invalid';
  error.body = { ...error.body, errors: { [field]: reasonKey(reason) } };
  return error;
};
