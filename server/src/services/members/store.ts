/**
 * Writing members inside a transaction: insert or update a member with its address from
 * `MemberValues`, with the notifications the change reports, and reading them back as values.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { addresses, countries, members, type NotificationType } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Language } from '../../schemas/constants';
import { sharedRead } from '../history/sharedReads';
import { recordNotifications } from '../notifications';
import { fullName } from '../people/names';
import { addressChanged, changeNotifications, type MemberValues } from './values';

type MemberRow = typeof members.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

/** A member as stored: their values, and the rows the detail of docs/api.md is made of. */
export interface StoredMember {
  id: number;
  values: MemberValues;
  address: AddressRow | null;
  country: CountryRow | null;
  lastLogin: Date | null;
}

/** The values of a member row joined with its address row. */
export function toValues(m: MemberRow, a: AddressRow | null): MemberValues {
  return {
    firstName: m.firstName,
    lastName: m.lastName,
    tribeNumber: m.tribeNumber,
    address: a && {
      street: a.street,
      number: a.number,
      box: a.box,
      zipcode: a.zipcode,
      city: a.city,
      countryId: a.countryId,
    },
    contact: {
      email: m.email,
      phoneNumber: m.phoneNumber,
      mobilePhoneNumber: m.mobilePhoneNumber,
      fax: m.fax,
      website: m.website,
    },
    display: { exposeEmail: m.exposeEmail, exposeAddress: m.exposeAddress, exposePhone: m.exposePhone },
    isBlocked: m.isBlocked,
    isActive: m.isActive,
    receivesRevue: m.receivesRevue,
    membershipKindId: m.membershipKindId,
    language: m.language as Language,
  };
}

/**
 * Members with their values, address and country; all of them, or those with the given ids. One id
 * read inside a change the history records is read once for the snapshot and the service
 * (history/sharedReads.ts).
 */
export async function loadMembers(db: Database | Transaction, ids?: number[]): Promise<StoredMember[]> {
  if (ids?.length === 1) return sharedRead(db, `members:${ids[0]}`, () => readMembers(db, ids));
  return readMembers(db, ids);
}

async function readMembers(db: Database | Transaction, ids?: number[]): Promise<StoredMember[]> {
  const rows = await db
    .select({ member: members, address: addresses, country: countries })
    .from(members)
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(ids ? inArray(members.id, ids) : undefined);
  return rows.map(({ member, address, country }) => ({
    id: member.id,
    values: toValues(member, address),
    address,
    country,
    lastLogin: member.lastLogin,
  }));
}

const memberColumns = (v: MemberValues) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  tribeNumber: v.tribeNumber,
  ...v.contact,
  ...v.display,
  isBlocked: v.isBlocked,
  isActive: v.isActive,
  receivesRevue: v.receivesRevue,
  membershipKindId: v.membershipKindId,
  language: v.language,
});

/**
 * When `before` → `after` moves the member or makes them leave or come back: `addressChangedOn` and
 * `deactivatedOn` set to the transaction's time (cleared on reactivation), for the revue's "changed
 * since the previous issue" (docs/api/revue.md).
 */
const changeStamps = (before: MemberValues, after: MemberValues) => ({
  ...(addressChanged(before, after) ? { addressChangedOn: sql`now()` } : {}),
  ...(before.isActive && !after.isActive ? { deactivatedOn: sql`now()` } : {}),
  ...(!before.isActive && after.isActive ? { deactivatedOn: null } : {}),
});

/**
 * The full name of the member `memberId`, for a record that belongs to a member (advert, vendor).
 * Throws ApiError 400 (`field` memberId, `reason` unknownMember) when there is no such member.
 */
export async function memberNameOr400(tx: Transaction, memberId: number): Promise<string> {
  const [member] = await tx
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new ApiError(400, `No member with id ${memberId}.`, 'memberId', 'unknownMember');
  return fullName(member);
}

/** 400 naming `address.countryId` unless every given country id exists. */
export async function assertCountriesExist(tx: Transaction, ids: (number | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return;
  const found = await tx.select({ id: countries.id }).from(countries).where(inArray(countries.id, wanted));
  const missing = wanted.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0)
    throw new ApiError(400, `Unknown country: ${missing.join(', ')}`, 'address.countryId', 'unknownCountry');
}

/** Inserts new members (addresses first), reporting each as memberCreated. Returns their ids in order. */
export async function insertMembers(tx: Transaction, list: MemberValues[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < list.length; start += 500) {
    const batch = list.slice(start, start + 500);
    const withAddress = batch.filter((v) => v.address);
    const addressIds = withAddress.length
      ? await tx
          .insert(addresses)
          .values(withAddress.map((v) => v.address as NonNullable<MemberValues['address']>))
          .returning({ id: addresses.id })
      : [];
    let next = 0;
    const rows = batch.map((v) => ({
      ...memberColumns(v),
      addressId: v.address ? addressIds[next++].id : null,
    }));
    const inserted = await tx.insert(members).values(rows).returning({ id: members.id });
    ids.push(...inserted.map((row) => row.id));
    await recordNotifications(
      tx,
      batch.map((v, i) => ({ type: 'memberCreated' as const, name: fullName(v), recordId: inserted[i].id })),
    );
  }
  return ids;
}

/**
 * Writes `after` over a stored member (address updated, created or removed), with the times of a move
 * or a departure, and its notifications.
 */
export async function updateMember(tx: Transaction, stored: StoredMember, after: MemberValues) {
  let addressId = stored.address?.id ?? null;
  if (after.address && addressId) {
    // An address as it was is not written again (a bulk edit of the flags changes no address).
    if (addressChanged(stored.values, after))
      await tx.update(addresses).set(after.address).where(eq(addresses.id, addressId));
  } else if (after.address)
    [{ id: addressId }] = await tx.insert(addresses).values(after.address).returning({ id: addresses.id });
  else addressId = null;
  await tx
    .update(members)
    .set({ ...memberColumns(after), ...changeStamps(stored.values, after), addressId })
    .where(eq(members.id, stored.id));
  if (stored.address && !after.address) await tx.delete(addresses).where(eq(addresses.id, stored.address.id));
  const name = fullName(after);
  await recordNotifications(
    tx,
    changeNotifications(stored.values, after).map((type) => ({ type, name, recordId: stored.id })),
  );
}

/** The flags a bulk edit sets on several members at once (`PUT /Members/bulk`). */
export type MemberFlags = Partial<Pick<MemberValues, 'isActive' | 'receivesRevue' | 'membershipKindId'>>;

/**
 * Writes the same `flags` over several stored members, as {@link updateMember} would write each (the
 * times of a departure or a return, the notifications each change reports), in one statement per kind
 * of time stamp (at most three) and one for the notifications.
 */
export async function updateMembersFlags(tx: Transaction, stored: StoredMember[], flags: MemberFlags) {
  const groups = new Map<string, { stamps: ReturnType<typeof changeStamps>; ids: number[] }>();
  const reported: { type: NotificationType; name: string; recordId: number }[] = [];
  for (const member of stored) {
    const after = { ...member.values, ...flags };
    const stamps = changeStamps(member.values, after);
    const key = 'deactivatedOn' in stamps ? String(stamps.deactivatedOn === null) : 'none';
    const group = groups.get(key) ?? { stamps, ids: [] };
    group.ids.push(member.id);
    groups.set(key, group);
    const name = fullName(after);
    reported.push(
      ...changeNotifications(member.values, after).map((type) => ({ type, name, recordId: member.id })),
    );
  }
  for (const { stamps, ids } of groups.values())
    await tx
      .update(members)
      .set({ ...flags, ...stamps })
      .where(inArray(members.id, ids));
  await recordNotifications(tx, reported);
}
