/**
 * Bulk edit (issue L item 2, docs/api/members.md and docs/api/adverts.md "Bulk edit"): `PUT
 * /Members/bulk` sets the revue switch, the kind of membership or active on the ticked members and
 * `PUT /Adverts/bulk` the publish period on the ticked adverts — all or none, one history entry per
 * record, members made active asked the dues as a single reactivation asks them, the members'
 * version advanced; bounds, unknown ids and permissions refused with 4xx — on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, membersVersion } from '../../server/src/db/schema';
import { MAX_BULK_IDS } from '../../server/src/schemas/common';
import type { DuesSettings } from '../../server/src/schemas/dues';
import { clubToday } from '../../server/src/services/clubCalendar';
import { advertFormFields } from './advertForm';
import { backends, createTestContext, type TestContext } from './context';
import { formData } from './formData';
import { memberPayload } from './memberPayload';

const YEAR = Number(clubToday().slice(0, 4));

describe.each(backends)('bulk edit on %s', (backend) => {
  let ctx: TestContext;
  let serial = 0;
  let kinds: { ordinary: number; family: number };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, token?: string) =>
    ctx.api({
      method,
      url: `/api/backoffice${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(token ? { token } : {}),
    });
  const as = async (role: 'secretaris' | 'redactie' | 'penningmeester') =>
    (await ctx.staffToken({ email: `${role}.bulk.${backend}.${++serial}@club.test`, role })).token;

  /** A new member of their own stam number and address, as POST /Members answers it. */
  const create = async (overrides: Parameters<typeof memberPayload>[0] = {}) => {
    serial++;
    const created = await call(
      'POST',
      '/Members',
      memberPayload({
        tribeNumber: `BE${serial}`,
        firstName: `Lid${serial}`,
        address: {
          street: 'Markt',
          number: String(serial),
          box: '',
          zipcode: '8000',
          city: 'Brugge',
          countryId: 1,
        },
        ...overrides,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: number };
  };
  const detail = async (id: number) => (await call('GET', `/Members/${id}`)).json();
  const historyOf = async (resource: string, id: number) =>
    (await call('GET', `/History?resource=${resource}&id=${id}`)).json().history as {
      action: string;
      changes: { field: string; old: unknown; new: unknown }[];
    }[];
  const requestYears = async (memberId: number) =>
    (
      (await call('POST', '/Dues/list', { pageSize: 50, page: 1, memberId })).json().dues as {
        year: number;
      }[]
    ).map((request) => request.year);
  const version = async () => (await ctx.database.db.select().from(membersVersion))[0]?.version;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
    const settings: DuesSettings = {
      name: 'Parkietenclub De Grasparkiet vzw',
      street: 'Stationsstraat 118',
      zipcode: '8870',
      town: 'Izegem',
      iban: 'BE75068234567851',
      bic: 'GKCCBEBB',
      dueMonthDay: '01-31',
      reminderDays: 30,
      kinds: [
        { id: null, name: 'Gewoon lid', isDefault: true, fees: [{ year: YEAR, amount: 2500 }] },
        { id: null, name: 'Gezinslid', isDefault: false, fees: [{ year: YEAR, amount: 1000 }] },
      ],
      years: [],
    };
    const saved = await call('PUT', '/Dues/settings', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    const [ordinary, family] = (saved.json() as DuesSettings).kinds.map((kind) => kind.id as number);
    kinds = { ordinary, family };
  });
  afterAll(() => ctx.close());

  it('sets the revue switch on five members: one history entry each, the version advanced', async () => {
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => create({ receivesRevue: true })));
    const ids = five.map((member) => member.id);
    const before = await version();
    const token = await as('secretaris');
    const response = await call(
      'PUT',
      '/Members/bulk',
      { ids: [...ids, ids[0]], changes: { receivesRevue: false } },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ids });
    expect(await version()).not.toBe(before);
    for (const id of ids) {
      expect(await detail(id)).toMatchObject({ receivesRevue: false, isActive: true });
      const entries = await historyOf('members', id);
      expect(entries[0]).toMatchObject({
        action: 'update',
        changes: [{ field: 'receivesRevue', old: true, new: false }],
      });
      expect(entries.filter((entry) => entry.action === 'update')).toHaveLength(1);
    }
    // The same again changes nothing and writes no entry.
    expect((await call('PUT', '/Members/bulk', { ids, changes: { receivesRevue: false } })).statusCode).toBe(
      200,
    );
    expect((await historyOf('members', ids[0])).filter((entry) => entry.action === 'update')).toHaveLength(1);
  });

  it('sets the kind of membership, and null for the default kind; an unknown kind is 400', async () => {
    const [a, b] = [await create(), await create({ membershipKindId: kinds.ordinary })];
    const set = await call('PUT', '/Members/bulk', {
      ids: [a.id, b.id],
      changes: { membershipKindId: kinds.family },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await detail(a.id)).membershipKindId).toBe(kinds.family);
    expect((await detail(b.id)).membershipKindId).toBe(kinds.family);
    expect(
      (await call('PUT', '/Members/bulk', { ids: [a.id], changes: { membershipKindId: null } })).statusCode,
    ).toBe(200);
    expect((await detail(a.id)).membershipKindId).toBeNull();
    const unknown = await call('PUT', '/Members/bulk', {
      ids: [a.id],
      changes: { membershipKindId: 999999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'membershipKindId', reason: 'unknownKind' });
  });

  it('deactivates and reactivates as the single path does: reactivated members are asked the dues', async () => {
    expect((await call('PUT', '/Dues/run?persist=true', { year: YEAR })).statusCode).toBe(200);
    const [a, b] = [await create({ isActive: false }), await create({ isActive: false })];
    const active = await create();
    expect(await requestYears(a.id)).toEqual([]);
    const on = await call('PUT', '/Members/bulk', {
      ids: [a.id, b.id, active.id],
      changes: { isActive: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await requestYears(a.id)).toEqual([YEAR]);
    expect(await requestYears(b.id)).toEqual([YEAR]);
    expect(await requestYears(active.id)).toEqual([YEAR]);
    expect((await historyOf('members', a.id))[0]).toMatchObject({ action: 'reactivate' });
    // The member already active is left as it was: no entry of this change.
    expect((await historyOf('members', active.id))[0]).toMatchObject({ action: 'create' });

    const off = await call('PUT', '/Members/bulk', { ids: [a.id, b.id], changes: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect(await detail(a.id)).toMatchObject({ isActive: false });
    expect((await historyOf('members', b.id))[0]).toMatchObject({ action: 'deactivate' });
    // Inactive members leave the list as a single deactivation makes them.
    const list = await call('POST', '/Members/list', {
      pageSize: 25,
      page: 1,
      searchString: `Lid${serial - 2}`,
    });
    expect(list.json().members).toEqual([]);
  });

  it('refuses unknown members (all or none), an empty or too long list and a body naming no field', async () => {
    const member = await create({ receivesRevue: true });
    const unknown = await call('PUT', '/Members/bulk', {
      ids: [member.id, 999999],
      changes: { receivesRevue: false },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('999999');
    expect((await detail(member.id)).receivesRevue).toBe(true);
    expect(
      (await call('PUT', '/Members/bulk', { ids: [], changes: { receivesRevue: false } })).statusCode,
    ).toBe(400);
    const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => index + 1);
    expect(
      (await call('PUT', '/Members/bulk', { ids: tooMany, changes: { receivesRevue: false } })).statusCode,
    ).toBe(400);
    const none = await call('PUT', '/Members/bulk', { ids: [member.id], changes: { firstName: 'X' } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'changes', reason: 'noChange' });
    expect(
      (await call('PUT', '/Members/bulk', { ids: [member.id], changes: { isActive: 'ja' } })).statusCode,
    ).toBe(400);
  });

  it('lets whoever writes the members bulk-edit them, not a redactie or a penningmeester', async () => {
    const member = await create();
    for (const role of ['redactie', 'penningmeester'] as const) {
      const refused = await call(
        'PUT',
        '/Members/bulk',
        { ids: [member.id], changes: { receivesRevue: false } },
        await as(role),
      );
      expect(refused.statusCode).toBe(403);
    }
    expect((await detail(member.id)).receivesRevue).toBe(true);
  });

  describe('adverts', () => {
    const createAdvert = async (memberId: number) => {
      const response = await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Adverts',
        ...formData(
          advertFormFields(memberId, { visibleFrom: `${YEAR}-01-01`, visibleTo: `${YEAR}-02-28` }),
          [],
        ),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number };
    };

    it('gives the ticked adverts one publish period, one history entry each', async () => {
      const owner = await create();
      const [a, b, c] = [
        await createAdvert(owner.id),
        await createAdvert(owner.id),
        await createAdvert(owner.id),
      ];
      const changes = { visibleFrom: `${YEAR}-03-01`, visibleTo: `${YEAR}-06-30` };
      const response = await call(
        'PUT',
        '/Adverts/bulk',
        { ids: [a.id, b.id], changes },
        await as('redactie'),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ids: [a.id, b.id] });
      for (const { id } of [a, b]) {
        expect((await call('GET', `/Adverts/${id}`)).json()).toMatchObject(changes);
        const entries = await historyOf('adverts', id);
        expect(entries[0]).toMatchObject({ action: 'update' });
        expect(entries[0].changes.map((change) => [change.field, change.new])).toEqual([
          ['visibleFrom', changes.visibleFrom],
          ['visibleTo', changes.visibleTo],
        ]);
      }
      expect((await call('GET', `/Adverts/${c.id}`)).json()).toMatchObject({ visibleFrom: `${YEAR}-01-01` });
    });

    it('refuses an end before the start, unknown adverts, bad dates and a penningmeester', async () => {
      const owner = await create();
      const advert = await createAdvert(owner.id);
      const backwards = await call('PUT', '/Adverts/bulk', {
        ids: [advert.id],
        changes: { visibleFrom: `${YEAR}-06-01`, visibleTo: `${YEAR}-05-31` },
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ field: 'visibleTo', reason: 'beforeStart' });
      const period = { visibleFrom: `${YEAR}-03-01`, visibleTo: `${YEAR}-04-30` };
      const unknown = await call('PUT', '/Adverts/bulk', { ids: [advert.id, 999999], changes: period });
      expect(unknown.statusCode).toBe(404);
      expect((await call('GET', `/Adverts/${advert.id}`)).json()).toMatchObject({
        visibleFrom: `${YEAR}-01-01`,
      });
      const badDate = await call('PUT', '/Adverts/bulk', {
        ids: [advert.id],
        changes: { visibleFrom: `${YEAR}-02-30`, visibleTo: `${YEAR}-04-30` },
      });
      expect(badDate.statusCode).toBe(400);
      const refused = await call(
        'PUT',
        '/Adverts/bulk',
        { ids: [advert.id], changes: period },
        await as('penningmeester'),
      );
      expect(refused.statusCode).toBe(403);
      const secretary = await call(
        'PUT',
        '/Adverts/bulk',
        { ids: [advert.id], changes: period },
        await as('secretaris'),
      );
      expect(secretary.statusCode).toBe(403);
    });
  });
});
