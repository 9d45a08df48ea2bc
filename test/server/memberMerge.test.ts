/**
 * Merging two members (docs/api/members.md "Merging members"): the preview changes nothing, the merge
 * moves adverts, orders, the vendor entry, board seats and dues lines and the merged member's history
 * and stam numbers show under the kept one; the undo restores exactly; the refusals are 4xx.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adverts,
  boardMembers,
  countries,
  dues,
  duesMembers,
  members,
  orders,
  vendors,
} from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';
import { memberPayload } from './memberPayload';

const API = '/api/backoffice';

describe.each(backends)('merging members on %s', (backend) => {
  let ctx: TestContext;
  const db = () => ctx.database.db;
  const create = async (tribeNumber: string, firstName: string, email = '') => {
    const response = await ctx.api({
      method: 'POST',
      url: `${API}/Members`,
      payload: memberPayload({
        tribeNumber,
        firstName,
        lastName: 'Maes',
        contact: { email, phoneNumber: '', mobilePhoneNumber: '', fax: '', website: '' },
      }),
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const merge = (payload: object, persist: boolean, token?: string) =>
    ctx.api({ method: 'PUT', url: `${API}/Members/merge?persist=${persist}`, payload, token });
  const undo = (id: number, persist: boolean) =>
    ctx.api({ method: 'POST', url: `${API}/Members/merges/${id}/undo?persist=${persist}` });
  const memberOf = async (table: typeof adverts | typeof orders | typeof vendors, id: number) =>
    (await db().select({ memberId: table.memberId }).from(table).where(eq(table.id, id)))[0]?.memberId;

  /** Two members typed twice, the double with an advert, an order, a vendor entry, a board seat and dues. */
  async function doubles(suffix: string) {
    const keepId = await create(`K${suffix}`, 'Jan');
    const mergeId = await create(`M${suffix}`, 'Jann', `jan${suffix}@telenet.be`);
    const [advert] = await db()
      .insert(adverts)
      .values({
        memberId: mergeId,
        message: 'Te koop: grasparkieten',
        advertType: 'offer',
        visibleFrom: '2026-01-01',
        visibleTo: '2026-12-31',
      })
      .returning();
    const [order] = await db().insert(orders).values({ memberId: mergeId }).returning();
    const [vendor] = await db().insert(vendors).values({ memberId: mergeId, message: 'Kweker' }).returning();
    const [seat] = await db()
      .insert(boardMembers)
      .values({ memberId: mergeId, function: 'Kassier' })
      .returning();
    const year = 2000 + Number(suffix.replace(/\D/g, '') || 1);
    const [request] = await db()
      .insert(dues)
      .values({
        year,
        number: 1,
        structuredCommunication: `${year}00000${suffix.length}`.padEnd(12, '7').slice(0, 12),
        name: 'Jann Maes',
        amountCents: 2500,
        dueDate: `${year}-01-31`,
      })
      .returning();
    await db()
      .insert(duesMembers)
      .values({
        duesId: request.id,
        memberId: mergeId,
        year,
        name: 'Jann Maes',
        tribeNumber: `M${suffix}`,
        kindName: 'Gewoon',
        feeCents: 2500,
      });
    return { keepId, mergeId, advert, order, vendor, seat, request };
  }

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await db().insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
  });
  afterAll(() => ctx.close());

  it('previews without changing anything, merges, and undoes exactly', async () => {
    const d = await doubles('1');
    const before = (await ctx.api({ method: 'GET', url: `${API}/Members/${d.mergeId}` })).json();
    const keptBefore = (await ctx.api({ method: 'GET', url: `${API}/Members/${d.keepId}` })).json();
    const payload = { keepId: d.keepId, mergeId: d.mergeId, fields: { email: 'merge' } };

    const preview = await merge(payload, false);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      persisted: false,
      id: null,
      changed: ['email'],
      kept: { firstName: 'Jan', tribeNumber: 'K1', contact: { email: 'jan1@telenet.be' } },
      moves: { adverts: 1, orders: 1, vendor: 1, boardSeats: 1, dues: 1, duesDetached: 0, notifications: 1 },
    });
    expect(await memberOf(adverts, d.advert.id)).toBe(d.mergeId);
    expect((await ctx.api({ method: 'GET', url: `${API}/Members/${d.mergeId}` })).statusCode).toBe(200);

    const done = await merge(payload, true);
    expect(done.statusCode).toBe(200);
    const mergeRunId = done.json().id;
    expect(mergeRunId).toEqual(expect.any(Number));
    expect(await memberOf(adverts, d.advert.id)).toBe(d.keepId);
    expect(await memberOf(orders, d.order.id)).toBe(d.keepId);
    expect(await memberOf(vendors, d.vendor.id)).toBe(d.keepId);
    const [line] = await db().select().from(duesMembers).where(eq(duesMembers.duesId, d.request.id));
    expect(line.memberId).toBe(d.keepId);

    const gone = await ctx.api({ method: 'GET', url: `${API}/Members/${d.mergeId}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ reason: 'merged', mergedInto: d.keepId });
    const kept = (await ctx.api({ method: 'GET', url: `${API}/Members/${d.keepId}` })).json();
    expect(kept.contact.email).toBe('jan1@telenet.be');
    const list = await ctx.api({
      method: 'POST',
      url: `${API}/Members/list`,
      payload: { pageSize: 50, page: 1, showInactive: true },
    });
    expect(list.json().members.map((m: { id: number }) => m.id)).not.toContain(d.mergeId);

    // Both histories under the kept member; the stam numbers of both.
    const historyOf = await ctx.api({
      method: 'GET',
      url: `${API}/History?resource=members&id=${d.keepId}&pageSize=50&page=1`,
    });
    const entries = historyOf.json().history as { recordId: number; action: string }[];
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recordId: d.keepId, action: 'merge' }),
        expect.objectContaining({ recordId: d.mergeId, action: 'merge' }),
        expect.objectContaining({ recordId: d.mergeId, action: 'create' }),
      ]),
    );
    const keptEntry = historyOf
      .json()
      .history.find(
        (e: { recordId: number; action: string }) => e.recordId === d.keepId && e.action === 'merge',
      );
    expect(keptEntry.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'mergedMember', new: d.mergeId, newName: 'Jann Maes (M1)' }),
      ]),
    );
    const numbers = (await ctx.api({ method: 'GET', url: `${API}/Members/${d.keepId}/tribeNumbers` })).json();
    expect(numbers.map((h: { tribeNumber: string }) => h.tribeNumber).sort()).toEqual(['K1', 'M1']);

    const runs = (await ctx.api({ method: 'GET', url: `${API}/Members/merges?memberId=${d.keepId}` })).json();
    expect(runs).toEqual([
      expect.objectContaining({
        id: mergeRunId,
        keptName: 'Jan Maes',
        mergedName: 'Jann Maes',
        undoneAt: null,
      }),
    ]);

    const undoPreview = await undo(mergeRunId, false);
    expect(undoPreview.statusCode).toBe(200);
    expect(undoPreview.json()).toMatchObject({
      persisted: false,
      restored: ['email'],
      moves: { adverts: 1 },
    });
    expect(await memberOf(adverts, d.advert.id)).toBe(d.keepId);

    const undone = await undo(mergeRunId, true);
    expect(undone.statusCode).toBe(200);
    expect((await ctx.api({ method: 'GET', url: `${API}/Members/${d.mergeId}` })).json()).toEqual(before);
    expect((await ctx.api({ method: 'GET', url: `${API}/Members/${d.keepId}` })).json()).toEqual(keptBefore);
    expect(await memberOf(adverts, d.advert.id)).toBe(d.mergeId);
    expect(await memberOf(orders, d.order.id)).toBe(d.mergeId);
    expect(await memberOf(vendors, d.vendor.id)).toBe(d.mergeId);
    const [seat] = await db().select().from(boardMembers).where(eq(boardMembers.id, d.seat.id));
    expect(seat.memberId).toBe(d.mergeId);
    const [lineBack] = await db().select().from(duesMembers).where(eq(duesMembers.duesId, d.request.id));
    expect(lineBack.memberId).toBe(d.mergeId);

    const again = await undo(mergeRunId, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('alreadyUndone');
    const mergeHistory = await ctx.api({
      method: 'GET',
      url: `${API}/History?resource=members&id=${d.mergeId}&pageSize=50&page=1`,
    });
    expect(mergeHistory.json().history.map((e: { action: string }) => e.action)).toContain('undoMerge');
  });

  it('takes the merged stam number, detaches a line of a year both were asked for', async () => {
    const d = await doubles('2');
    await db().insert(duesMembers).values({
      duesId: d.request.id,
      memberId: d.keepId,
      year: d.request.year,
      name: 'Jan Maes',
      tribeNumber: 'K2',
      kindName: 'Gewoon',
      feeCents: 2500,
    });
    const done = await merge(
      { keepId: d.keepId, mergeId: d.mergeId, fields: { tribeNumber: 'merge', firstName: 'merge' } },
      true,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().moves).toMatchObject({ dues: 0, duesDetached: 1 });
    const kept = (await ctx.api({ method: 'GET', url: `${API}/Members/${d.keepId}` })).json();
    expect(kept).toMatchObject({ tribeNumber: 'M2', firstName: 'Jann' });
    const undone = await undo(done.json().id, true);
    expect(undone.statusCode).toBe(200);
    expect((await ctx.api({ method: 'GET', url: `${API}/Members/${d.keepId}` })).json()).toMatchObject({
      tribeNumber: 'K2',
      firstName: 'Jan',
    });
    expect((await ctx.api({ method: 'GET', url: `${API}/Members/${d.mergeId}` })).json()).toMatchObject({
      tribeNumber: 'M2',
    });
    const lines = await db().select().from(duesMembers).where(eq(duesMembers.duesId, d.request.id));
    expect(lines.map((l) => l.memberId).sort()).toEqual([d.keepId, d.mergeId].sort());
  });

  it('refuses the undo where later changes conflict', async () => {
    const d = await doubles('3');
    const done = await merge({ keepId: d.keepId, mergeId: d.mergeId, fields: { email: 'merge' } }, true);
    const id = done.json().id;
    // The advert that moved was deleted since.
    await db().delete(adverts).where(eq(adverts.id, d.advert.id));
    const lost = await undo(id, false);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ reason: 'movedSince', field: 'adverts' });
    // The kept member's e-mail (set by the merge) was edited since.
    const kept = (await ctx.api({ method: 'GET', url: `${API}/Members/${d.keepId}` })).json();
    await ctx.api({
      method: 'PUT',
      url: `${API}/Members/${d.keepId}`,
      payload: {
        ...memberPayload({ tribeNumber: kept.tribeNumber, firstName: 'Jan', lastName: 'Maes' }),
        contact: { ...kept.contact, email: 'ander@telenet.be' },
      },
    });
    const edited = await undo(id, true);
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toMatchObject({ reason: 'changedSince', field: 'email' });
  });

  it('refuses a merge with itself, of unknown or merged members, and of two vendors', async () => {
    const a = await create('R1', 'An');
    const b = await create('R2', 'Bert');
    expect((await merge({ keepId: a, mergeId: a }, false)).json()).toMatchObject({
      statusCode: 400,
      reason: 'sameMember',
    });
    expect((await merge({ keepId: a, mergeId: 999999 }, false)).statusCode).toBe(404);
    expect((await merge({ keepId: a, mergeId: b, fields: { email: 'both' } }, false)).statusCode).toBe(400);
    await db()
      .insert(vendors)
      .values([{ memberId: a }, { memberId: b }]);
    const vendorsBoth = await merge({ keepId: a, mergeId: b }, true);
    expect(vendorsBoth.statusCode).toBe(409);
    expect(vendorsBoth.json().reason).toBe('bothVendors');
    await db().delete(vendors).where(eq(vendors.memberId, b));
    expect((await merge({ keepId: a, mergeId: b }, true)).statusCode).toBe(200);
    const twice = await merge({ keepId: a, mergeId: b }, true);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: 'merged', mergedInto: a });
    expect((await undo(999999, false)).statusCode).toBe(404);
    const [{ count }] = await db()
      .$count(members, eq(members.id, b))
      .then((n) => [{ count: n }]);
    expect(count).toBe(0);
  });

  it('merges and undoes a pair once when asked twice at the same time', async () => {
    const a = await create('C1', 'Cas');
    const b = await create('C2', 'Casper');
    const merges = await Promise.all([
      merge({ keepId: a, mergeId: b }, true),
      merge({ keepId: a, mergeId: b }, true),
    ]);
    expect(merges.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const id = merges.find((r) => r.statusCode === 200)?.json().id;
    const undos = await Promise.all([undo(id, true), undo(id, true)]);
    expect(undos.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await ctx.api({ method: 'GET', url: `${API}/Members/${b}` })).json().firstName).toBe('Casper');
  });

  it('lets only who may write members merge', async () => {
    const a = await create('P1', 'Piet');
    const b = await create('P2', 'Pieter');
    const { token } = await ctx.staffToken({ email: 'redactie@club.be', role: 'redactie' });
    expect((await merge({ keepId: a, mergeId: b }, true, token)).statusCode).toBe(403);
    expect(
      (await ctx.api({ method: 'POST', url: `${API}/Members/merges/1/undo?persist=true`, token })).statusCode,
    ).toBe(403);
    expect((await ctx.api({ method: 'GET', url: `${API}/Members/${b}` })).statusCode).toBe(200);
  });
});
