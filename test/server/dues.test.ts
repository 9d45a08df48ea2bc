/**
 * The yearly dues (issue K, docs/api/dues.md): the club's payment settings with kinds and fees, a dues
 * run previewed and made per household or per member, run again for what is missing, the list with
 * its filters and totals, one request with its members, and waiving — on PGlite and PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, dues, duesMembers, members, orderLines, orders, rings } from '../../server/src/db/schema';
import type { DuesSettings } from '../../server/src/schemas/dues';
import { backends, createTestContext, type TestContext } from './context';
import { formData } from './formData';
import { memberPayload } from './memberPayload';

const YEAR = 2031;

/** The 12 digits of a printed structured communication, with its mod-97 check. */
const checkOf = (printed: string) => {
  const digits = printed.replace(/\D/g, '');
  const base = Number(digits.slice(0, 10));
  return { digits, valid: (base % 97 || 97) === Number(digits.slice(10)) };
};

describe.each(backends)('dues on %s', (backend) => {
  let ctx: TestContext;
  let settings: DuesSettings;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.api({ method, url: `/api/backoffice${url}`, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values([
      { id: 1, name: 'België', twoLetterCode: 'BE' },
      { id: 2, name: 'Nederland', twoLetterCode: 'NL' },
    ]);
  });
  afterAll(() => ctx.close());

  it('keeps the settings: IBAN in electronic form, kinds with fees per year, one default', async () => {
    const empty = await call('GET', '/Dues/settings');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ iban: '', kinds: [], dueMonthDay: '01-31', reminderDays: 30 });
    const input: DuesSettings = {
      name: 'Parkietenclub De Grasparkiet vzw',
      street: 'Stationsstraat 118',
      zipcode: '8870',
      town: 'Izegem',
      iban: 'be75 0682 3456 7851',
      bic: 'gkccbebb',
      dueMonthDay: '02-30',
      reminderDays: 21,
      kinds: [
        { id: null, name: 'Gewoon lid', isDefault: true, fees: [{ year: YEAR, amount: 2500 }] },
        { id: null, name: 'Gezinslid', isDefault: false, fees: [{ year: YEAR, amount: 1000 }] },
        { id: null, name: 'Erelid', isDefault: false, fees: [{ year: YEAR, amount: 0 }] },
      ],
      years: [{ year: YEAR, abroadSurcharge: 800 }],
    };
    const saved = await call('PUT', '/Dues/settings', input);
    expect(saved.statusCode).toBe(200);
    settings = saved.json();
    expect(settings).toMatchObject({ iban: 'BE75068234567851', bic: 'GKCCBEBB', reminderDays: 21 });
    expect(settings.kinds.map((kind) => [kind.name, kind.fees])).toEqual([
      ['Gewoon lid', [{ year: YEAR, amount: 2500 }]],
      ['Gezinslid', [{ year: YEAR, amount: 1000 }]],
      ['Erelid', [{ year: YEAR, amount: 0 }]],
    ]);
    expect((await call('GET', '/Dues/settings')).json()).toEqual(settings);

    for (const [change, field, reason] of [
      [{ iban: 'BE75068234567852' }, 'iban', 'invalidIban'],
      [{ bic: 'NOTABIC' }, 'bic', 'invalidBic'],
      [{ kinds: settings.kinds.map((kind) => ({ ...kind, isDefault: true })) }, 'kinds', 'oneDefault'],
      [{ kinds: [...settings.kinds, { ...settings.kinds[0], id: null }] }, 'kinds.3.name', 'duplicate'],
    ] as const) {
      const refused = await call('PUT', '/Dues/settings', { ...settings, ...change });
      expect(refused.statusCode, reason).toBe(400);
      expect(refused.json()).toMatchObject({ field, reason });
    }
  });

  it('runs the dues per household: a preview first, then the requests, and again only what is missing', async () => {
    const [ordinary, family, honorary] = settings.kinds.map((kind) => kind.id as number);
    const add = async (overrides: Parameters<typeof memberPayload>[0], kindId: number | null) => {
      const created = await call(
        'POST',
        '/Members',
        memberPayload({ ...overrides, membershipKindId: kindId }),
      );
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as number;
    };
    const markt = { street: 'Markt', number: '1', box: '', zipcode: '8000', city: 'Brugge', countryId: 1 };
    await add({ firstName: 'Rita', lastName: 'Declercq', tribeNumber: 'DU01', address: markt }, ordinary);
    await add({ firstName: 'Jan', lastName: 'Declercq', tribeNumber: 'DU02', address: markt }, family);
    await add(
      { firstName: 'Els', lastName: 'Peeters', tribeNumber: 'DU03', address: { ...markt, number: '9' } },
      null,
    );
    await add(
      {
        firstName: 'Kees',
        lastName: 'Jansen',
        tribeNumber: 'DU04',
        address: { ...markt, zipcode: '4611 AB', city: 'Bergen op Zoom', countryId: 2 },
      },
      ordinary,
    );
    await add(
      { firstName: 'Omer', lastName: 'Vandamme', tribeNumber: 'DU05', address: { ...markt, number: '20' } },
      honorary,
    );

    const preview = await call('PUT', '/Dues/run?persist=false', { year: YEAR });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      persisted: false,
      year: YEAR,
      requests: 3,
      members: 4,
      amount: 2500 + 1000 + 2500 + 2500 + 800,
      alreadyAsked: 0,
      free: 1,
      dueDate: `${YEAR}-02-28`,
    });
    expect(preview.json().perKind).toEqual([
      { kindId: ordinary, name: 'Gewoon lid', members: 3, amount: 2500 * 3 + 800 },
      { kindId: family, name: 'Gezinslid', members: 1, amount: 1000 },
    ]);
    expect((await call('POST', '/Dues/list', { pageSize: 10, page: 1 })).json().total).toBe(0);

    const made = await call('PUT', '/Dues/run?persist=true', { year: YEAR });
    expect(made.json()).toMatchObject({ persisted: true, requests: 3, members: 4 });
    const list = (await call('POST', '/Dues/list', { pageSize: 10, page: 1, year: YEAR })).json();
    expect(list.total).toBe(3);
    expect(list.totals).toEqual({ expected: 9300, received: 0, open: 9300 });
    const household = list.dues.find((item: { members: number }) => item.members === 2);
    expect(household).toMatchObject({
      year: YEAR,
      name: 'Rita en Jan Declercq',
      tribeNumber: 'DU01',
      amount: 3500,
      paid: 0,
      status: 'open',
      dueDate: `${YEAR}-02-28`,
    });
    expect(household.structuredCommunication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    expect(checkOf(household.structuredCommunication).valid).toBe(true);
    const communications = new Set(
      list.dues.map((item: { structuredCommunication: string }) => item.structuredCommunication),
    );
    expect(communications.size).toBe(3);

    // Again: nothing is missing; a new member gets a request of their own when created.
    const again = await call('PUT', '/Dues/run?persist=true', { year: YEAR });
    expect(again.json()).toMatchObject({ requests: 0, alreadyAsked: 4, free: 1 });
    await add({ firstName: 'An', lastName: 'Declercq', tribeNumber: 'DU06', address: markt }, family);
    const joined = (await call('POST', '/Dues/list', { pageSize: 10, page: 1, searchString: 'DU06' })).json();
    expect(joined.dues).toMatchObject([{ name: 'An Declercq', members: 1, amount: 1000 }]);
    const after = await call('PUT', '/Dues/run?persist=true', { year: YEAR });
    expect(after.json()).toMatchObject({ requests: 0, alreadyAsked: 5 });

    const detail = await call('GET', `/Dues/${household.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().memberList).toEqual([
      {
        memberId: expect.any(Number),
        name: 'Rita Declercq',
        tribeNumber: 'DU01',
        kindName: 'Gewoon lid',
        fee: 2500,
        surcharge: 0,
      },
      {
        memberId: expect.any(Number),
        name: 'Jan Declercq',
        tribeNumber: 'DU02',
        kindName: 'Gezinslid',
        fee: 1000,
        surcharge: 0,
      },
    ]);
  });

  it('filters by state and search, waives with a reason, and refuses a year without fees', async () => {
    const searched = await call('POST', '/Dues/list', { pageSize: 10, page: 1, searchString: 'jansen' });
    expect(searched.json().dues).toMatchObject([{ name: 'Kees Jansen', amount: 3300 }]);
    const { id, structuredCommunication } = searched.json().dues[0];
    const byCommunication = await call('POST', '/Dues/list', {
      pageSize: 10,
      page: 1,
      searchString: structuredCommunication,
    });
    expect(byCommunication.json().dues.map((item: { id: number }) => item.id)).toEqual([id]);

    expect((await call('PUT', `/Dues/${id}/waive`, { reason: '' })).statusCode).toBe(400);
    const waived = await call('PUT', `/Dues/${id}/waive`, { reason: 'Verhuisd naar het buitenland' });
    expect(waived.statusCode).toBe(200);
    expect(waived.json()).toMatchObject({ status: 'waived', waiverReason: 'Verhuisd naar het buitenland' });
    expect((await call('PUT', `/Dues/${id}/waive`, { reason: 'nog eens' })).statusCode).toBe(409);
    expect((await call('PUT', '/Dues/999999/waive', { reason: 'x' })).statusCode).toBe(404);

    const open = (await call('POST', '/Dues/list', { pageSize: 10, page: 1, status: 'open' })).json();
    expect(open.total).toBe(3);
    expect(open.totals).toEqual({ expected: 7000, received: 0, open: 7000 });
    const waivedList = (await call('POST', '/Dues/list', { pageSize: 10, page: 1, status: 'waived' })).json();
    expect(waivedList.dues.map((item: { id: number }) => item.id)).toEqual([id]);

    const noFees = await call('PUT', '/Dues/run?persist=false', { year: YEAR + 1 });
    expect(noFees.statusCode).toBe(409);
    expect(noFees.json()).toMatchObject({ reason: 'feeMissing' });
    expect(noFees.json().kinds).toContain('Gewoon lid');
  });

  it("makes the letters: one request, and a year's open ones in mailing order; none for a waived one", async () => {
    const text = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    const list = (await call('POST', '/Dues/list', { pageSize: 10, page: 1, year: YEAR })).json();
    const household = list.dues.find((item: { name: string }) => item.name === 'Rita en Jan Declercq');
    const one = await call('GET', `/Dues/${household.id}/letter`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['content-disposition']).toBe(
      `attachment; filename="lidgeld-${YEAR}-${household.number}.pdf"`,
    );
    const letter = text(one.rawPayload);
    expect(letter).toContain('Rita en Jan Declercq');
    expect(letter).toContain('Markt 1');
    expect(letter).toContain(household.structuredCommunication);
    expect(letter).toContain('€ 35,00');
    const english = text((await call('GET', `/Dues/${household.id}/letter?lang=en`)).rawPayload);
    expect(english).toContain('€35.00');

    const all = await call('GET', `/Dues/letters?year=${YEAR}`);
    expect(all.statusCode).toBe(200);
    const pages = text(all.rawPayload)
      .split('\f')
      .filter((page) => page.trim() !== '');
    // Open, not waived: the two requests at Markt 1 (by name), then Els Peeters at Markt 9.
    expect(
      pages.map((page) =>
        ['Rita en Jan Declercq', 'An Declercq', 'Els Peeters'].find((name) => page.includes(name)),
      ),
    ).toEqual(['An Declercq', 'Rita en Jan Declercq', 'Els Peeters']);
    const waived = list.dues.find((item: { status: string }) => item.status === 'waived');
    expect((await call('GET', `/Dues/${waived.id}/letter`)).json()).toMatchObject({
      statusCode: 409,
      reason: 'nothingToPay',
    });
    expect((await call('GET', `/Dues/letters?year=${YEAR}&status=partly`)).json()).toMatchObject({
      statusCode: 404,
      reason: 'none',
    });
    expect((await call('GET', '/Dues/999999/letter')).statusCode).toBe(404);
  });

  it('tells on each ring order whether its member paid that ring year, and leaves the unpaid rings out of the summary', async () => {
    const db = ctx.database.db;
    const memberId = async (tribeNumber: string) =>
      (await db.select().from(members).where(eq(members.tribeNumber, tribeNumber)))[0].id;
    const [ring] = await db.insert(rings).values({ year: YEAR, sizeTenthMm: 42, priceCents: 45 }).returning();
    const order = async (tribeNumber: string, quantity: number) => {
      const [row] = await db
        .insert(orders)
        .values({ memberId: await memberId(tribeNumber) })
        .returning();
      await db.insert(orderLines).values({ orderId: row.id, ringId: ring.id, quantity, unitPriceCents: 45 });
      return row.id;
    };
    // Rita's household paid; Els did not; Omer is an honorary member (fee 0, no request).
    const [rita] = await db
      .select()
      .from(duesMembers)
      .where(eq(duesMembers.memberId, await memberId('DU01')));
    await db.update(dues).set({ paidCents: 3500 }).where(eq(dues.id, rita.duesId));
    const paid = await order('DU02', 10);
    const unpaid = await order('DU03', 20);
    const free = await order('DU05', 5);
    const listed = (await call('GET', '/Orders?take=10&skip=0&includeOrderlines=false')).json();
    const paidOf = (id: number) => listed.find((item: { id: number }) => item.id === id).duesPaid;
    expect([paidOf(paid), paidOf(unpaid), paidOf(free)]).toEqual([true, false, true]);

    const summary = (await call('POST', '/Orders/summary', { ids: [paid, unpaid, free] })).json();
    expect(summary).toMatchObject({
      orderCount: 3,
      ringCount: 15,
      leftOutUnpaid: { orderCount: 1, ringCount: 20 },
    });
    const file = await call('POST', '/Orders/summary/export', { ids: [paid, unpaid, free], format: 'csv' });
    expect(file.rawPayload.toString('utf8')).toContain('niet opgenomen: lidgeld niet betaald;;20;1;');
    // A ring year without a dues run tells nothing and leaves nothing out.
    const [older] = await db
      .insert(rings)
      .values({ year: 2020, sizeTenthMm: 42, priceCents: 45 })
      .returning();
    const [old] = await db
      .insert(orders)
      .values({ memberId: await memberId('DU03') })
      .returning();
    await db
      .insert(orderLines)
      .values({ orderId: old.id, ringId: older.id, quantity: 3, unitPriceCents: 45 });
    const again = (await call('GET', '/Orders?take=10&skip=0&includeOrderlines=false')).json();
    expect(again.find((item: { id: number }) => item.id === old.id).duesPaid).toBeNull();
  });

  it('reads and writes the kind by name in the member import and export; an unknown kind is refused', async () => {
    const csv = (...rows: string[]) =>
      Buffer.from(['stamnummer;voornaam;achternaam;soort lid', ...rows].join('\r\n'), 'utf8');
    const upload = (bytes: Buffer, persist: boolean) =>
      ctx.api({
        method: 'PUT',
        url: `/api/backoffice/Members/import?persist=${persist}`,
        ...formData({}, [{ field: 'formFile', fileName: 'leden.csv', bytes }]),
      });
    const refused = (await upload(csv('DU07;Lotte;Maes;Bestuurslid'), false)).json();
    expect(refused.invalid).toMatchObject([{ field: 'membershipKind', reason: 'unknownKind' }]);
    const imported = await upload(csv('DU07;Lotte;Maes;gezinslid', 'DU01;Rita;Declercq;erelid'), true);
    expect(imported.statusCode, imported.body).toBe(200);
    const kindOf = async (tribeNumber: string) =>
      (await ctx.database.db.select().from(members).where(eq(members.tribeNumber, tribeNumber)))[0]
        .membershipKindId;
    const [, family, honorary] = settings.kinds.map((kind) => kind.id);
    expect(await kindOf('DU07')).toBe(family);
    expect(await kindOf('DU01')).toBe(honorary);
    const exported = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/export',
      payload: { searchString: 'DU07', format: 'csv' },
    });
    expect(exported.rawPayload.toString('utf8')).toMatch(/\r\nDU07;Lotte;Maes;.*;Gezinslid;nl\r\n$/);
    const detail = await call(
      'GET',
      `/Members/${(await ctx.database.db.select().from(members).where(eq(members.tribeNumber, 'DU07')))[0].id}`,
    );
    expect(detail.json().membershipKindId).toBe(family);
  });

  it('answers the roles: a penningmeester runs, a secretaris reads, a redactie gets 403', async () => {
    const as = async (role: 'penningmeester' | 'secretaris' | 'redactie') =>
      (await ctx.staffToken({ email: `${role}.dues.${backend}@club.test`, role })).token;
    const run = (token: string) =>
      ctx.api({
        method: 'PUT',
        url: '/api/backoffice/Dues/run?persist=false',
        token,
        payload: { year: YEAR },
      });
    const list = (token: string) =>
      ctx.api({ method: 'POST', url: '/api/backoffice/Dues/list', token, payload: { pageSize: 5, page: 1 } });
    expect((await run(await as('penningmeester'))).statusCode).toBe(200);
    const secretaris = await as('secretaris');
    expect((await list(secretaris)).statusCode).toBe(200);
    expect((await run(secretaris)).json()).toMatchObject({
      statusCode: 403,
      error: "The permission 'write:dues' is required.",
    });
    expect((await list(await as('redactie'))).statusCode).toBe(403);
  });
});
