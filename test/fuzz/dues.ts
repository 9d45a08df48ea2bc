/**
 * The fuzzed database's dues (issue K): this year's requests of three members, one of them paid, so the
 * routes that read a year's requests — the members list's `duesPaid`, a new member asked when created,
 * the dues list and letters — have some to read, and a list of them stays short.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { clubToday } from '../../server/src/services/clubCalendar';
import { runDues } from '../../server/src/services/dues/run';

/** Runs this year's dues per member on the seeded data, keeps the first three requests and pays the first. */
export async function seedSomeDues(db: Database): Promise<void> {
  const year = Number(clubToday().slice(0, 4));
  await runDues(db, { year, per: 'member' }, true);
  await db.execute(sql`delete from dues where year = ${year} and number > 3`);
  await db.execute(sql`update dues set paid_cents = amount_cents where year = ${year} and number = 1`);
}
