/**
 * Deterministic demo data for a fresh database: a West-Flemish grasparkieten club with about a thousand
 * members (some living together), the revue's extra recipients, their adverts, activities, ring orders, vendors, messages, downloads, board, links,
 * notifications and the embedded sign-in's demo staff accounts (see seed/accounts.ts).
 *
 * Everything is drawn from one mulberry32 generator with a fixed seed and dated relative to `today`, so
 * the same `today` gives the same rows (apart from generated file ids and password salts). Tribe numbers
 * (stamnummers) are two letters and two digits, e.g. 'KX27', unique per member.
 */
import type { Database, DatabaseHandle } from './client';
import * as schema from './schema';
import { DEMO_ACCOUNTS, staffAccountRows } from './seed/accounts';
import { buildActivities } from './seed/activities';
import { buildAdverts } from './seed/adverts';
import { seedBoard } from './seed/club';
import { startOfUtcDay } from './seed/dates';
import { seedDocuments } from './seed/documents';
import { seedDues } from './seed/dues';
import { seedHouseholds } from './seed/households';
import { insertAll } from './seed/insert';
import { locationRows } from './seed/locations';
import { buildMembers, type Person } from './seed/members';
import { buildMessages } from './seed/messages';
import { buildNotifications, stampMemberChanges } from './seed/notifications';
import { buildOrders, buildRings } from './seed/orders';
import { COUNTRIES } from './seed/places';
import { Random } from './seed/random';
import { buildVendors } from './seed/vendors';

/** How many rows of each kind the seed wrote. */
export interface SeedSummary {
  members: number;
  adverts: number;
  activities: number;
  messages: number;
  documents: number;
  vendors: number;
  orders: number;
  notifications: number;
  staffAccounts: number;
}

const SEED = 0x9a5b1e7;
const MEMBER_COUNT = 1080;
const ADVERT_COUNT = 150;
const ORDER_COUNT = 240;
const NOTIFICATIONS_PER_TYPE = 10;

/** True when the database holds no members and no staff accounts (nothing the seed could clash with). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [memberCount, staffCount] = await Promise.all([
    db.$count(schema.members),
    db.$count(schema.staffAccounts),
  ]);
  return memberCount === 0 && staffCount === 0;
}

/**
 * Writes the demo data in one transaction. `today` (default: now) is taken at 00:00 UTC; activities,
 * adverts, orders and notifications are dated around it. Meant for an empty database (isDatabaseEmpty).
 */
export async function seedDemoData(
  { db, blobs }: Pick<DatabaseHandle, 'db' | 'blobs'>,
  options: { today?: Date } = {},
): Promise<SeedSummary> {
  const today = startOfUtcDay(options.today ?? new Date());
  const rng = new Random(SEED);
  const accounts = await staffAccountRows();
  return db.transaction(async (tx) => {
    await tx
      .insert(schema.countries)
      .values([...COUNTRIES])
      .onConflictDoNothing();
    const countryRows = await tx.select().from(schema.countries);
    const countryId = (code: string) => countryRows.find((country) => country.twoLetterCode === code)?.id;

    const seeded = buildMembers(rng, today, MEMBER_COUNT);
    const addressIds = await insertAll(
      tx,
      schema.addresses,
      seeded.map(({ address, country }) => ({ ...address, countryId: countryId(country) })),
    );
    const memberIds = await insertAll(
      tx,
      schema.members,
      seeded.map(({ member }, i) => ({ ...member, addressId: addressIds[i] })),
    );
    const people: Person[] = seeded.map(({ member, address }, i) => ({
      id: memberIds[i] as number,
      name: `${member.firstName} ${member.lastName}`,
      city: address.city ?? '',
      isActive: member.isActive ?? true,
      isBlocked: member.isBlocked ?? false,
    }));
    const active = people.filter((person) => person.isActive && !person.isBlocked);
    const nameOf = new Map(people.map((person) => [person.id, person.name]));
    await seedBoard(tx, people, countryId('BE'));
    await seedHouseholds(tx, today, seeded, memberIds, countryId);
    await seedDues(tx, today, memberIds as number[]);

    const advertRows = buildAdverts(rng, today, active, ADVERT_COUNT);
    const advertIds = await insertAll(tx, schema.adverts, advertRows);
    const locationIds = await insertAll(tx, schema.locations, locationRows());
    const activityRows = buildActivities(rng, today, locationIds);
    await insertAll(tx, schema.activities, activityRows);
    const messageRows = buildMessages(today);
    await insertAll(tx, schema.messages, messageRows);
    const documentCount = await seedDocuments(tx, blobs, today);
    const vendorRows = buildVendors(rng, today, active);
    const vendorIds = await insertAll(
      tx,
      schema.vendors,
      vendorRows.map(({ row }) => row),
    );

    const ringRows = buildRings(today);
    const ringIds = await insertAll(tx, schema.rings, ringRows);
    const catalogue = ringRows.map((ring, i) => ({ ...ring, id: ringIds[i] as number }));
    const orderRows = buildOrders(rng, today, active, catalogue, ORDER_COUNT);
    const orderIds = await insertAll(
      tx,
      schema.orders,
      orderRows.map(({ order }) => order),
    );
    const lines = orderRows.flatMap(({ lines }, i) =>
      lines.map((line) => ({ ...line, orderId: orderIds[i] as number })),
    );
    await insertAll(tx, schema.orderLines, lines);

    const notified = {
      members: people,
      inactiveMembers: people.filter((person) => !person.isActive),
      blockedMembers: people.filter((person) => person.isBlocked),
      adverts: advertRows.map((advert, i) => ({ id: advertIds[i], name: nameOf.get(advert.memberId) ?? '' })),
      orders: orderRows.map(({ order }, i) => ({ id: orderIds[i], name: nameOf.get(order.memberId) ?? '' })),
      vendors: vendorRows.map(({ name }, i) => ({ id: vendorIds[i], name })),
    };
    const notificationRows = buildNotifications(rng, today, notified, NOTIFICATIONS_PER_TYPE);
    await insertAll(tx, schema.notifications, notificationRows);
    await stampMemberChanges(tx);
    await insertAll(tx, schema.staffAccounts, accounts);

    return {
      members: await tx.$count(schema.members),
      adverts: advertRows.length,
      activities: activityRows.length,
      messages: messageRows.length,
      documents: documentCount,
      vendors: vendorRows.length,
      orders: orderRows.length,
      notifications: notificationRows.length,
      staffAccounts: DEMO_ACCOUNTS.length,
    };
  });
}
