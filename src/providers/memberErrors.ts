import { reasonRules, reasonKey as resourceReasonKey } from './fieldErrors';

/** Translation key of a member field problem; the import preview's row reasons use the same keys. */
export const reasonKey = (reason: string): string => resourceReasonKey('members', reason);

/**
 * How `POST /Members` and `PUT /Members/{id}` refusals read (docs/api.md): by `<status> <field>` (a
 * payload path such as `contact.email`, which is also the form path), 400 or 409; other combinations
 * read `invalid`.
 */
export const MEMBER_FIELD_ERRORS = reasonRules(
  'members',
  {
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
  },
  { statuses: [400, 409] },
);
