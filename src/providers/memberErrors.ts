import { formatCalendarDate } from '../common/dates';
import { reasonRules, reasonKey as resourceReasonKey } from './fieldErrors';

/** Translation key of a member field problem; the import preview's row reasons use the same keys. */
export const reasonKey = (reason: string): string => resourceReasonKey('members', reason);

/** A member as an error body names them: `{id, name, inactiveSince?}`. */
type NamedMember = { name?: unknown; inactiveSince?: unknown } | undefined;

/**
 * The words of a stam number refused because of another member (docs/api/history.md "Reuse of a
 * number"), from the 409's body: who holds it (`holder`) — an inactive holder with the day they left and
 * the day the number is free — or who gave it up too recently (`formerHolder`, with `freeFrom`); days as
 * dd/MM/yyyy. Undefined for a body that names no one.
 */
export const tribeNumberDetail = (body: Record<string, unknown>) => {
  const holder = body.holder as NamedMember;
  const former = body.formerHolder as NamedMember;
  const freeFrom = typeof body.freeFrom === 'string' ? formatCalendarDate(body.freeFrom) : undefined;
  if (body.reason === 'tribeNumberNotYetFree' && typeof former?.name === 'string' && freeFrom)
    return { key: reasonKey('tribeNumberNotYetFree'), args: { name: former.name, freeFrom } };
  if (body.reason !== 'tribeNumberTaken' || typeof holder?.name !== 'string') return undefined;
  const since =
    typeof holder.inactiveSince === 'string' ? formatCalendarDate(holder.inactiveSince) : undefined;
  if (since && freeFrom)
    return { key: reasonKey('tribeNumberHeldByInactive'), args: { name: holder.name, since, freeFrom } };
  return { key: reasonKey('tribeNumberHeldBy'), args: { name: holder.name } };
};

/**
 * How `POST /Members` and `PUT /Members/{id}` refusals read (docs/api.md): by `<status> <field>` (a
 * payload path such as `contact.email`, which is also the form path), 400 or 409 — a stam number held
 * or given up by another member naming them ({@link tribeNumberDetail}); other combinations read
 * `invalid`.
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
    '400 membershipKindId': 'unknownKind',
    '409 tribeNumber': 'tribeNumberTaken',
  },
  { statuses: [400, 409], detail: tribeNumberDetail },
);
