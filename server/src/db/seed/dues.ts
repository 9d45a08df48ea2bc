/**
 * The demo club's dues (issue K): its payment settings (a valid Belgian IBAN of the demo, Belfius's
 * BIC), five kinds of membership with their fees of this year and the next, the surcharge for
 * addresses abroad, and a kind for some members: the second and further members at an address are
 * family members, and a few are youth, supporting or honorary members. No random draws: the rest of
 * the demo data stays as it was.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import { addresses, clubSettings, duesYears, members, membershipFees, membershipKinds } from '../schema';
import { insertAll } from './insert';

/** The kinds in their order, with this year's fee and next year's, in euro cents. */
const KINDS = [
  { name: 'Gewoon lid', isDefault: true, fees: [2500, 2700] },
  { name: 'Gezinslid', isDefault: false, fees: [1000, 1000] },
  { name: 'Jeugdlid', isDefault: false, fees: [1250, 1250] },
  { name: 'Steunend lid', isDefault: false, fees: [3500, 3500] },
  { name: 'Erelid', isDefault: false, fees: [0, 0] },
] as const;

/** Writes the settings, kinds, fees and surcharges of `today`'s year and the next, and the members' kinds. */
export async function seedDues(tx: Transaction, today: Date, memberIds: readonly number[]): Promise<void> {
  const year = today.getUTCFullYear();
  await tx
    .update(clubSettings)
    .set({
      name: 'Parkietenclub De Grasparkiet vzw',
      street: 'Stationsstraat 118',
      zipcode: '8870',
      town: 'Izegem',
      iban: 'BE75068234567851',
      bic: 'GKCCBEBB',
      dueMonthDay: '01-31',
      reminderDays: 30,
    })
    .where(eq(clubSettings.id, 1));
  const kindIds = await insertAll(
    tx,
    membershipKinds,
    KINDS.map(({ name, isDefault }, sortOrder) => ({ name, isDefault, sortOrder })),
  );
  await tx.insert(membershipFees).values(
    KINDS.flatMap((kind, i) =>
      kind.fees.map((amountCents, next) => ({
        kindId: kindIds[i] as number,
        year: year + next,
        amountCents,
      })),
    ),
  );
  await tx.insert(duesYears).values([
    { year, abroadSurchargeCents: 1000 },
    { year: year + 1, abroadSurchargeCents: 1000 },
  ]);
  const [, family, youth, supporting, honorary] = kindIds as number[];
  // Family: a member whose address (street, number, postcode) an earlier member shares.
  await tx.execute(sql`update ${members} m set membership_kind_id = ${family}
    from ${addresses} a where a.id = m.address_id and exists (
      select 1 from ${members} o join ${addresses} b on b.id = o.address_id
      where o.id < m.id and lower(b.street) = lower(a.street) and b.number = a.number and b.zipcode = a.zipcode)`);
  for (const [kind, every, offset] of [
    [youth, 23, 5],
    [supporting, 41, 11],
  ] as const)
    for (let i = offset; i < memberIds.length; i += every)
      await tx
        .update(members)
        .set({ membershipKindId: kind })
        .where(and(eq(members.id, memberIds[i]), sql`${members.membershipKindId} is null`));
  await tx.update(members).set({ membershipKindId: honorary }).where(eq(members.id, memberIds[0]));
}
