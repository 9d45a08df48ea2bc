/**
 * The dues on the member's side (issue K items 1–3, docs/api/dues.md and docs/api.md "Members"): a
 * member's kind and language on the wire, in the import and the export and in the history; the kinds
 * the member form offers; a member who joins later asked when created, imported or made active again;
 * the requests of one member; the members list filtered on this year's dues — on PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, dues, duesMembers, members } from '../../server/src/db/schema';
import type { DuesItem, DuesSettings } from '../../server/src/schemas/dues';
import { clubToday } from '../../server/src/services/clubCalendar';
import { backends, createTestContext, type TestContext } from './context';
import { formData } from './formData';
import { memberPayload } from './memberPayload';

/** This year on the club's calendar, the year the members list's dues filter reads. */
const YEAR = Number(clubToday().slice(0, 4));

describe.each(backends)('the dues of a member on %s', (backend) => {
  let ctx: TestContext;
  let kinds: { ordinary: number; family: number; honorary: number; youth: number };
  let serial = 0;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token?: string) =>
    ctx.api({
      method,
      url: `/api/backoffice${url}`,
      ...(payload ? { payload } : {}),
      ...(token ? { token } : {}),
    });
  /** A new member (a stam number of their own, at an address of their own) as POST /Members answers it. */
  const create = async (overrides: Parameters<typeof memberPayload>[0] = {}) => {
    serial++;
    const created = await call(
      'POST',
      '/Members',
      memberPayload({
        tribeNumber: `MD${serial}`,
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
    return created.json() as { id: number; tribeNumber: string; language: string };
  };
  /** The requests covering member `memberId`, newest year first (POST /Dues/list with memberId). */
  const requestsOf = async (memberId: number): Promise<DuesItem[]> => {
    const list = await call('POST', '/Dues/list', { pageSize: 50, page: 1, memberId });
    expect(list.statusCode, list.body).toBe(200);
    return list.json().dues;
  };
  const run = async (year: number) => {
    const made = await call('PUT', '/Dues/run?persist=true', { year });
    expect(made.statusCode, made.body).toBe(200);
    return made.json();
  };
  const as = async (role: 'penningmeester' | 'secretaris' | 'redactie') =>
    (await ctx.staffToken({ email: `${role}.memberdues.${backend}.${++serial}@club.test`, role })).token;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
    const fees = (...amounts: number[]) =>
      amounts.map((amount, index) => ({ year: YEAR - 1 + index, amount }));
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
        { id: null, name: 'Gewoon lid', isDefault: true, fees: fees(2400, 2500, 2700) },
        { id: null, name: 'Gezinslid', isDefault: false, fees: fees(1000, 1000, 1000) },
        { id: null, name: 'Erelid', isDefault: false, fees: fees(0, 0, 0) },
        // No fee next year: a member of this kind is not asked that year.
        { id: null, name: 'Jeugdlid', isDefault: false, fees: fees(1250, 1250) },
      ],
      years: [],
    };
    const saved = await call('PUT', '/Dues/settings', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    const [ordinary, family, honorary, youth] = (saved.json() as DuesSettings).kinds.map(
      (kind) => kind.id as number,
    );
    kinds = { ordinary, family, honorary, youth };
  });
  afterAll(() => ctx.close());

  it('keeps a member’s language and kind: Dutch by default, kept when absent, refused when unknown', async () => {
    const dutch = await create();
    expect(dutch).toMatchObject({ language: 'nl', membershipKindId: null });
    const english = await create({ language: 'en', membershipKindId: kinds.family });
    expect(english).toMatchObject({ language: 'en', membershipKindId: kinds.family });

    const {
      language: _,
      membershipKindId: __,
      ...withoutBoth
    } = memberPayload({
      tribeNumber: english.tribeNumber,
      firstName: 'Engels',
    });
    const kept = await call('PUT', `/Members/${english.id}`, withoutBoth);
    expect(kept.json()).toMatchObject({
      firstName: 'Engels',
      language: 'en',
      membershipKindId: kinds.family,
    });

    for (const [change, field] of [
      [{ language: 'fr' }, 'language'],
      [{ language: null }, 'language'],
      [{ membershipKindId: 999_999 }, 'membershipKindId'],
    ] as const) {
      const refused = await call('PUT', `/Members/${english.id}`, { ...withoutBoth, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().field).toBe(field);
    }

    const back = await call('PUT', `/Members/${english.id}`, { ...withoutBoth, language: 'nl' });
    expect(back.json().language).toBe('nl');
    const history = await call('GET', `/History?resource=members&id=${english.id}`);
    expect(history.json().history[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'language', old: 'en', new: 'nl' }],
    });
  });

  it('offers the kinds to whoever reads the members, a redactie too, without the fees', async () => {
    const redactie = await as('redactie');
    const offered = await call('GET', '/Members/kinds', undefined, redactie);
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toEqual([
      { id: kinds.ordinary, name: 'Gewoon lid', isDefault: true },
      { id: kinds.family, name: 'Gezinslid', isDefault: false },
      { id: kinds.honorary, name: 'Erelid', isDefault: false },
      { id: kinds.youth, name: 'Jeugdlid', isDefault: false },
    ]);
    expect((await call('GET', '/Dues/settings', undefined, redactie)).statusCode).toBe(403);
  });

  it('reads the taal column as nl/en or their names, refuses another language, and exports it', async () => {
    const upload = (rows: string[], persist: boolean) =>
      ctx.api({
        method: 'PUT',
        url: `/api/backoffice/Members/import?persist=${persist}`,
        ...formData({}, [
          {
            field: 'formFile',
            fileName: 'leden.csv',
            bytes: Buffer.from(['stamnummer;voornaam;achternaam;taal', ...rows].join('\r\n'), 'utf8'),
          },
        ]),
      });
    const refused = (await upload(['TA01;Lotte;Maes;Frans', 'TA02;Jef;Maes;fr'], false)).json();
    expect(refused.invalid).toMatchObject([
      { row: 2, field: 'language', reason: 'unknownLanguage' },
      { row: 3, field: 'language', reason: 'unknownLanguage' },
    ]);
    const imported = await upload(
      ['TA01;Lotte;Maes;Engels', 'TA02;Jef;Maes;english', 'TA03;Mia;Maes;NL', 'TA04;Bart;Maes;'],
      true,
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const languageOf = async (tribeNumber: string) =>
      (await ctx.database.db.select().from(members).where(eq(members.tribeNumber, tribeNumber)))[0].language;
    expect(
      await Promise.all(['TA01', 'TA02', 'TA03', 'TA04'].map((tribeNumber) => languageOf(tribeNumber))),
    ).toEqual(['en', 'en', 'nl', 'nl']);

    // Changed back by a later import, shown as a change in the preview; an empty cell keeps it.
    const preview = (await upload(['TA01;Lotte;Maes;Nederlands', 'TA02;Jef;Maes;'], false)).json();
    expect(preview.changed).toMatchObject([
      { tribeNumber: 'TA01', changes: [{ field: 'language', old: 'en', new: 'nl' }] },
    ]);
    expect(preview.counts).toMatchObject({ changed: 1, unchanged: 1 });

    const exported = await call('POST', '/Members/export', { searchString: 'TA02', format: 'csv' });
    const [header, row] = exported.rawPayload.toString('utf8').replace('\uFEFF', '').split('\r\n');
    expect(header.endsWith(';soort lid;taal')).toBe(true);
    expect(row).toMatch(/^TA02;Jef;Maes;.*;en$/);
  });

  it('asks a member who joins later for each year from this one that has requests, as the run would', async () => {
    // No requests at all yet: a new member is asked nothing.
    const early = await create();
    expect(await requestsOf(early.id)).toEqual([]);

    // Last year's run and next year's: a member created now is asked next year's only; this year has
    // no requests yet, and last year is over.
    await run(YEAR - 1);
    await run(YEAR + 1);
    const joined = await create({ membershipKindId: kinds.family });
    expect(await requestsOf(joined.id)).toMatchObject([
      { year: YEAR + 1, amount: 1000, members: 1, status: 'open', memberId: joined.id },
    ]);

    // Once this year has requests, a new member is asked this year's and next year's, each on their own
    // (the member at the same address as another still gets a request of their own).
    await run(YEAR);
    const neighbour = await create({
      address: {
        street: 'Markt',
        number: String(serial),
        box: '',
        zipcode: '8000',
        city: 'Brugge',
        countryId: 1,
      },
    });
    const asked = await requestsOf(neighbour.id);
    expect(asked.map(({ year, amount, members: count }) => [year, amount, count])).toEqual([
      [YEAR + 1, 2700, 1],
      [YEAR, 2500, 1],
    ]);
    const detail = (await call('GET', `/Dues/${asked[1].id}`)).json();
    expect(detail.memberList).toMatchObject([{ memberId: neighbour.id, kindName: 'Gewoon lid', fee: 2500 }]);
    const numbers = (await ctx.database.db.select().from(dues).where(eq(dues.year, YEAR))).map(
      (d) => d.number,
    );
    expect(new Set(numbers).size).toBe(numbers.length);

    // The request's history: made with the member, every value as GET /Dues/{id} answers it but
    // `overdue`, which follows from the date.
    const history = (await call('GET', `/History?resource=dues&id=${asked[1].id}`)).json();
    expect(history.history).toMatchObject([{ action: 'create', name: `Lid${serial} Declercq, ${YEAR}` }]);
    const { id: _, createdOn: __, overdue: ___, ...values } = detail;
    const shown = Object.entries(values).filter(([, value]) => value !== null);
    expect(
      history.history[0].changes.map((change: { field: string; new: unknown }) => [change.field, change.new]),
    ).toEqual(expect.arrayContaining(shown));
    expect(history.history[0].changes).toHaveLength(shown.length);

    // Nothing for an honorary member (fee 0), an inactive one, nor a kind without a fee for the year.
    const honorary = await create({ membershipKindId: kinds.honorary });
    expect(await requestsOf(honorary.id)).toEqual([]);
    const youth = await create({ membershipKindId: kinds.youth });
    expect((await requestsOf(youth.id)).map((request) => request.year)).toEqual([YEAR]);
    const inactive = await create({ isActive: false });
    expect(await requestsOf(inactive.id)).toEqual([]);

    // Made active again: asked then, once; a second save asks nothing more.
    const again = memberPayload({ tribeNumber: inactive.tribeNumber, isActive: true });
    expect((await call('PUT', `/Members/${inactive.id}`, again)).statusCode).toBe(200);
    expect((await requestsOf(inactive.id)).map((request) => request.year)).toEqual([YEAR + 1, YEAR]);
    expect((await call('PUT', `/Members/${inactive.id}`, again)).statusCode).toBe(200);
    expect(await requestsOf(inactive.id)).toHaveLength(2);

    // A run after all this finds nobody missing.
    expect(await run(YEAR)).toMatchObject({ requests: 0 });
  });

  it('asks the members an import creates, not those it changes', async () => {
    const upload = (rows: string[]) =>
      ctx.api({
        method: 'PUT',
        url: '/api/backoffice/Members/import?persist=true',
        ...formData({}, [
          {
            field: 'formFile',
            fileName: 'leden.csv',
            bytes: Buffer.from(['stamnummer;voornaam;achternaam;soort lid', ...rows].join('\r\n'), 'utf8'),
          },
        ]),
      });
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(dues);
    const imported = await upload([
      'IM01;Noor;Peeters;Gezinslid',
      'IM02;Omer;Peeters;Erelid',
      'TA03;Mia;Maes;',
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    const idOf = async (tribeNumber: string) =>
      (await ctx.database.db.select().from(members).where(eq(members.tribeNumber, tribeNumber)))[0].id;
    expect(
      (await requestsOf(await idOf('IM01'))).map((request) => [request.year, request.amount, request.name]),
    ).toEqual([
      [YEAR + 1, 1000, 'Noor Peeters'],
      [YEAR, 1000, 'Noor Peeters'],
    ]);
    expect(await requestsOf(await idOf('IM02'))).toEqual([]);
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(dues);
    expect(after[0].n - before[0].n).toBe(2);
  });

  it("lists one member's requests with memberId, whatever the year, and none for an unknown member", async () => {
    const member = await create({ membershipKindId: kinds.family });
    const list = (await call('POST', '/Dues/list', { pageSize: 10, page: 1, memberId: member.id })).json();
    expect(list.total).toBe(2);
    expect(list.totals).toEqual({ expected: 2000, received: 0, open: 2000 });
    expect(list.dues.every((item: DuesItem) => item.memberId === member.id)).toBe(true);
    const thisYear = await call('POST', '/Dues/list', {
      pageSize: 10,
      page: 1,
      memberId: member.id,
      year: YEAR,
    });
    expect(thisYear.json().dues.map((item: DuesItem) => item.year)).toEqual([YEAR]);
    expect(
      (await call('POST', '/Dues/list', { pageSize: 10, page: 1, memberId: 999_999 })).json().total,
    ).toBe(0);
    expect((await call('POST', '/Dues/list', { pageSize: 10, page: 1, memberId: 0 })).statusCode).toBe(400);
  });

  it("filters the members on this year's dues: paid, waived or free against asked or owing", async () => {
    const db = ctx.database.db;
    const requestOf = async (memberId: number) =>
      (
        await db
          .select({ id: duesMembers.duesId })
          .from(duesMembers)
          .where(sql`${duesMembers.memberId} = ${memberId} and ${duesMembers.year} = ${YEAR}`)
      )[0].id;
    const paid = await create({ lastName: 'Betaald' });
    const partly = await create({ lastName: 'Betaald' });
    const waived = await create({ lastName: 'Betaald' });
    const honorary = await create({ lastName: 'Betaald', membershipKindId: kinds.honorary });
    const open = await create({ lastName: 'Betaald' });
    await db
      .update(dues)
      .set({ paidCents: 2500 })
      .where(eq(dues.id, await requestOf(paid.id)));
    await db
      .update(dues)
      .set({ paidCents: 1000 })
      .where(eq(dues.id, await requestOf(partly.id)));
    await db
      .update(dues)
      .set({ waivedOn: new Date(), waiverReason: 'Bestuurslid' })
      .where(eq(dues.id, await requestOf(waived.id)));
    // Not asked though their kind has a fee: their request of the year removed.
    const notAsked = await create({ lastName: 'Betaald' });
    await db.delete(dues).where(eq(dues.id, await requestOf(notAsked.id)));

    const list = async (duesPaid: boolean | undefined, token?: string) =>
      call(
        'POST',
        '/Members/list',
        { pageSize: 25, page: 1, searchString: 'betaald', ...(duesPaid === undefined ? {} : { duesPaid }) },
        token,
      );
    const ids = async (duesPaid: boolean) => {
      const answer = (await list(duesPaid)).json();
      expect(answer.total).toBe(answer.members.length);
      return answer.members.map((member: { id: number }) => member.id).sort((a: number, b: number) => a - b);
    };
    const sorted = (...found: { id: number }[]) => found.map((member) => member.id).sort((a, b) => a - b);
    expect(await ids(true)).toEqual(sorted(paid, waived, honorary));
    expect(await ids(false)).toEqual(sorted(partly, open, notAsked));
    expect((await list(undefined)).json().total).toBe(6);
    // The export takes the same filter.
    const exported = await call('POST', '/Members/export', {
      searchString: 'betaald',
      duesPaid: false,
      format: 'csv',
    });
    const exportedRows = exported.rawPayload.toString('utf8').trim().split('\r\n').slice(1);
    expect(exportedRows.map((row) => row.split(';')[0]).sort()).toEqual(
      [partly, open, notAsked].map((member) => member.tribeNumber).sort(),
    );

    // Paid since: counted again, not kept from before.
    await db
      .update(dues)
      .set({ paidCents: 2500 })
      .where(eq(dues.id, await requestOf(open.id)));
    expect(await ids(true)).toEqual(sorted(paid, waived, honorary, open));

    // A penningmeester and a secretaris may filter; a redactie, who does not read the dues, may not.
    expect((await list(true, await as('penningmeester'))).statusCode).toBe(200);
    expect((await list(false, await as('secretaris'))).statusCode).toBe(200);
    const redactie = await as('redactie');
    expect((await list(undefined, redactie)).statusCode).toBe(200);
    const refused = await list(false, redactie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      field: 'duesPaid',
      error: "The permission 'read:dues' is required.",
    });
    const refusedExport = await call(
      'POST',
      '/Members/export',
      { searchString: 'betaald', duesPaid: true, format: 'csv' },
      redactie,
    );
    expect(refusedExport.statusCode).toBe(403);

    // This year without requests: the filter finds nobody either way.
    await db.delete(dues).where(eq(dues.year, YEAR));
    expect((await list(true)).json().total).toBe(0);
    expect((await list(false)).json().total).toBe(0);
    expect((await list(undefined)).json().total).toBe(6);
  });
});
