/**
 * The stam numbers a member held (docs/api/history.md "Stam numbers"): GET /Members/{id}/tribeNumbers
 * derives them from the member's history — created with one, changed twice: three holdings, each
 * ending where the next begins, the last held now — with 404 for an unknown member and 401 without a
 * token. And the reuse rule's "inactive when the number changed": the number is free counted from the
 * deactivation, not from the change — found for every former holder in one query.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { countries, history, members } from '../../server/src/db/schema';
import type { HistoryEntry } from '../../server/src/schemas/history';
import type { TribeNumberHoldings } from '../../server/src/schemas/members';
import { numbersNotYetFree } from '../../server/src/services/members/tribeNumbers';
import { backends, createTestContext, type TestContext } from './context';
import { type MemberWithAddress, memberPayload } from './memberPayload';

const member = (tribeNumber: string, overrides: Partial<MemberWithAddress> = {}) =>
  memberPayload({ tribeNumber, ...overrides });

describe.each(backends)('stam numbers held on %s', (backend) => {
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
  const holdings = async (id: number) => {
    const response = await ctx.api({ method: 'GET', url: `/api/backoffice/Members/${id}/tribeNumbers` });
    expect(response.statusCode).toBe(200);
    return response.json() as TribeNumberHoldings;
  };
  /** The member's history entries, oldest first. */
  const entriesOf = async (id: number): Promise<HistoryEntry[]> => {
    const response = await ctx.api({
      method: 'GET',
      url: `/api/backoffice/History?resource=members&id=${id}`,
    });
    return (response.json().history as HistoryEntry[]).reverse();
  };
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

  it('lists the numbers held, oldest first: from the creation to the first change, …, the current one to null', async () => {
    const id = await create('SA01');
    expect((await change(id, 'SB02')).statusCode).toBe(200);
    // Another field alone is no change of number.
    expect((await change(id, 'SB02', { firstName: 'Rika' })).statusCode).toBe(200);
    expect((await change(id, 'SC03', { firstName: 'Rika' })).statusCode).toBe(200);
    const [created, first, , second] = await entriesOf(id);
    expect([created.action, first.action, second.action]).toEqual(['create', 'update', 'update']);
    expect(await holdings(id)).toEqual([
      { tribeNumber: 'SA01', from: created.at, to: first.at },
      { tribeNumber: 'SB02', from: first.at, to: second.at },
      { tribeNumber: 'SC03', from: second.at, to: null },
    ]);
  });

  it('shows the current number with unknown dates for a member without history, and the number before it for one whose number changed', async () => {
    const [seeded] = await ctx.database.db
      .insert(members)
      .values({ firstName: 'Noël', lastName: 'Vanneste', tribeNumber: 'SD04' })
      .returning({ id: members.id });
    expect(await holdings(seeded.id)).toEqual([{ tribeNumber: 'SD04', from: null, to: null }]);
    expect((await change(seeded.id, 'SE05', { firstName: 'Noël', lastName: 'Vanneste' })).statusCode).toBe(
      200,
    );
    const [changed] = await entriesOf(seeded.id);
    expect(await holdings(seeded.id)).toEqual([
      { tribeNumber: 'SD04', from: null, to: changed.at },
      { tribeNumber: 'SE05', from: changed.at, to: null },
    ]);
  });

  it('counts a number put back by an undone import as a change', async () => {
    const id = await create('SF06');
    expect((await change(id, 'SG07')).statusCode).toBe(200);
    await ctx.database.db.insert(history).values({
      actorSub: 'staff-1',
      resource: 'members',
      recordId: id,
      action: 'undoImport',
      changes: [{ field: 'tribeNumber', old: 'SG07', new: 'SF06' }],
    });
    await ctx.database.db.update(members).set({ tribeNumber: 'SF06' }).where(eq(members.id, id));
    const [created, changed, undone] = await entriesOf(id);
    expect(await holdings(id)).toEqual([
      { tribeNumber: 'SF06', from: created.at, to: changed.at },
      { tribeNumber: 'SG07', from: changed.at, to: undone.at },
      { tribeNumber: 'SF06', from: undone.at, to: null },
    ]);
  });

  it('answers 404 for an unknown member, 400 for a malformed id and 401 without a token, in the result shape', async () => {
    const unknown = await ctx.api({ method: 'GET', url: '/api/backoffice/Members/999999/tribeNumbers' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, isSuccess: false, error: expect.any(String) });
    const malformed = await ctx.api({ method: 'GET', url: '/api/backoffice/Members/abc/tribeNumbers' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, isSuccess: false, field: 'id' });
    const anonymous = await ctx.api({
      method: 'GET',
      url: '/api/backoffice/Members/1/tribeNumbers',
      token: null,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, isSuccess: false });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/backoffice/openapi.json' })).json();
    const operation = doc.paths['/Members/{id}/tribeNumbers'].get;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    expect(operation.responses['200'].content['application/json'].schema.type).toBe('array');
  });

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

  it('names the member who holds a number asked for: an active one, or an inactive one with the day they left and the day the number is free', async () => {
    const holder = await create('SK12');
    const taken = await ctx.api({ method: 'POST', url: '/api/backoffice/Members', payload: member('SK12') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      statusCode: 409,
      isSuccess: false,
      error: 'Stam number SK12 is held by Rita Declercq.',
      field: 'tribeNumber',
      reason: 'tribeNumberTaken',
      holder: { id: holder, name: 'Rita Declercq', inactiveSince: null },
    });
    await ctx.api({ method: 'PUT', url: '/api/backoffice/Members/deactivate', payload: { id: holder } });
    await ctx.database.db
      .update(members)
      .set({ deactivatedOn: new Date('2025-06-30T22:30:00.000Z') })
      .where(eq(members.id, holder));
    const other = await create('SL13');
    const left = await change(other, 'SK12');
    expect(left.statusCode).toBe(409);
    expect(left.json()).toEqual({
      statusCode: 409,
      isSuccess: false,
      error:
        'Stam number SK12 is held by Rita Declercq, inactive since 2025-07-01. It may be given again from 2030-07-01, once Rita Declercq has another number.',
      field: 'tribeNumber',
      reason: 'tribeNumberTaken',
      holder: { id: holder, name: 'Rita Declercq', inactiveSince: '2025-07-01' },
      freeFrom: '2030-07-01',
    });
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
