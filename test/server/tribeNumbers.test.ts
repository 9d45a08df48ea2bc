/**
 * The reuse rule's "inactive when the number changed" (docs/api/history.md "Stam numbers"): the number
 * is free counted from the deactivation, not from the change — found for every former holder in one
 * query.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { countries, history, members } from '../../server/src/db/schema';
import { numbersNotYetFree } from '../../server/src/services/members/tribeNumbers';
import { backends, createTestContext, type TestContext } from './context';

const member = (tribeNumber: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rita',
  lastName: 'Declercq',
  tribeNumber,
  address: { street: 'Markt', number: '1', box: '', zipcode: '8000', city: 'Brugge', countryId: 1 },
  contact: { email: '', phoneNumber: '', mobilePhoneNumber: '', fax: '', website: '' },
  display: { exposeEmail: false, exposeAddress: false, exposePhone: false },
  isBlocked: false,
  ...overrides,
});

describe.each(backends)('stam numbers given up on %s', (backend) => {
  let ctx: TestContext;
  const create = async (tribeNumber: string) => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member(tribeNumber),
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const change = async (id: number, tribeNumber: string, overrides: Record<string, unknown> = {}) =>
    ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${id}`,
      payload: member(tribeNumber, overrides),
    });
  /** Moves the member's history entries of `action` to `interval` ago (a PostgreSQL interval). */
  const backdate = (id: number, action: string, interval: string) =>
    ctx.database.db.execute(
      sql`update history set at = now() - ${interval}::interval
          where resource = 'members' and record_id = ${id} and action = ${action}`,
    );

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
  });
  afterAll(() => ctx.close());

  it('frees a number changed while inactive counted from the deactivation, one changed after a reactivation from the change', async () => {
    // Deactivated 5 years and a day ago, the number changed 4 years ago: free.
    const left = await create('SH08');
    await ctx.api({ method: 'PUT', url: '/api/backoffice/Members/deactivate', payload: { id: left } });
    expect((await change(left, 'SH09', { isActive: false })).statusCode).toBe(200);
    await backdate(left, 'create', '6 years');
    await backdate(left, 'deactivate', '5 years 1 day');
    await backdate(left, 'update', '4 years');
    expect(
      (await ctx.api({ method: 'POST', url: '/api/backoffice/Members', payload: member('SH08') })).statusCode,
    ).toBe(201);

    // Deactivated long ago but reactivated before the change 4 years ago: not free yet.
    const back = await create('SJ10');
    await ctx.api({ method: 'PUT', url: '/api/backoffice/Members/deactivate', payload: { id: back } });
    expect((await change(back, 'SJ10', { isActive: true })).statusCode).toBe(200);
    expect((await change(back, 'SJ11')).statusCode).toBe(200);
    await backdate(back, 'create', '8 years');
    await backdate(back, 'deactivate', '7 years');
    await backdate(back, 'reactivate', '6 years');
    await backdate(back, 'update', '4 years');
    const refused = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member('SJ10'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'tribeNumberNotYetFree', formerHolder: { id: back } });
  });
});

describe('former holders of stam numbers', () => {
  let folder: string;
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('are read in one query of the history, whatever their number, deactivations included', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'club-beheer-tribe-numbers-'));
    const logSqlFile = path.join(folder, 'queries.jsonl');
    const database = await openDatabase({ logSqlFile });
    try {
      await database.migrate();
      const { db } = database;
      const holders = await db
        .insert(members)
        .values(
          ['A', 'B', 'C', 'D'].map((letter) => ({
            firstName: letter,
            lastName: 'Holder',
            tribeNumber: `NEW${letter}`,
          })),
        )
        .returning({ id: members.id });
      const entry = (recordId: number, action: string, field: string, old: unknown, next: unknown) => ({
        actorSub: 'staff-1',
        resource: 'members',
        recordId,
        action,
        changes: [{ field, old, new: next }],
      });
      for (const [index, { id }] of holders.entries()) {
        await db.insert(history).values(entry(id, 'deactivate', 'isActive', true, false));
        await db.insert(history).values(entry(id, 'update', 'tribeNumber', `OLD${index}`, `NEW${index}`));
      }
      const before = (await readFile(logSqlFile, 'utf8')).trim().split('\n').length;
      const found = await numbersNotYetFree(db, 5);
      const queries = (await readFile(logSqlFile, 'utf8'))
        .trim()
        .split('\n')
        .slice(before)
        .map((line) => JSON.parse(line).sql as string);
      expect([...found.keys()].sort()).toEqual(['OLD0', 'OLD1', 'OLD2', 'OLD3']);
      expect(found.get('OLD2')).toMatchObject({ memberId: holders[2].id, name: 'C Holder' });
      // One query of the history for all four entries, one of the holders' names.
      expect(queries.filter((query) => query.includes('from "history"'))).toHaveLength(1);
      expect(queries).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});
