/** Stored preferences (docs/api/preferences.md): own entries, their bounds, privacy, shared searches. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREFERENCE_MAX_BYTES,
  PREFERENCE_MAX_ENTRIES,
  SHARED_QUERY_MAX_ENTRIES,
} from '../../server/src/schemas/constants';
import { backends, createTestContext, type TestContext } from './context';

const columns = { hiddenColumns: ['email', 'lastLogin'] };
const search = {
  label: 'Onbetaald 2027',
  value: { filter: { duesPaid: false }, sort: { field: 'name', order: 'ASC' } },
};

describe.each(backends)('preferences on %s', (backend) => {
  let ctx: TestContext;
  let secretaris: string;
  let redactie: string;
  let penningmeester: string;
  let beheerder: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    secretaris = (await ctx.staffToken({ email: 'secretaris@club.test', role: 'secretaris' })).token;
    redactie = (await ctx.staffToken({ email: 'redactie@club.test', role: 'redactie' })).token;
    penningmeester = (await ctx.staffToken({ email: 'penning@club.test', role: 'penningmeester' })).token;
    beheerder = (await ctx.staffToken({ email: 'beheer@club.test', role: 'beheerder' })).token;
  });
  afterAll(() => ctx?.close());

  const read = async (token: string) => {
    const res = await ctx.api({ method: 'GET', url: '/api/backoffice/Preferences', token });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const put = (token: string, key: string, value: unknown) =>
    ctx.api({ method: 'PUT', url: `/api/backoffice/Preferences/${key}`, token, payload: { value } });

  it('keeps a staff member’s own entries, and nobody else sees them', async () => {
    expect(await read(secretaris)).toEqual({ entries: [], shared: [] });
    const stored = await put(secretaris, 'members.datatable', columns);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ key: 'members.datatable', value: columns });
    await put(secretaris, 'members.savedQueries', [search]);
    expect((await read(secretaris)).entries).toEqual([
      { key: 'members.datatable', value: columns },
      { key: 'members.savedQueries', value: [search] },
    ]);
    expect((await read(redactie)).entries).toEqual([]);
    // The same key of another person is theirs alone.
    await put(redactie, 'members.datatable', { hiddenColumns: [] });
    expect((await read(secretaris)).entries[0]).toEqual({ key: 'members.datatable', value: columns });
  });

  it('replaces a value, and null or DELETE removes the key', async () => {
    await put(secretaris, 'adverts.datatable', { hiddenColumns: ['a'] });
    await put(secretaris, 'adverts.datatable', { hiddenColumns: ['b'] });
    const keys = () => read(secretaris).then((all) => all.entries.map((e: { key: string }) => e.key));
    expect((await read(secretaris)).entries).toContainEqual({
      key: 'adverts.datatable',
      value: { hiddenColumns: ['b'] },
    });
    expect((await put(secretaris, 'adverts.datatable', null)).json()).toEqual({
      key: 'adverts.datatable',
      value: null,
    });
    expect(await keys()).not.toContain('adverts.datatable');
    await put(secretaris, 'orders.datatable', [1]);
    const removed = await ctx.api({
      method: 'DELETE',
      url: '/api/backoffice/Preferences/orders.datatable',
      token: secretaris,
    });
    expect(removed.statusCode).toBe(200);
    expect(await keys()).not.toContain('orders.datatable');
  });

  it('stores any JSON as given, a NUL character too', async () => {
    const odd = { text: 'a\u0000b “é” 🦜', deep: [[[[{ n: 1.5 }]]]], t: true };
    expect((await put(secretaris, 'odd', odd)).statusCode).toBe(200);
    expect((await read(secretaris)).entries).toContainEqual({ key: 'odd', value: odd });
    await put(secretaris, 'odd', null);
  });

  it('refuses a bad key, a value too large and one entry too many, with a reason', async () => {
    for (const key of ['.hidden', 'a b', 'é', `${'x'.repeat(99)}é`])
      expect((await put(secretaris, encodeURIComponent(key), 1)).statusCode).toBe(400);
    // A path parameter past 100 characters is refused before the route: 414 URI Too Long.
    expect((await put(secretaris, 'x'.repeat(101), 1)).statusCode).toBe(414);
    const big = await put(secretaris, 'big', 'x'.repeat(PREFERENCE_MAX_BYTES));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      field: 'value',
      reason: 'tooLarge',
      limit: PREFERENCE_MAX_BYTES,
      measure: 'bytes',
    });
    const missing = await ctx.api({
      method: 'PUT',
      url: '/api/backoffice/Preferences/k',
      token: secretaris,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);

    const filler = (await ctx.staffToken({ email: 'vol@club.test', role: 'lezer' })).token;
    for (let i = 0; i < PREFERENCE_MAX_ENTRIES; i++)
      expect((await put(filler, `k${i}`, i)).statusCode).toBe(200);
    const more = await put(filler, 'one.more', 1);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      reason: 'tooManyEntries',
      limit: PREFERENCE_MAX_ENTRIES,
      measure: 'entries',
    });
    // A key already held may still change.
    expect((await put(filler, 'k0', 'changed')).statusCode).toBe(200);
  });

  it('shows a shared search to every account that reads its list, and only them', async () => {
    const shared = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Preferences/shared',
      token: secretaris,
      payload: { resource: 'members', ...search },
    });
    expect(shared.statusCode).toBe(201);
    const item = shared.json();
    expect(item).toMatchObject({
      resource: 'members',
      ...search,
      sharedBy: 'secretaris@club.test',
      mayUnshare: true,
    });
    expect((await read(redactie)).shared).toEqual([{ ...item, mayUnshare: false }]);
    expect((await read(beheerder)).shared).toEqual([{ ...item, mayUnshare: true }]);

    const dues = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Preferences/shared',
      token: penningmeester,
      payload: { resource: 'dues', label: 'Open', value: { filter: { state: 'open' } } },
    });
    expect(dues.statusCode).toBe(201);
    // redactie does not read the dues: that search is not theirs to see.
    expect((await read(redactie)).shared.map((s: { label: string }) => s.label)).toEqual(['Onbetaald 2027']);
    const notTheirs = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Preferences/shared',
      token: redactie,
      payload: { resource: 'dues', label: 'Mijn', value: {} },
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().reason).toBe('noAccess');
    const twice = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Preferences/shared',
      token: redactie,
      payload: { resource: 'members', label: ' Onbetaald 2027 ', value: {} },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ field: 'label', reason: 'labelTaken' });

    const byOther = await ctx.api({
      method: 'DELETE',
      url: `/api/backoffice/Preferences/shared/${item.id}`,
      token: redactie,
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().reason).toBe('notYours');
    const hidden = await ctx.api({
      method: 'DELETE',
      url: `/api/backoffice/Preferences/shared/${dues.json().id}`,
      token: redactie,
    });
    expect(hidden.statusCode).toBe(404);
    const byAdmin = await ctx.api({
      method: 'DELETE',
      url: `/api/backoffice/Preferences/shared/${item.id}`,
      token: beheerder,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await read(secretaris)).shared.map((s: { label: string }) => s.label)).toEqual(['Open']);
    const byOwner = await ctx.api({
      method: 'DELETE',
      url: `/api/backoffice/Preferences/shared/${dues.json().id}`,
      token: penningmeester,
    });
    expect(byOwner.statusCode).toBe(200);
    expect((await read(beheerder)).shared).toEqual([]);
  });

  it('bounds the searches shared on one list', async () => {
    for (let i = 0; i < SHARED_QUERY_MAX_ENTRIES; i++) {
      const res = await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Preferences/shared',
        token: beheerder,
        payload: { resource: 'locations', label: `Zoek ${i}`, value: {} },
      });
      expect(res.statusCode).toBe(201);
    }
    const more = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Preferences/shared',
      token: beheerder,
      payload: { resource: 'locations', label: 'Te veel', value: {} },
    });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ reason: 'tooManyEntries', limit: SHARED_QUERY_MAX_ENTRIES });
    const unknownList = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Preferences/shared',
      token: beheerder,
      payload: { resource: 'secrets', label: 'x', value: {} },
    });
    expect(unknownList.statusCode).toBe(400);
  });

  it('needs a signed-in staff member and the CSRF header to change', async () => {
    expect(
      (await ctx.api({ method: 'GET', url: '/api/backoffice/Preferences', token: null })).statusCode,
    ).toBe(401);
    const noCsrf = await ctx.api({
      method: 'PUT',
      url: '/api/backoffice/Preferences/a',
      token: secretaris,
      csrf: false,
      payload: { value: 1 },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
