/** The demo seed: realistic volumes, the shapes other code relies on, and determinism for a fixed `today`. */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { isDatabaseEmpty, type SeedSummary, seedDemoData } from '../../server/src/db/seed';
import { TOWNS } from '../../server/src/db/seed/places';
import { checkMemberValues } from '../../server/src/services/members/checks';
import { loadMembers } from '../../server/src/services/members/store';

const today = new Date('2026-03-15T00:00:00Z');
const GLOSSARY_POSTCODES =
  `8000 8020 8200 8210 8300 8310 8340 8370 8400 8420 8430 8450 8460 8470 8480 8490 8500
8520 8530 8540 8550 8560 8570 8580 8600 8610 8620 8630 8660 8670 8680 8700 8730 8740 8750 8760 8770 8790 8800
8810 8820 8830 8840 8850 8870 8880 8890 8900 8930 8940 8970 8980`.split(/\s+/);

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({});
  await handle.migrate();
  return handle;
}

describe('seedDemoData', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle | undefined;
  let summary: SeedSummary;

  beforeAll(async () => {
    first = await freshDatabase();
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    summary = await seedDemoData(first, { today });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('fills a no longer empty database with realistic volumes', async () => {
    const { db } = first;
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(summary.members).toBeGreaterThanOrEqual(1000);
    expect(summary.orders).toBeGreaterThanOrEqual(200);
    expect(summary.notifications).toBeGreaterThanOrEqual(70);
    expect(await db.$count(schema.members)).toBe(summary.members);
    expect(await db.$count(schema.adverts)).toBe(summary.adverts);
    expect(await db.$count(schema.activities)).toBe(summary.activities);
    expect(summary.adverts).toBeGreaterThanOrEqual(100);
    expect(summary.activities).toBeGreaterThanOrEqual(20);
    expect(summary.vendors).toBeGreaterThanOrEqual(10);
    expect(await db.$count(schema.boardMembers)).toBe(7);
    expect(await db.$count(schema.countries)).toBeGreaterThanOrEqual(5);
  });

  it('gives every member a unique tribe number and BE members a glossary postcode', async () => {
    const rows = await first.db
      .select({ tribeNumber: schema.members.tribeNumber, zipcode: schema.addresses.zipcode })
      .from(schema.members)
      .innerJoin(schema.addresses, eq(schema.members.addressId, schema.addresses.id))
      .innerJoin(schema.countries, eq(schema.addresses.countryId, schema.countries.id))
      .where(eq(schema.countries.twoLetterCode, 'BE'));
    expect(rows.length).toBeGreaterThan(900);
    const tribeNumbers = await first.db.select({ tribe: schema.members.tribeNumber }).from(schema.members);
    expect(new Set(tribeNumbers.map((row) => row.tribe)).size).toBe(tribeNumbers.length);
    for (const { tribeNumber, zipcode } of rows) {
      expect(tribeNumber).toMatch(/^[A-Z]{2}\d{2}$/);
      expect(zipcode).toMatch(/^\d{4}$/);
      expect(GLOSSARY_POSTCODES).toContain(zipcode);
    }
    expect(TOWNS.map((town) => town.zipcode)).toEqual(GLOSSARY_POSTCODES);
  });

  it('seeds members whose postcode, phone numbers and website pass the member checks, stored as normalised', async () => {
    const codes = new Map(
      (await first.db.select().from(schema.countries)).map((country) => [country.id, country.twoLetterCode]),
    );
    const stored = await loadMembers(first.db);
    expect(stored.length).toBeGreaterThan(900);
    for (const { values } of stored) {
      const checked = checkMemberValues(values, codes.get(values.address?.countryId ?? 0) ?? null);
      expect(checked.problems).toEqual([]);
      expect(checked.values).toEqual(values);
    }
  });

  it('gives every order at least one line, priced as its ring', async () => {
    const orders = await first.db.query.orders.findMany({ columns: { id: true } });
    const lines = await first.db
      .select({
        orderId: schema.orderLines.orderId,
        unit: schema.orderLines.unitPriceCents,
        price: schema.rings.priceCents,
      })
      .from(schema.orderLines)
      .innerJoin(schema.rings, eq(schema.orderLines.ringId, schema.rings.id));
    const withLines = new Set(lines.map((line) => line.orderId));
    expect(orders.every((order) => withLines.has(order.id))).toBe(true);
    expect(lines.every((line) => line.unit === line.price)).toBe(true);
  });

  it('has exactly two banners and at least 8 notifications of every type', async () => {
    expect(await first.db.$count(schema.messages, eq(schema.messages.isBanner, true))).toBe(2);
    for (const type of schema.NOTIFICATION_TYPES) {
      expect(
        await first.db.$count(schema.notifications, eq(schema.notifications.type, type)),
      ).toBeGreaterThanOrEqual(8);
    }
  });

  it('stores each document as a PDF file of the stated size', async () => {
    const rows = await first.db
      .select({ type: schema.documents.type, file: schema.files })
      .from(schema.documents)
      .innerJoin(schema.files, eq(schema.documents.fileId, schema.files.id));
    expect(rows.length).toBe(summary.documents);
    for (const { type, file } of rows) {
      expect(type).toBe('pdf');
      expect(file.contentType).toBe('application/pdf');
      const bytes = (await first.blobs.get(file.sha256)) as Buffer;
      expect(bytes.byteLength).toBe(file.sizeBytes);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('creates one demo staff account per role and lid@ without a role', async () => {
    const accounts = await first.db.select().from(schema.staffAccounts);
    const roles = Object.fromEntries(accounts.map((account) => [account.email, account.role]));
    expect(roles).toEqual({
      'beheerder@clubbeheer.test': 'beheerder',
      'secretaris@clubbeheer.test': 'secretaris',
      'redactie@clubbeheer.test': 'redactie',
      'penningmeester@clubbeheer.test': 'penningmeester',
      'lezer@clubbeheer.test': 'lezer',
      'lid@clubbeheer.test': null,
    });
  });

  it('writes identical members for the same today', async () => {
    second = await freshDatabase();
    await seedDemoData(second, { today });
    const load = (handle: DatabaseHandle) =>
      handle.db.query.members.findMany({ orderBy: asc(schema.members.id) });
    expect(await load(second)).toEqual(await load(first));
  });
});
