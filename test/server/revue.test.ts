/**
 * The revue's mailing (issue I2): households of members at one address (however it is typed), the
 * extra recipients with their copies, the mailing order, the counts per postcode, the list for a
 * mailing house, what changed since the previous issue, the recipients' CRUD, and the member flag
 * "receives the printed revue" through the API, the import and the export.
 */

import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, countries, members, revueRecipients } from '../../server/src/db/schema';
import type { MemberPayload } from '../../server/src/schemas/members';
import { listPublishPeriods } from '../../server/src/services/adverts/periods';
import { backends, createTestContext, type TestContext } from './context';
import { type MemberWithAddress, memberPayload } from './memberPayload';

/** Jan Maes, AB12, Kerkstraat 12, 8000 Brugge in country `countryId`: the member these tests move. */
const jan = (countryId: number): Partial<MemberWithAddress> => ({
  firstName: 'Jan',
  lastName: 'Maes',
  tribeNumber: 'AB12',
  address: { street: 'Kerkstraat', number: '12', box: '', zipcode: '8000', city: 'Brugge', countryId },
});

const eqTribe = (tribeNumber: string) => eq(members.tribeNumber, tribeNumber);

const BE = 1;
const NL = 2;
/** Long ago: the fixture's members are not new to any issue of the tests. */
const LONG_AGO = new Date('2015-03-01T10:00:00Z');

type AddressInput = Partial<typeof addresses.$inferInsert>;
type MemberInput = Partial<typeof members.$inferInsert>;

/** The coming issue, as GET /Adverts/publishperiods names it: the first dated today or later. */
const comingIssue = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  return listPublishPeriods().find((period) => period.date >= today)?.date as string;
};

describe.each(backends)('revue mailing on %s', (backend) => {
  let ctx: TestContext;
  let issue: string;
  const ids: Record<string, number> = {};

  const get = (url: string) => ctx.api({ method: 'GET', url: `/api/backoffice${url}` });
  const mailing = async () => (await get(`/Revue/mailing?date=${issue}`)).json();

  /** Inserts a member (at `address`, or without one) under the key `key` of `ids`. */
  async function member(
    key: string,
    names: [string, string],
    address: AddressInput | null,
    extra: MemberInput = {},
  ) {
    const { db } = ctx.database;
    const addressId = address
      ? (
          await db
            .insert(addresses)
            .values({ countryId: BE, ...address })
            .returning({ id: addresses.id })
        )[0].id
      : null;
    const [row] = await db
      .insert(members)
      .values({
        firstName: names[0],
        lastName: names[1],
        tribeNumber: `T${Object.keys(ids).length + 10}`,
        addressId,
        createdOn: LONG_AGO,
        ...extra,
      })
      .returning({ id: members.id });
    ids[key] = row.id;
  }

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    issue = comingIssue();
    await ctx.database.db.insert(countries).values([
      { id: BE, name: 'België', twoLetterCode: 'BE' },
      { id: NL, name: 'Nederland', twoLetterCode: 'NL' },
    ]);
    const kerkstraat = { street: 'Kerkstraat', number: '12', zipcode: '8000', city: 'Brugge' };
    await member('noel', ['Noël', 'Vanneste'], kerkstraat);
    await member('rita', ['Rita', 'Vanneste'], { ...kerkstraat, street: 'KERKSTRAAT ', city: 'BRUGGE' });
    await member('severine', ['Séverine', 'Declercq'], {
      street: 'Sint-Jorisstraat',
      number: '10A',
      box: '3',
      zipcode: '8200',
      city: 'Sint-Andries',
    });
    await member('jan', ['Jan', 'Maes'], {
      street: 'sint jorisstraat',
      number: '10 a',
      box: 'bus 3',
      zipcode: '8200',
      city: 'Sint-Andries',
      countryId: null,
    });
    await member('piet', ['Piet', 'Desmet'], {
      street: 'Sint-Jorisstraat',
      number: '10A',
      box: '4',
      zipcode: '8200',
      city: 'Sint-Andries',
    });
    const molenstraat = { street: 'Molenstraat', number: '5', zipcode: '8800', city: 'Roeselare' };
    await member('dumon1', ['Geert', 'Dumon'], molenstraat);
    await member('dumon2', ['Hilde', 'Dumon'], molenstraat);
    await member('dumon3', ['Wout', 'Dumon'], { ...molenstraat, street: 'Molenstraat  ' });
    const markt = { street: 'Markt', number: '1', zipcode: '8800', city: 'Roeselare' };
    await member('ann', ['Ann', 'Maes'], markt);
    await member('bart', ['Bart', 'Claeys'], markt);
    await member('cas', ['Cas', 'Maes'], markt);
    await member('els', ['Els', 'Goethals'], { ...kerkstraat, number: '2' });
    await member('geert', ['Geert', 'Verhaeghe'], { ...kerkstraat, number: '10' });
    await member('lien', ['Lien', 'Claeys'], {
      street: 'Nieuwstraat',
      number: '54',
      zipcode: '4501 BK',
      city: 'Oostburg',
      countryId: NL,
    });
    await member('gone', ['Rudy', 'Vanhee'], { ...kerkstraat, number: '40' }, { isActive: false });
    await member('digital', ['Kelly', 'Naert'], { ...kerkstraat, number: '42' }, { receivesRevue: false });
    await member('homeless', ['Wim', 'Deprez'], null);
    await member('nostreet', ['Mieke', 'Baert'], { street: '', number: '', zipcode: '8000', city: 'Brugge' });
    const [recipient] = await ctx.database.db
      .insert(revueRecipients)
      .values({
        name: 'Dierenvoeders Vandewalle bv',
        street: 'Industrielaan',
        number: '42',
        box: '',
        zipcode: '8000',
        city: 'Brugge',
        countryId: BE,
        copies: 3,
      })
      .returning({ id: revueRecipients.id });
    ids.feed = recipient.id;
  });
  afterAll(() => ctx.close());

  it('gives each household one copy, addressed to its people together, in mailing order', async () => {
    const body = await mailing();
    expect(body).toMatchObject({ statusCode: 200, isSuccess: true, error: null, date: issue });
    expect(body.households.map((h: { addressLines: string[] }) => h.addressLines)).toEqual([
      ['Dierenvoeders Vandewalle bv', 'Industrielaan 42', '8000 Brugge'],
      ['Els Goethals', 'Kerkstraat 2', '8000 Brugge'],
      ['Geert Verhaeghe', 'Kerkstraat 10', '8000 Brugge'],
      ['Noël en Rita Vanneste', 'Kerkstraat 12', '8000 Brugge'],
      ['Séverine Declercq en Jan Maes', 'Sint-Jorisstraat 10A bus 3', '8200 Sint-Andries'],
      ['Piet Desmet', 'Sint-Jorisstraat 10A bus 4', '8200 Sint-Andries'],
      ['Familie Maes-Claeys', 'Markt 1', '8800 Roeselare'],
      ['Familie Dumon', 'Molenstraat 5', '8800 Roeselare'],
      ['Lien Claeys', 'Nieuwstraat 54', '4501 BK Oostburg', 'NEDERLAND'],
    ]);
    const noel = body.households[3];
    expect(noel).toEqual({
      name: 'Noël en Rita Vanneste',
      addressLines: ['Noël en Rita Vanneste', 'Kerkstraat 12', '8000 Brugge'],
      street: 'Kerkstraat 12',
      postcode: '8000',
      town: 'Brugge',
      country: 'BE',
      copies: 1,
      memberIds: [ids.noel, ids.rita],
      extraRecipientId: null,
    });
    expect(body.households[0]).toMatchObject({ copies: 3, memberIds: [], extraRecipientId: ids.feed });
    expect(body.households[6].memberIds).toEqual([ids.ann, ids.bart, ids.cas]);
    expect(body.households[8]).toMatchObject({ postcode: '4501 BK', country: 'NL', town: 'Oostburg' });
  });

  it('counts the copies per postcode and in all, a recipient with three copies as three', async () => {
    const body = await mailing();
    expect(body.copies).toBe(11);
    expect(body.perPostcode).toEqual([
      { postcode: '8000', country: 'BE', copies: 6 },
      { postcode: '8200', country: 'BE', copies: 2 },
      { postcode: '8800', country: 'BE', copies: 2 },
      { postcode: '4501 BK', country: 'NL', copies: 1 },
    ]);
  });

  it('leaves out inactive members and those who do not want the printed revue, and names those without a usable address', async () => {
    const body = await mailing();
    const everyone = body.households.flatMap((h: { memberIds: number[] }) => h.memberIds);
    for (const key of ['gone', 'digital', 'homeless', 'nostreet']) expect(everyone).not.toContain(ids[key]);
    expect(body.undeliverable).toEqual([
      { memberId: ids.homeless, name: 'Wim Deprez', tribeNumber: expect.any(String) },
      { memberId: ids.nostreet, name: 'Mieke Baert', tribeNumber: expect.any(String) },
    ]);
  });

  it.each([
    ['/Revue/mailing?date=2027-02-01', 'date'],
    ['/Revue/mailing?date=2027-01-02', 'date'],
    ['/Revue/mailing/export?date=2027-02-01&format=csv', 'date'],
    ['/Revue/mailing/labels?date=2027-04-01&sheet=L7160', 'date'],
    ['/Revue/mailing/changes?date=2027-12-01', 'date'],
  ])('answers 400 notAnIssueDate for %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, field, reason: 'notAnIssueDate' });
  });

  it.each([
    ['/Revue/mailing', 'date'],
    ['/Revue/mailing?date=morgen', 'date'],
    ['/Revue/mailing/export?date=2027-01-01&format=pdf', 'format'],
  ])('answers 400 for %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, field });
  });

  it('needs the staff token', async () => {
    const response = await ctx.api({
      method: 'GET',
      url: `/api/backoffice/Revue/mailing?date=${issue}`,
      token: null,
    });
    expect(response.statusCode).toBe(401);
  });

  it('exports one row per copy for a mailing house, as CSV for Belgian Excel', async () => {
    const response = await get(`/Revue/mailing/export?date=${issue}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="revue-${issue}-verzendlijst.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('volgnummer;naam;adres;postcode;gemeente;land;landcode');
    expect(lines).toHaveLength(12);
    expect(lines.slice(1, 5)).toEqual([
      '1;Dierenvoeders Vandewalle bv;Industrielaan 42;8000;Brugge;België;BE',
      '2;Dierenvoeders Vandewalle bv;Industrielaan 42;8000;Brugge;België;BE',
      '3;Dierenvoeders Vandewalle bv;Industrielaan 42;8000;Brugge;België;BE',
      '4;Els Goethals;Kerkstraat 2;8000;Brugge;België;BE',
    ]);
    expect(lines[11]).toBe('11;Lien Claeys;Nieuwstraat 54;4501 BK;Oostburg;Nederland;NL');
  });

  it('exports the same rows as .xlsx, and never a formula', async () => {
    const [recipient] = await ctx.database.db
      .insert(revueRecipients)
      .values({
        name: '=HYPERLINK("http://x.example","x")',
        street: 'Zeedijk',
        zipcode: '8400',
        city: 'Oostende',
        copies: 1,
      })
      .returning({ id: revueRecipients.id });
    try {
      const response = await get(`/Revue/mailing/export?date=${issue}&format=xlsx`);
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Verzendlijst');
      const rows = (sheet?.getSheetValues() ?? []).slice(1).map((row) => (row as unknown[]).slice(1));
      expect(rows).toHaveLength(13);
      expect(rows[1]).toEqual([
        1,
        'Dierenvoeders Vandewalle bv',
        'Industrielaan 42',
        '8000',
        'Brugge',
        'België',
        'BE',
      ]);
      expect(rows.find((row) => String(row[4]) === 'Oostende')?.[1]).toBe(
        '\'=HYPERLINK("http://x.example","x")',
      );
      const csv = (await get(`/Revue/mailing/export?date=${issue}&format=csv`)).body;
      expect(csv).toContain(';"\'=HYPERLINK(""http://x.example"",""x"")";Zeedijk;');
    } finally {
      await ctx.api({ method: 'DELETE', url: `/api/backoffice/Revue/recipients/${recipient.id}` });
    }
  });
});

describe.each(backends)('what changed since the previous issue, on %s', (backend) => {
  let ctx: TestContext;
  const issue = comingIssue();
  const periods = listPublishPeriods();
  const previous = periods[periods.findIndex((period) => period.date === issue) - 1]?.date as string;
  const payload = (overrides: Partial<MemberPayload> = {}): MemberPayload => ({
    ...memberPayload(jan(1)),
    ...overrides,
  });
  const changes = async (date: string) =>
    (await ctx.api({ method: 'GET', url: `/api/backoffice/Revue/mailing/changes?date=${date}` })).json();

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values([{ id: 1, name: 'België', twoLetterCode: 'BE' }]);
  });
  afterAll(() => ctx.close());

  it('lists members who joined, moved and left since the previous issue, and nobody of earlier', async () => {
    const { db } = ctx.database;
    const [old1, old2, old3] = await db
      .insert(members)
      .values(
        [
          ['Els', 'Desmet', 'CD34'],
          ['Piet', 'Claeys', 'EF56'],
          ['Rita', 'Goethals', 'GH78'],
        ].map(([firstName, lastName, tribeNumber]) => ({
          firstName,
          lastName,
          tribeNumber,
          createdOn: LONG_AGO,
        })),
      )
      .returning({ id: members.id });
    const created = await ctx.api({ method: 'POST', url: '/api/backoffice/Members', payload: payload() });
    expect(created.statusCode).toBe(201);
    const moved = await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${old1.id}`,
      payload: payload({ firstName: 'Els', lastName: 'Desmet', tribeNumber: 'CD34' }),
    });
    expect(moved.statusCode).toBe(200);
    // Saved again without a change of address: no new move.
    await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${old2.id}`,
      payload: payload({ firstName: 'Piet', lastName: 'Claeys', tribeNumber: 'EF56', address: null }),
    });
    await ctx.api({ method: 'PUT', url: '/api/backoffice/Members/deactivate', payload: { id: old3.id } });

    const body = await changes(issue);
    expect(body).toMatchObject({ statusCode: 200, isSuccess: true, date: issue, since: previous });
    expect(body.joined).toEqual([
      {
        memberId: created.json().id,
        name: 'Jan Maes',
        tribeNumber: 'AB12',
        address: 'Kerkstraat 12, 8000 Brugge',
        on: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(body.moved.map((change: { name: string }) => change.name)).toEqual(['Els Desmet']);
    expect(body.left.map((change: { name: string }) => change.name)).toEqual(['Rita Goethals']);
    expect(Date.now() - Date.parse(body.left[0].on)).toBeLessThan(60_000);

    // The issue before: none of this had happened yet.
    expect(await changes(previous)).toMatchObject({ joined: [], moved: [], left: [] });
  });

  it('forgets a departure when the member comes back', async () => {
    const [row] = await ctx.database.db.select().from(members).where(eqTribe('GH78'));
    await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${row.id}`,
      payload: payload({
        firstName: 'Rita',
        lastName: 'Goethals',
        tribeNumber: 'GH78',
        address: null,
        isActive: true,
      }),
    });
    expect((await changes(issue)).left).toEqual([]);
  });
});

describe.each(backends)('extra recipients of the revue on %s', (backend) => {
  let ctx: TestContext;
  const recipient = (overrides: Record<string, unknown> = {}) => ({
    name: '  Belgische Ornithologische Unie vzw ',
    street: 'Vogelzangstraat ',
    number: '18',
    box: '',
    zipcode: '9000',
    city: 'Gent',
    countryId: null,
    copies: 2,
    ...overrides,
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.api({ method, url: `/api/backoffice/Revue/recipients${url}`, payload: payload as object });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values([
      { id: BE, name: 'België', twoLetterCode: 'BE' },
      { id: NL, name: 'Nederland', twoLetterCode: 'NL' },
    ]);
  });
  afterAll(() => ctx.close());

  it('creates, lists, reads, changes and deletes a recipient', async () => {
    const created = await call('POST', '', recipient());
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Belgische Ornithologische Unie vzw',
      street: 'Vogelzangstraat',
      number: '18',
      box: '',
      zipcode: '9000',
      city: 'Gent',
      copies: 2,
      country: { id: BE, name: 'België', twoLetterCode: 'BE' },
    });
    const second = (
      await call(
        'POST',
        '',
        recipient({ name: 'Aviornis', zipcode: '4501bk', city: 'Oostburg', countryId: NL }),
      )
    ).json();
    expect(second).toMatchObject({ zipcode: '4501 BK', country: { twoLetterCode: 'NL' }, copies: 2 });
    expect((await call('GET', '')).json().map((r: { name: string }) => r.name)).toEqual([
      'Aviornis',
      'Belgische Ornithologische Unie vzw',
    ]);
    expect((await call('GET', `/${body.id}`)).json()).toEqual(body);

    const changed = await call('PUT', `/${body.id}`, recipient({ copies: 5, box: 'A' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: body.id, copies: 5, box: 'A' });

    const mailing = (
      await ctx.api({ method: 'GET', url: `/api/backoffice/Revue/mailing?date=${comingIssue()}` })
    ).json();
    expect(mailing.copies).toBe(7);
    expect(mailing.households[0]).toMatchObject({
      addressLines: ['Belgische Ornithologische Unie vzw', 'Vogelzangstraat 18 bus A', '9000 Gent'],
      copies: 5,
      extraRecipientId: body.id,
    });

    expect((await call('DELETE', `/${body.id}`)).json()).toEqual({
      statusCode: 200,
      isSuccess: true,
      error: null,
    });
    expect((await call('GET', `/${body.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/${body.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/${body.id}`, recipient())).statusCode).toBe(404);
    expect((await call('GET', '')).json()).toHaveLength(1);
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', 'pattern'],
    ['no street', { street: '' }, 'street', 'minLength'],
    ['no copies', { copies: 0 }, 'copies', 'minimum'],
    ['too many copies', { copies: 501 }, 'copies', 'maximum'],
    ['a Belgian postcode of 3 digits', { zipcode: '900' }, 'zipcode', 'invalidZipcode'],
    ['a Dutch postcode in Belgium', { zipcode: '4501 BK' }, 'zipcode', 'invalidZipcode'],
    ['an unknown country', { countryId: 99 }, 'countryId', 'unknownCountry'],
  ])('refuses %s and writes nothing', async (_label, overrides, field, reason) => {
    const before = (await call('GET', '')).json().length;
    const response = await call('POST', '', recipient(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, field, reason });
    expect((await call('GET', '')).json()).toHaveLength(before);
  });

  it('refuses a change without the CSRF header', async () => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Revue/recipients',
      payload: recipient(),
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe.each(backends)('the member flag "receives the printed revue" on %s', (backend) => {
  let ctx: TestContext;
  const payload = (overrides: Partial<MemberPayload> = {}): MemberPayload => ({
    ...memberPayload(jan(BE)),
    ...overrides,
  });
  const csvUpload = (text: string, persist: boolean) => {
    const boundary = '----revue';
    return ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/import?persist=${persist}`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="formFile"; filename="leden.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(text, 'utf8'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const inMailing = async (id: number) => {
    const body = (
      await ctx.api({ method: 'GET', url: `/api/backoffice/Revue/mailing?date=${comingIssue()}` })
    ).json();
    return body.households.some((h: { memberIds: number[] }) => h.memberIds.includes(id));
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values([{ id: BE, name: 'België', twoLetterCode: 'BE' }]);
  });
  afterAll(() => ctx.close());

  it('is on for a new member, switched off and kept by an update that leaves it out', async () => {
    const created = await ctx.api({ method: 'POST', url: '/api/backoffice/Members', payload: payload() });
    expect(created.json().receivesRevue).toBe(true);
    const id = created.json().id;
    expect(await inMailing(id)).toBe(true);
    const off = await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${id}`,
      payload: payload({ receivesRevue: false }),
    });
    expect(off.json().receivesRevue).toBe(false);
    expect(await inMailing(id)).toBe(false);
    const kept = await ctx.api({ method: 'PUT', url: `/api/backoffice/Members/${id}`, payload: payload() });
    expect(kept.json().receivesRevue).toBe(false);
    expect(
      (await ctx.api({ method: 'GET', url: `/api/backoffice/Members/${id}` })).json().receivesRevue,
    ).toBe(false);
    const second = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: payload({ tribeNumber: 'CD34', receivesRevue: false }),
    });
    expect(second.json().receivesRevue).toBe(false);
  });

  it('is a column of the import (ja/nee; empty keeps it) and of the export and the template', async () => {
    const header = 'stamnummer;voornaam;achternaam;revue';
    const preview = await csvUpload(
      `${header}\r\nAB12;Jan;Maes;Ja\r\nCD34;Els;Desmet;\r\nQW12;Lien;Claeys;nee\r\nZZ99;Wim;Deprez;\r\n`,
      false,
    );
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.counts).toEqual({ new: 2, changed: 2, unchanged: 0, invalid: 0 });
    expect(body.changed.find((row: { tribeNumber: string }) => row.tribeNumber === 'AB12').changes).toEqual([
      { field: 'receivesRevue', old: 'nee', new: 'ja' },
    ]);
    expect(
      body.changed
        .find((row: { tribeNumber: string }) => row.tribeNumber === 'CD34')
        .changes.map((c: { field: string }) => c.field),
    ).toEqual(['firstName', 'lastName']);
    expect(
      (await csvUpload(`${header}\r\nAB12;Jan;Maes;Ja\r\nQW12;Lien;Claeys;nee\r\nZZ99;Wim;Deprez;\r\n`, true))
        .statusCode,
    ).toBe(200);
    const rows = await ctx.database.db.select().from(members);
    const flag = (tribe: string) => rows.find((row) => row.tribeNumber === tribe)?.receivesRevue;
    expect([flag('AB12'), flag('QW12'), flag('ZZ99'), flag('CD34')]).toEqual([true, false, true, false]);

    const invalid = (await csvUpload(`${header}\r\nAB12;Jan;Maes;misschien\r\n`, false)).json();
    expect(invalid.invalid).toEqual([
      {
        row: 2,
        tribeNumber: 'AB12',
        name: 'Jan Maes',
        field: 'receivesRevue',
        reason: 'invalidYesNo',
        message: "'misschien' is not ja or nee.",
      },
    ]);

    const exported = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/export',
      payload: { format: 'csv', searchString: null },
    });
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0].endsWith(';website;revue;soort lid;taal')).toBe(true);
    expect(lines.find((line) => line.startsWith('QW12;'))?.endsWith(';nee;;nl')).toBe(true);
    expect(lines.find((line) => line.startsWith('AB12;'))?.endsWith(';ja;;nl')).toBe(true);
    const template = await ctx.api({
      method: 'GET',
      url: '/api/backoffice/Members/import/template?format=csv',
    });
    expect(template.body.trimEnd().endsWith(';website;revue;soort lid;taal')).toBe(true);
  });
});
