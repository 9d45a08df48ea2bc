/**
 * PGlite as Drizzle gets it (server/src/db/pgliteClient.ts): dates, timestamps, intervals and numeric
 * arrays read through Drizzle are the same values on PGlite as on PostgreSQL — in a query, a raw
 * `execute` and a transaction — while PGlite is never handed per-query parsers (each such query
 * copies PGlite's whole parser table).
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, interval, numeric, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/client';
import { type Backend, backends, createPostgresDatabase } from './context';

const moments = pgTable('moments', {
  id: serial().primaryKey(),
  at: timestamp({ withTimezone: true }).notNull(),
  localAt: timestamp().notNull(),
  day: date().notNull(),
  span: interval().notNull(),
  amounts: numeric().array().notNull(),
});

const AT = new Date('2026-11-25T10:15:30.250Z');

/** A fresh database of `backend` with one row in `moments`; `close` ends (and drops) it. */
async function withMoments(backend: Backend) {
  const postgres = backend === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: 'memory://' });
  await database.db.execute(sql`create table moments (id serial primary key, at timestamptz not null,
    local_at timestamp not null, day date not null, span interval not null, amounts numeric[] not null)`);
  await database.db.insert(moments).values({
    at: AT,
    localAt: new Date('2026-11-25T09:00:00Z'),
    day: '2026-11-25',
    span: '1 hour 30 minutes',
    amounts: ['1.50', '2'],
  });
  const close = async () => {
    await database.close();
    await postgres?.drop();
  };
  return { database, close };
}

describe.each(backends)('typed values read through Drizzle (%s)', (backend) => {
  let database: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await withMoments(backend));
  });
  afterAll(() => close());

  const expected = {
    id: 1,
    at: AT,
    localAt: new Date('2026-11-25T09:00:00Z'),
    day: '2026-11-25',
    span: '01:30:00',
    amounts: ['1.50', '2'],
  };

  it('answers a select with the column types of the schema', async () => {
    expect(await database.db.select().from(moments)).toEqual([expected]);
  });

  it('answers the same inside a transaction', async () => {
    const rows = await database.db.transaction((tx) => tx.select().from(moments));
    expect(rows).toEqual([expected]);
  });

  it('answers a raw execute with dates and timestamps as PostgreSQL writes them', async () => {
    const result = (await database.db.execute(
      sql`select day, span, local_at, amounts, array[day] as days from moments`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(result.rows).toEqual([
      {
        day: '2026-11-25',
        span: '01:30:00',
        local_at: '2026-11-25 09:00:00',
        // numeric[] and date[] arrive as PostgreSQL's array text, as Drizzle asks.
        amounts: '{1.50,2}',
        days: '{2026-11-25}',
      },
    ]);
  });
});

describe('PGlite under Drizzle', () => {
  it('is handed no per-query parsers, in a query or a transaction', async () => {
    const { database, close } = await withMoments('pglite');
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const query = vi.spyOn(Object.getPrototypeOf(client) as PGlite, 'query');
    try {
      await database.db.select().from(moments);
      await database.db.transaction((tx) => tx.select().from(moments));
      expect(query).toHaveBeenCalled();
      for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
    } finally {
      query.mockRestore();
      await close();
    }
  });
});
