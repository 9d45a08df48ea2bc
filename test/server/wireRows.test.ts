/**
 * List rows in their wire shape (server/src/db/wireRows.ts, wireValues.ts, routes/asBuilt.ts): the
 * lists that leave the database as the API sends them answer exactly the fields and types of their
 * response schema, timestamps read in SQL are the text `toISOString()` gives, and a column whose
 * driver value is not its wire value is refused.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { Type } from 'typebox';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../server/src/db/schema';
import { seedDemoData } from '../../server/src/db/seed';
import { wireFields } from '../../server/src/db/wireRows';
import { AdvertListItem } from '../../server/src/schemas/adverts';
import { PagedResult } from '../../server/src/schemas/common';
import { MemberListItem } from '../../server/src/schemas/members';
import { Notification } from '../../server/src/schemas/notifications';
import { Order } from '../../server/src/schemas/orders';
import { backends, createTestContext, type TestContext } from './context';

const api = '/api/backoffice';

/** Each list route as the SPA calls it, with the schema of its answer. */
const lists = [
  {
    name: 'POST /Members/list',
    call: {
      method: 'POST',
      url: `${api}/Members/list`,
      payload: { pageSize: 25, page: 1, searchString: '' },
    },
    schema: PagedResult('members', MemberListItem),
  },
  {
    name: 'POST /Members/list with a search and inactive members',
    call: {
      method: 'POST',
      url: `${api}/Members/list`,
      payload: { pageSize: 50, page: 1, searchString: 'e', showInactive: true, sortField: 'lastLogin' },
    },
    schema: PagedResult('members', MemberListItem),
  },
  {
    name: 'POST /Adverts/list',
    call: {
      method: 'POST',
      url: `${api}/Adverts/list`,
      payload: { pageSize: 25, page: 1, searchString: '' },
    },
    schema: PagedResult('adverts', AdvertListItem),
  },
  {
    name: 'POST /Adverts/list with a search',
    call: {
      method: 'POST',
      url: `${api}/Adverts/list`,
      payload: { pageSize: 25, page: 1, searchString: 'a' },
    },
    schema: PagedResult('adverts', AdvertListItem),
  },
  {
    name: 'GET /Orders',
    call: { method: 'GET', url: `${api}/Orders?take=25&skip=0&includeOrderlines=false` },
    schema: Type.Array(Order),
  },
  {
    name: 'GET /Orders with lines and a filter',
    call: {
      method: 'GET',
      url: `${api}/Orders?take=25&skip=0&includeOrderlines=true&orderDateFrom=2000-01-01`,
    },
    schema: Type.Array(Order),
  },
  {
    name: 'GET /Notifications',
    call: { method: 'GET', url: `${api}/Notifications?take=200&skip=0` },
    schema: Type.Array(Notification),
  },
] as const;

/** The items of a list answer: the array, or the paged result's rows. */
const itemsOf = (body: unknown): unknown[] =>
  Array.isArray(body) ? body : (Object.values(body as object).find(Array.isArray) as unknown[]);

describe.each(backends)('list rows in their wire shape on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await seedDemoData(ctx.database);
  });
  afterAll(() => ctx.close());

  it.each(lists)('$name answers exactly the fields and types of its schema', async ({ call, schema }) => {
    const response = await ctx.api(call);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(itemsOf(body).length).toBeGreaterThan(0);
    expect([...Value.Errors(schema, body)]).toEqual([]);
    // Nothing beyond the schema: cleaning out every field it does not name changes nothing.
    expect(Value.Clean(schema, structuredClone(body))).toEqual(body);
  });

  it('reads a stored timestamp as the text toISOString() gives, microseconds cut', async () => {
    const instant = fc.record({
      at: fc.date({
        min: new Date('0001-01-01T00:00:00.000Z'),
        max: new Date('9999-12-31T23:59:59.999Z'),
        noInvalidDate: true,
      }),
      micros: fc.integer({ min: 0, max: 999 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(instant, { minLength: 1, maxLength: 20, selector: (i) => i.at.getTime() }),
        async (instants) => {
          await ctx.database.db.delete(notifications);
          await ctx.database.db.insert(notifications).values(
            instants.map(({ at, micros }, i) => ({
              type: 'memberCreated' as const,
              name: `n${i}`,
              createdOn: sql`${at.toISOString()}::timestamptz + ${micros} * interval '1 microsecond'`,
            })),
          );
          const response = await ctx.api({ method: 'GET', url: `${api}/Notifications?take=200&skip=0` });
          const byName = new Map(
            (response.json() as { name: string; createdOn: string }[]).map((n) => [n.name, n.createdOn]),
          );
          expect(instants.map((_, i) => byName.get(`n${i}`))).toEqual(
            instants.map(({ at }) => at.toISOString()),
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('wireFields', () => {
  it('refuses a column whose driver value is not its wire value', () => {
    expect(() => wireFields({ id: notifications.id, createdOn: notifications.createdOn })).toThrow(
      /createdOn is a PgTimestamp; read its wire form in SQL/,
    );
  });
});
