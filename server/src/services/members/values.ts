/**
 * A member's editable values in one flat, normalised shape — what the payload of POST/PUT /Members
 * and a row of an import carry — and the notifications a change between two of them reports
 * (docs/api.md "Notification types").
 */
import type { Static } from 'typebox';
import type { NotificationType } from '../../db/schema';
import type { MemberPayload } from '../../schemas/members';

/**
 * The member payload (spec §3 "Member create/update payload") with `isActive`, `receivesRevue` and
 * `membershipKindId` always present.
 */
export type MemberValues = Required<Static<typeof MemberPayload>>;
export type AddressValues = NonNullable<MemberValues['address']>;

/** An address with nothing filled in: every text empty, no country. */
export const EMPTY_ADDRESS: AddressValues = {
  street: '',
  number: '',
  box: '',
  zipcode: '',
  city: '',
  countryId: null,
};
export type ContactValues = MemberValues['contact'];

export const ADDRESS_FIELDS = ['street', 'number', 'box', 'zipcode', 'city', 'countryId'] as const;
export const CONTACT_FIELDS = ['email', 'phoneNumber', 'mobilePhoneNumber', 'fax', 'website'] as const;

const trimAll = <T extends object>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;

/** Trims every text, upper-cases the tribe number, lower-cases the email; an all-empty address is null. */
export function normalise(values: MemberValues): MemberValues {
  const address = values.address && trimAll(values.address);
  const emptyAddress =
    address && ADDRESS_FIELDS.every((field) => address[field] === '' || address[field] === null);
  const contact = trimAll(values.contact);
  return {
    ...trimAll(values),
    tribeNumber: values.tribeNumber.trim().toUpperCase(),
    address: emptyAddress ? null : address,
    contact: { ...contact, email: contact.email.toLowerCase() },
    display: { ...values.display },
  };
}

const differs = <T extends object>(a: T | null, b: T | null, fields: readonly (keyof T)[]) =>
  (a === null) !== (b === null) ||
  (a !== null && b !== null && fields.some((field) => a[field] !== b[field]));

export const addressChanged = (a: MemberValues, b: MemberValues) =>
  differs(a.address, b.address, ADDRESS_FIELDS);
export const contactChanged = (a: MemberValues, b: MemberValues) =>
  differs(a.contact, b.contact, CONTACT_FIELDS);

/** The notification types a change from `before` to `after` reports (`before` undefined: created). */
export function changeNotifications(
  before: MemberValues | undefined,
  after: MemberValues,
): NotificationType[] {
  if (!before) return ['memberCreated'];
  const types: NotificationType[] = [];
  if (addressChanged(before, after)) types.push('memberAddressChanged');
  if (contactChanged(before, after)) types.push('memberContactChanged');
  if (!before.isBlocked && after.isBlocked) types.push('memberBlocked');
  if (before.isActive && !after.isActive) types.push('memberDeactivated');
  return types;
}
