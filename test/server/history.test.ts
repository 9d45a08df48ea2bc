/**
 * The audit trail (docs/api/history.md): every change through the API leaves one entry per record in
 * its own transaction — who, which record, the action, each changed field with old and new value — a
 * refused change leaves none, and GET /History reads them back, newest first: one record's, one kind's or all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, history, notifications } from '../../server/src/db/schema';
import { buildPdf } from '../../server/src/db/seed/documents';
import { ERASED, eraseMember } from '../../server/src/services/members/erase';
import { advertFormFields } from './advertForm';
import { backends, createTestContext, type TestContext } from './context';
import { formData } from './formData';
import { memberPayload } from './memberPayload';

const member = memberPayload;

describe.each(backends)('history on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let sub: string;
  const entries = async (query: string) => {
    const response = await ctx.api({ method: 'GET', url: `/api/backoffice/History?${query}`, token });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const stored = async () => (await ctx.database.db.select().from(history)).length;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    ({ token, sub } = await ctx.staffToken({ email: 'secretaris@club.test' }));
    await ctx.database.db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
  });
  afterAll(() => ctx.close());

  it('records a member created, their new address (old → new) and their deactivation, newest first', async () => {
    const created = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member(),
      token,
    });
    const id = created.json().id;
    const moved = member({ address: { ...member().address, zipcode: '8700', city: 'Tielt' } });
    await ctx.api({ method: 'PUT', url: `/api/backoffice/Members/${id}`, payload: moved, token });
    await ctx.api({ method: 'PUT', url: '/api/backoffice/Members/deactivate', payload: { id }, token });

    const page = await entries(`resource=members&id=${id}`);
    expect(page).toMatchObject({ statusCode: 200, isSuccess: true, total: 3, page: 1, pageSize: 25 });
    expect(page.history.map((entry: { action: string }) => entry.action)).toEqual([
      'deactivate',
      'update',
      'create',
    ]);
    const [deactivated, update, create] = page.history;
    expect(deactivated.changes).toEqual([{ field: 'isActive', old: true, new: false }]);
    expect(update).toMatchObject({
      resource: 'members',
      recordId: id,
      actor: { sub, email: 'secretaris@club.test' },
    });
    expect(update.changes).toEqual([
      { field: 'address.zipcode', old: '8000', new: '8700' },
      { field: 'address.city', old: 'Brugge', new: 'Tielt' },
    ]);
    expect(Date.parse(update.at)).not.toBeNaN();
    expect(create.changes).toContainEqual({ field: 'tribeNumber', old: null, new: 'RD01' });
  });

  it('leaves no entry for a refused change, and none for a save that changes nothing', async () => {
    const before = await stored();
    const taken = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member({ firstName: 'Noël' }),
      token,
    });
    expect(taken.statusCode).toBe(409);
    const created = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member({ tribeNumber: 'NV02' }),
      token,
    });
    const id = created.json().id;
    const same = await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${id}`,
      payload: member({ tribeNumber: 'NV02' }),
      token,
    });
    expect(same.statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('records a document by its file name and size, never its bytes', async () => {
    const upload = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Documents',
      token,
      ...formData({ title: 'Reglement', isVisible: 'true' }, [
        { field: 'file', fileName: 'reglement.pdf', bytes: buildPdf('Reglement', ['Gesloten ringen.']) },
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const [entry] = (await entries(`resource=documents&id=${upload.json().id}`)).history;
    expect(entry.action).toBe('create');
    expect(entry.changes).toContainEqual({ field: 'fileName', old: null, new: 'reglement.pdf' });
    expect(entry.changes).toContainEqual({ field: 'sizeBytes', old: null, new: expect.any(Number) });
    expect(JSON.stringify(entry.changes)).not.toContain('%PDF');
    await ctx.api({ method: 'DELETE', url: `/api/backoffice/Documents/${upload.json().id}`, token });
    const [deleted] = (await entries(`resource=documents&id=${upload.json().id}`)).history;
    expect(deleted.action).toBe('delete');
    expect(deleted.changes).toContainEqual({ field: 'title', old: 'Reglement', new: null });
  });

  it('records each deleted notification', async () => {
    const [a, b] = await ctx.database.db
      .insert(notifications)
      .values([
        { type: 'memberCreated', name: 'Jan Maes', recordId: null },
        { type: 'orderPlaced', name: 'Els Desmet', recordId: null },
      ])
      .returning();
    await ctx.api({ method: 'DELETE', url: '/api/backoffice/Notifications', payload: [a.id, b.id], token });
    const [entry] = (await entries(`resource=notifications&id=${b.id}`)).history;
    expect(entry).toMatchObject({ action: 'delete', recordId: b.id });
    expect(entry.changes).toContainEqual({ field: 'name', old: 'Els Desmet', new: null });
  });

  it("lists the whole club's entries, filtered by person and days", async () => {
    const { token: other, sub: otherSub } = await ctx.staffToken({ email: 'voorzitter@club.test' });
    await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Locations',
      payload: { name: 'Zaal De Kring', info: 'Markt 1, 8700 Tielt', latitude: 51, longitude: 3.3 },
      token: other,
    });
    const all = await entries('page=1&pageSize=2');
    expect(all.history).toHaveLength(2);
    expect(all.history[0]).toMatchObject({ resource: 'locations', actor: { sub: otherSub } });
    expect(all.total).toBe(await stored());
    const theirs = await entries(`actor=${otherSub}`);
    expect(theirs.history.map((entry: { resource: string }) => entry.resource)).toEqual(['locations']);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
    expect((await entries(`from=${today}&to=${today}`)).total).toBe(await stored());
    expect((await entries('to=2000-01-01')).total).toBe(0);
    const locations = await entries('resource=locations');
    expect(locations.total).toBe(1);
    expect(locations.history[0]).toMatchObject({ resource: 'locations', action: 'create' });
    const members = await entries(`resource=members&actor=${sub}`);
    expect(members.history.every((entry: { resource: string }) => entry.resource === 'members')).toBe(true);
    expect(members.total).toBeGreaterThan(0);
  });

  it('erases a member on request: their personal values in the history become a placeholder', async () => {
    const created = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member({ tribeNumber: 'GD01', firstName: 'Séverine' }),
      token,
    });
    const id = created.json().id;
    const moved = member({
      tribeNumber: 'GD01',
      firstName: 'Séverine',
      address: { ...member().address, city: 'Tielt' },
    });
    await ctx.api({ method: 'PUT', url: `/api/backoffice/Members/${id}`, payload: moved, token });
    await eraseMember(ctx.database.db, id, { sub: 'member:erase', email: 'privacy@club.test' });

    const page = await entries(`resource=members&id=${id}`);
    expect(page.history[0]).toMatchObject({ action: 'erase', actor: { email: 'privacy@club.test' } });
    const text = JSON.stringify(page.history);
    for (const personal of ['Séverine', 'Declercq', 'Brugge', 'Tielt', 'Markt'])
      expect(text).not.toContain(personal);
    expect(page.history[1].changes).toEqual([{ field: 'address.city', old: ERASED, new: ERASED }]);
    expect(page.history[2].changes).toContainEqual({ field: 'tribeNumber', old: null, new: 'GD01' });
    const [notification] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recordId, id));
    expect(notification.name).toBe(ERASED);
    const detail = (await ctx.api({ method: 'GET', url: `/api/backoffice/Members/${id}`, token })).json();
    expect(detail).toMatchObject({
      firstName: ERASED,
      lastName: ERASED,
      tribeNumber: 'GD01',
      isActive: false,
    });
  });

  it('names each record: a member by name and stam number, an advert by its member and text (its member named), a deleted one by its last values, a notification and the record it was about', async () => {
    const created = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member({ firstName: 'Rik', lastName: 'Desmet', tribeNumber: 'NM01' }),
      token,
    });
    const memberId = created.json().id;
    const advert = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Adverts',
      token,
      ...formData(advertFormFields(memberId), []),
    });
    expect(advert.statusCode).toBe(201);
    const advertId = advert.json().id;
    const advertName = 'Rik Desmet: Te koop: 4 jonge grasparkieten, opaline…';
    const [made] = (await entries(`resource=adverts&id=${advertId}`)).history;
    expect(made.name).toBe(advertName);
    expect(made.changes).toContainEqual({
      field: 'memberId',
      old: null,
      new: memberId,
      newName: 'Rik Desmet (NM01)',
    });
    // Renamed: the member's entries name them as they are now.
    await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${memberId}`,
      payload: member({ firstName: 'Rik', lastName: 'Desmet-Claes', tribeNumber: 'NM01' }),
      token,
    });
    const memberEntries = (await entries(`resource=members&id=${memberId}`)).history;
    expect(memberEntries.map((entry: { name: string }) => entry.name)).toEqual([
      'Rik Desmet-Claes (NM01)',
      'Rik Desmet-Claes (NM01)',
    ]);
    // Deleted: named by the last values its history holds (the member's name when it was deleted).
    await ctx.api({ method: 'DELETE', url: `/api/backoffice/Adverts/${advertId}`, token });
    const advertEntries = (await entries(`resource=adverts&id=${advertId}`)).history;
    const deletedName = advertName.replace('Desmet', 'Desmet-Claes');
    expect(advertEntries.map((entry: { name: string }) => entry.name)).toEqual([deletedName, deletedName]);
    const [notification] = await ctx.database.db
      .insert(notifications)
      .values({ type: 'memberCreated', name: 'Rik Desmet', recordId: memberId })
      .returning();
    await ctx.api({
      method: 'DELETE',
      url: '/api/backoffice/Notifications',
      payload: [notification.id],
      token,
    });
    const [about] = (await entries(`resource=notifications&id=${notification.id}`)).history;
    expect(about.name).toBe('Rik Desmet');
    expect(about.changes).toContainEqual({
      field: 'recordId',
      old: memberId,
      new: null,
      oldName: 'Rik Desmet-Claes (NM01)',
    });
    // Nothing known of it: no name, the client says its number.
    await ctx.database.db.insert(history).values({
      actorSub: sub,
      resource: 'activities',
      recordId: 987654,
      action: 'hide',
      changes: [{ field: 'isVisible', old: true, new: false }],
    });
    const [unknown] = (await entries('resource=activities&id=987654')).history;
    expect(unknown.name).toBeNull();
  });

  it('answers 400 for an id without its resource, and 401 without a token', async () => {
    const half = await ctx.api({ method: 'GET', url: '/api/backoffice/History?id=1', token });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ isSuccess: false, field: 'resource' });
    const anonymous = await ctx.api({ method: 'GET', url: '/api/backoffice/History', token: null });
    expect(anonymous.statusCode).toBe(401);
  });
});
