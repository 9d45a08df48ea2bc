/**
 * The merge screen's pure pieces (docs/api/members.md "Merging members"): each merge field of a member
 * as the screen shows it, which fields differ, and the translation key of a refusal.
 */
import { HttpError } from 'react-admin';
import { MERGE_FIELDS, type MergeField } from '../../../server/src/schemas/constants';
import type { MergeMoves } from '../../../server/src/schemas/memberMerge';
import type { MemberRecord } from '../../providers/memberTypes';

/** A value to show: text as it is, or a translation key (with `yes`/`no` and language names). */
export type Shown = { text: string } | { key: string };

const CONTACT = new Set<MergeField>(['email', 'phoneNumber', 'mobilePhoneNumber', 'fax', 'website']);
const EXPOSED = ['exposeEmail', 'exposeAddress', 'exposePhone'] as const;

/** One line of an address: street, number, box, postcode, town (empty parts left out). */
const addressLine = (address: MemberRecord['address']) =>
  address
    ? [
        [address.street, address.number, address.box].filter(Boolean).join(' '),
        [address.zipcode, address.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : '';

/** Merge field `field` of `member` as the screen shows it; `kindName` names a kind of membership by id. */
export function shownValue(
  member: MemberRecord,
  field: MergeField,
  kindName: (id: number | null) => string,
): Shown {
  if (CONTACT.has(field)) return { text: member.contact[field as keyof MemberRecord['contact']] };
  switch (field) {
    case 'address':
      return { text: addressLine(member.address) };
    case 'display': {
      const shown = EXPOSED.filter((flag) => member.display[flag]);
      return shown.length > 0
        ? { key: shown.map((flag) => `resources.members.fields.${flag}`).join('|') }
        : { text: '' };
    }
    case 'isActive':
    case 'isBlocked':
    case 'receivesRevue':
      return { key: member[field] ? 'history.values.yes' : 'history.values.no' };
    case 'membershipKindId':
      return { text: kindName(member.membershipKindId ?? null) };
    case 'language':
      return { key: `resources.members.languages.${member.language}` };
    default:
      return { text: String(member[field as 'firstName' | 'lastName' | 'tribeNumber']) };
  }
}

/** The merge fields whose values differ between the two members (the others need no choice). */
export const differingFields = (keep: MemberRecord, merge: MemberRecord) =>
  MERGE_FIELDS.filter((field) => {
    const byId = (id: number | null) => String(id);
    return JSON.stringify(shownValue(keep, field, byId)) !== JSON.stringify(shownValue(merge, field, byId));
  });

/** The kinds of record a merge moves, in the order the screen lists them. */
export const MOVE_KINDS: (keyof MergeMoves)[] = [
  'adverts',
  'orders',
  'vendor',
  'boardSeats',
  'dues',
  'duesDetached',
  'notifications',
  'tribeNumbers',
];

/** The reasons of a refused merge or undo the screen says in its own words. */
const REASONS = new Set([
  'sameMember',
  'unknownMember',
  'merged',
  'bothVendors',
  'alreadyUndone',
  'keptMemberGone',
  'changedSince',
  'movedSince',
  'tribeNumberTaken',
]);

/** The translation key of a refused merge or undo (`resources.members.merge.reasons.*`), else the generic one. */
export function refusalKey(error: unknown): string {
  const reason = error instanceof HttpError ? (error.body as { reason?: string } | null)?.reason : undefined;
  return reason && REASONS.has(reason)
    ? `resources.members.merge.reasons.${reason}`
    : 'app.errors.unexpected';
}

/** The member a merged member now lives on in, from the 404 of `GET /Members/{id}`; undefined otherwise. */
export function mergedIntoOf(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 404) return undefined;
  const into = (error.body as { mergedInto?: unknown } | null)?.mergedInto;
  return typeof into === 'number' ? into : undefined;
}
