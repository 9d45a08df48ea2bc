/**
 * Bank statements booked against the dues (issue K item 5, docs/api/dues.md "Bank statements",
 * "Matching by hand", "Payments"), on PGlite and PostgreSQL. A dues run of 2030 makes six requests
 * (numbers 1–6 in the order of their first member); two fixtures credit their structured communications:
 * - payments/fixtures/dues-2030.cod, CODA 2.x records written field by field from Febelfin's record
 *   layout (annex I, as services/payments/statements/coda.ts reads it): request 6 in part from Piet
 *   Claeys's IBAN, request 1 in full, a debit, and a gift with a free communication;
 * - payments/fixtures/dues-2030.xml, a camt.053.001.02: request 1 again (paid already: overpaid),
 *   request 2 in part, request 3 overpaid, request 4 (waived), what the Desmet household owes without
 *   its communication (suggested by amount and name), the rest of request 6 from Piet's IBAN without a
 *   communication (suggested by IBAN), a communication of no request, and a debit.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankEntries, bankStatements, countries, duesPayments, members } from '../../server/src/db/schema';
import type { BankEntry, StatementResult } from '../../server/src/schemas/duesPayments';
import { backends, createTestContext, type TestContext } from './context';
import { formData } from './formData';
import { memberPayload } from './memberPayload';

const YEAR = 2030;
const ACCOUNT = 'BE71096123456769';
const fixture = (name: string) => readFileSync(new URL(`./payments/fixtures/${name}`, import.meta.url));
const CODA = fixture('dues-2030.cod');
const CAMT = fixture('dues-2030.xml');

/** The printed communication of request `number` of 2030. */
const communication = (number: number) => {
  const base = YEAR * 1_000_000 + number;
  const digits = `${base}`.padStart(10, '0') + `${base % 97 || 97}`.padStart(2, '0');
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
};

describe.each(backends)('bank statements on %s', (backend) => {
  let ctx: TestContext;
  /** Request id by number (1–6). */
  const request: Record<number, number> = {};
  let camtId: number;
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.api({ method, url: `/api/backoffice${url}`, ...(payload ? { payload } : {}) });
  const upload = (bytes: Buffer, persist: boolean, fileName = 'uittreksel.xml', token?: string) =>
    ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Dues/statements?persist=${persist}`,
      ...formData({}, [{ field: 'formFile', fileName, bytes }]),
      ...(token ? { token } : {}),
    });
  const detail = async (number: number) => (await call('GET', `/Dues/${request[number]}`)).json();
  const entries = async (body: object = {}) =>
    (await call('POST', '/Dues/entries/list', { pageSize: 50, page: 1, ...body })).json();
  const historyOf = async (resource: string, id: number) =>
    (await call('GET', `/History?resource=${resource}&id=${id}`)).json().history;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
    const settings = await call('PUT', '/Dues/settings', {
      name: 'Parkietenclub De Grasparkiet vzw',
      street: 'Stationsstraat 118',
      zipcode: '8870',
      town: 'Izegem',
      iban: ACCOUNT,
      bic: 'GKCCBEBB',
      dueMonthDay: '01-31',
      reminderDays: 30,
      kinds: [
        { id: null, name: 'Gewoon lid', isDefault: true, fees: [{ year: YEAR, amount: 2500 }] },
        { id: null, name: 'Gezinslid', isDefault: false, fees: [{ year: YEAR, amount: 1000 }] },
      ],
      years: [],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const family = settings.json().kinds[1].id;
    const people = [
      ['Jan', 'Peeters', 'JP01', '1'],
      ['Rita', 'Claes', 'RC01', '2'],
      ['Marie', 'Maes', 'MM01', '3'],
      ['Els', 'Wouters', 'EW01', '4'],
      ['Luc', 'Desmet', 'LD01', '5'],
      ['Ann', 'Desmet', 'LD02', '5'],
      ['Piet', 'Claeys', 'PC01', '6'],
    ];
    for (const [firstName, lastName, tribeNumber, number] of people) {
      const address = { street: 'Markt', number, box: '', zipcode: '8000', city: 'Brugge', countryId: 1 };
      const created = await call(
        'POST',
        '/Members',
        memberPayload({ firstName, lastName, tribeNumber, address }),
      );
      expect(created.statusCode, created.body).toBe(201);
      if (tribeNumber === 'LD02')
        await ctx.database.db
          .update(members)
          .set({ membershipKindId: family })
          .where(eq(members.id, created.json().id));
    }
    expect((await call('PUT', '/Dues/run?persist=true', { year: YEAR })).json()).toMatchObject({
      requests: 6,
    });
    const list = (await call('POST', '/Dues/list', { pageSize: 10, page: 1, year: YEAR })).json();
    for (const item of list.dues) request[item.number] = item.id;
    expect(list.dues.find((item: { number: number }) => item.number === 5)).toMatchObject({
      name: 'Luc en Ann Desmet',
      amount: 3500,
      structuredCommunication: communication(5),
    });
    expect((await call('PUT', `/Dues/${request[4]}/waive`, { reason: 'Bestuurslid' })).statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('books a CODA statement: a part, a whole, the debit skipped, a gift left unmatched', async () => {
    const booked = await upload(CODA, true, 'CODA 12-03.cod');
    expect(booked.statusCode, booked.body).toBe(200);
    const result: StatementResult = booked.json();
    expect(result).toMatchObject({
      persisted: true,
      id: expect.any(Number),
      fileName: 'CODA 12-03.cod',
      format: 'coda',
      accountIban: ACCOUNT,
      statementId: '2030-03-12/017',
      counts: {
        credits: 3,
        debitsSkipped: 1,
        alreadyBooked: 0,
        booked: 3,
        matched: 2,
        paid: 1,
        partly: 1,
        overpaid: 0,
        waived: 0,
        unmatched: 1,
        suggested: 0,
        amount: 5500,
        matchedAmount: 3500,
      },
      entriesOmitted: 0,
    });
    expect(
      result.entries.map((entry) => [entry.bankReference, entry.outcome, entry.request?.id ?? null]),
    ).toEqual([
      ['2030-03-12/017/0004', 'unmatched', null],
      ['2030-03-12/017/0001', 'partly', request[6]],
      ['2030-03-12/017/0002', 'paid', request[1]],
    ]);
    expect(result.entries[2]).toMatchObject({
      id: expect.any(Number),
      bookingDate: '2030-03-12',
      amount: 2500,
      structuredCommunication: communication(1),
      counterpartyName: 'Jan Peeters',
      request: { id: request[1], year: YEAR, name: 'Jan Peeters', structuredCommunication: communication(1) },
      suggestion: null,
    });
    expect(await detail(1)).toMatchObject({
      paid: 2500,
      status: 'paid',
      payments: [
        {
          amount: 2500,
          paidOn: '2030-03-12',
          method: 'transfer',
          matchedByHand: false,
          bankEntryId: result.entries[2].id,
          counterpartyName: 'Jan Peeters',
          note: null,
        },
      ],
    });
    expect(await detail(6)).toMatchObject({ paid: 1000, status: 'partly' });
  });

  it('previews a camt.053 without writing, then books it: partly, overpaid, waived, suggestions', async () => {
    const rowsBefore = await ctx.database.db.select().from(bankEntries);
    const preview = await upload(CAMT, false);
    expect(preview.statusCode, preview.body).toBe(200);
    const expectedCounts = {
      credits: 7,
      debitsSkipped: 1,
      alreadyBooked: 0,
      booked: 7,
      matched: 4,
      paid: 0,
      partly: 1,
      overpaid: 2,
      waived: 1,
      unmatched: 3,
      suggested: 2,
      amount: 16500,
      matchedAmount: 9000,
    };
    expect(preview.json()).toMatchObject({
      persisted: false,
      id: null,
      format: 'camt.053',
      counts: expectedCounts,
    });
    expect(preview.json().entries.every((entry: { id: null }) => entry.id === null)).toBe(true);
    expect(await ctx.database.db.select().from(bankEntries)).toEqual(rowsBefore);
    expect(await detail(2)).toMatchObject({ paid: 0, payments: [] });

    const booked = await upload(CAMT, true, 'camt 14-03.xml');
    expect(booked.statusCode, booked.body).toBe(200);
    const result: StatementResult = booked.json();
    camtId = result.id as number;
    expect(result).toMatchObject({ persisted: true, statementId: '2030-03-14-018', counts: expectedCounts });
    const outcomes = result.entries.map((entry) => ({
      ref: entry.bankReference.slice(-4),
      outcome: entry.outcome,
      request: entry.request?.id ?? null,
      suggestion: entry.suggestion && {
        id: entry.suggestion.id,
        rule: entry.suggestion.rule,
        due: entry.suggestion.due,
      },
    }));
    expect(outcomes).toEqual([
      {
        ref: '0005',
        outcome: 'unmatched',
        request: null,
        suggestion: { id: request[5], rule: 'amountAndName', due: 3500 },
      },
      {
        ref: '0006',
        outcome: 'unmatched',
        request: null,
        suggestion: { id: request[6], rule: 'sameIban', due: 1500 },
      },
      { ref: '0007', outcome: 'unmatched', request: null, suggestion: null },
      { ref: '0001', outcome: 'overpaid', request: request[1], suggestion: null },
      { ref: '0003', outcome: 'overpaid', request: request[3], suggestion: null },
      { ref: '0004', outcome: 'waived', request: request[4], suggestion: null },
      { ref: '0002', outcome: 'partly', request: request[2], suggestion: null },
    ]);
    expect(result.entries[0].suggestion).toMatchObject({
      year: YEAR,
      name: 'Luc en Ann Desmet',
      structuredCommunication: communication(5),
    });
    expect(await detail(1)).toMatchObject({ paid: 5000, status: 'paid' });
    expect(await detail(2)).toMatchObject({ paid: 1000, status: 'partly' });
    expect(await detail(3)).toMatchObject({ paid: 3000, status: 'paid' });
    expect(await detail(4)).toMatchObject({ paid: 2500, status: 'waived' });

    const statements = (await call('GET', '/Dues/statements')).json();
    expect(statements).toMatchObject([
      {
        id: camtId,
        fileName: 'camt 14-03.xml',
        format: 'camt.053',
        accountIban: ACCOUNT,
        statementId: '2030-03-14-018',
        entries: 7,
        matched: 4,
        amount: 16500,
        undoneAt: null,
        actor: { sub: '1' },
      },
      { format: 'coda', entries: 3, matched: 2, amount: 5500 },
    ]);
  });

  it('books nothing when the same file comes again', async () => {
    const again = await upload(CAMT, true);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      persisted: false,
      id: null,
      counts: { credits: 7, alreadyBooked: 7, booked: 0, matched: 0, unmatched: 0, amount: 0 },
    });
    expect(
      again.json().entries.every((entry: { outcome: string }) => entry.outcome === 'alreadyBooked'),
    ).toBe(true);
    expect(again.json().entries[0].id).toEqual(expect.any(Number));
    expect(await ctx.database.db.select().from(bankStatements)).toHaveLength(2);
    expect(await detail(1)).toMatchObject({ paid: 5000 });
  });

  it('refuses hostile and wrong files with a 400 on formFile, booking nothing', async () => {
    const camt = CAMT.toString('utf8');
    const cases: [string, Buffer, string][] = [
      ['a billion laughs', fixture('billion-laughs.xml'), 'dtdNotAllowed'],
      ['an external entity', fixture('xxe.xml'), 'dtdNotAllowed'],
      ['more than 10 MB', Buffer.concat([CAMT, Buffer.alloc(10 * 1024 * 1024, ' ')]), 'tooLarge'],
      ['a member list', Buffer.from('stamnummer;voornaam\nJP01;Jan\n'), 'unknownFormat'],
      ['another account', Buffer.from(camt.replace(ACCOUNT, 'BE68539007547034')), 'otherAccount'],
      [
        'an amount past the integer range',
        Buffer.from(camt.replaceAll('35.00', '30000000.00').replace('20300314-0005', '20300314-0105')),
        'amountTooLarge',
      ],
    ];
    for (const [what, bytes, reason] of cases) {
      const refused = await upload(bytes, true);
      expect(refused.statusCode, what).toBe(400);
      expect(refused.json(), what).toMatchObject({
        statusCode: 400,
        isSuccess: false,
        field: 'formFile',
        reason,
      });
    }
    const noFile = await ctx.api({
      method: 'PUT',
      url: '/api/backoffice/Dues/statements?persist=true',
      ...formData({ note: 'x' }),
    });
    expect(noFile.json()).toMatchObject({ statusCode: 400, field: 'formFile', reason: 'required' });
    expect(await ctx.database.db.select().from(bankStatements)).toHaveLength(2);
  });

  it('lists the credits by state and matches, ignores and unignores them by hand', async () => {
    const unmatched = await entries({ state: 'unmatched' });
    expect(unmatched.total).toBe(4);
    const byRef = (list: { entries: BankEntry[] }, ref: string) =>
      list.entries.find((entry) => entry.bankReference.endsWith(ref)) as BankEntry;
    const desmet = byRef(unmatched, '0005');
    expect(desmet).toMatchObject({
      statementId: camtId,
      state: 'unmatched',
      amount: 3500,
      communication: 'lidgeld 2030 Luc en Ann',
      counterpartyName: 'DESMET LUC',
      counterpartyIban: 'BE62510007547061',
      payment: null,
      suggestion: { id: request[5], rule: 'amountAndName' },
    });
    expect((await entries({ searchString: 'desmet' })).entries.map((e: BankEntry) => e.id)).toEqual([
      desmet.id,
    ]);
    expect((await entries({ searchString: communication(2) })).entries).toMatchObject([
      { state: 'matched', payment: { matchedByHand: false, request: { id: request[2] } } },
    ]);
    expect((await entries({ statementId: camtId })).total).toBe(7);

    const matched = await call('PUT', `/Dues/entries/${desmet.id}/match`, { duesId: request[5] });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json()).toMatchObject({
      state: 'matched',
      suggestion: null,
      payment: { matchedByHand: true, request: { id: request[5], name: 'Luc en Ann Desmet' } },
    });
    expect(await detail(5)).toMatchObject({ paid: 3500, status: 'paid' });
    const twice = await call('PUT', `/Dues/entries/${desmet.id}/match`, { duesId: request[2] });
    expect(twice.json()).toMatchObject({ statusCode: 409, reason: 'matched' });
    const piet = byRef(unmatched, '0006');
    expect(
      (await call('PUT', `/Dues/entries/${piet.id}/match`, { duesId: request[4] })).json(),
    ).toMatchObject({
      statusCode: 409,
      reason: 'waived',
    });
    expect((await call('PUT', `/Dues/entries/${piet.id}/match`, { duesId: 999_999 })).json()).toMatchObject({
      statusCode: 404,
      field: 'duesId',
    });
    expect((await call('PUT', '/Dues/entries/999999/match', { duesId: request[6] })).statusCode).toBe(404);
    expect((await call('PUT', `/Dues/entries/${piet.id}/match`, { duesId: request[6] })).statusCode).toBe(
      200,
    );
    expect(await detail(6)).toMatchObject({ paid: 2500, status: 'paid' });

    const unknown = byRef(unmatched, '0007');
    const ignored = await call('PUT', `/Dues/entries/${unknown.id}/ignore`);
    expect(ignored.json()).toMatchObject({
      state: 'ignored',
      ignoredOn: expect.any(String),
      suggestion: null,
    });
    expect((await call('PUT', `/Dues/entries/${unknown.id}/ignore`)).json()).toMatchObject({
      ignoredOn: ignored.json().ignoredOn,
    });
    expect((await entries({ state: 'ignored' })).entries.map((e: BankEntry) => e.id)).toEqual([unknown.id]);
    expect((await call('PUT', `/Dues/entries/${unknown.id}/unignore`)).json()).toMatchObject({
      state: 'unmatched',
      ignoredOn: null,
    });
    expect((await call('PUT', `/Dues/entries/${desmet.id}/ignore`)).json()).toMatchObject({
      statusCode: 409,
      reason: 'matched',
    });
    expect((await entries({ state: 'unmatched' })).total).toBe(2);
    expect((await entries({ state: 'matched' })).total).toBe(8);

    expect(
      (await historyOf('bankEntries', unknown.id)).map((entry: { action: string }) => entry.action),
    ).toEqual(['unignore', 'ignore']);
    expect(await historyOf('bankEntries', desmet.id)).toMatchObject([
      { action: 'match', name: 'DESMET LUC', changes: [{ field: 'duesId', old: null, new: request[5] }] },
    ]);
  });

  it('takes cash by hand, refuses it for a waived request, and takes a payment back', async () => {
    const cash = await call('POST', `/Dues/${request[2]}/payments`, {
      amount: 1500,
      paidOn: '2030-03-20',
      method: 'cash',
      note: ' Op de vergadering ',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({ paid: 2500, status: 'paid' });
    expect(cash.json().payments).toMatchObject([
      { amount: 1000, method: 'transfer', matchedByHand: false, counterpartyName: 'Rita Claes' },
      {
        amount: 1500,
        paidOn: '2030-03-20',
        method: 'cash',
        matchedByHand: true,
        bankEntryId: null,
        note: 'Op de vergadering',
      },
    ]);
    expect(
      (
        await call('POST', `/Dues/${request[4]}/payments`, {
          amount: 100,
          paidOn: '2030-03-20',
          method: 'cash',
        })
      ).json(),
    ).toMatchObject({ statusCode: 409, reason: 'waived' });
    expect(
      (await call('POST', '/Dues/999999/payments', { amount: 100, paidOn: '2030-03-20', method: 'cash' }))
        .statusCode,
    ).toBe(404);
    for (const body of [
      { amount: 0, paidOn: '2030-03-20', method: 'cash' },
      { amount: 100, paidOn: '2030-02-30', method: 'cash' },
      { amount: 100, paidOn: '2030-03-20', method: 'transfer' },
    ])
      expect(
        (await call('POST', `/Dues/${request[2]}/payments`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);

    // The hand match of the Desmet credit goes: the credit is unmatched again, the household open.
    const [desmetPayment] = (await detail(5)).payments;
    const taken = await call('DELETE', `/Dues/payments/${desmetPayment.id}`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ id: request[5], paid: 0, status: 'open', payments: [] });
    const again = (await entries({ searchString: 'desmet' })).entries[0];
    expect(again).toMatchObject({ state: 'unmatched', payment: null, suggestion: { id: request[5] } });
    expect((await call('DELETE', `/Dues/payments/${desmetPayment.id}`)).statusCode).toBe(404);

    const history = await historyOf('dues', request[5]);
    expect(history).toMatchObject([
      {
        action: 'paymentDeleted',
        name: `Luc en Ann Desmet, ${YEAR}`,
        changes: [
          { field: 'paid', old: 3500, new: 0 },
          { field: 'status', old: 'paid', new: 'open' },
        ],
      },
      {
        action: 'payment',
        changes: [
          { field: 'paid', old: 0, new: 3500 },
          { field: 'status', old: 'open', new: 'paid' },
        ],
      },
    ]);
    expect(await historyOf('bankEntries', desmetPayment.bankEntryId)).toMatchObject([
      { action: 'unmatch', changes: [{ field: 'duesId', old: request[5], new: null }] },
      { action: 'match' },
    ]);
  });

  it('undoes a booked statement: a preview first, then its credits and payments go, hand matches too', async () => {
    const preview = await call('POST', `/Dues/statements/${camtId}/undo?persist=false`);
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = {
      entries: 7,
      payments: 5,
      amount: 2500 + 1000 + 3000 + 2500 + 1500,
      // By year, then name: Els Wouters, Jan Peeters, Marie Maes, Piet Claeys, Rita Claes.
      requests: [
        { id: request[4], paid: 2500, paidAfter: 0 },
        { id: request[1], paid: 5000, paidAfter: 2500 },
        { id: request[3], paid: 3000, paidAfter: 0 },
        { id: request[6], paid: 2500, paidAfter: 1000 },
        { id: request[2], paid: 2500, paidAfter: 1500 },
      ],
      requestsOmitted: 0,
    };
    expect(preview.json()).toMatchObject({ persisted: false, ...expected });
    expect(await detail(3)).toMatchObject({ paid: 3000 });

    const undone = await call('POST', `/Dues/statements/${camtId}/undo?persist=true`);
    expect(undone.json()).toMatchObject({ persisted: true, ...expected });
    expect(await detail(1)).toMatchObject({ paid: 2500, status: 'paid' });
    expect(await detail(2)).toMatchObject({ paid: 1500, status: 'partly', payments: [{ method: 'cash' }] });
    expect(await detail(6)).toMatchObject({ paid: 1000, status: 'partly' });
    expect(
      await ctx.database.db.select().from(bankEntries).where(eq(bankEntries.statementId, camtId)),
    ).toEqual([]);
    const paymentsLeft = await ctx.database.db.select().from(duesPayments);
    expect(paymentsLeft.map((payment) => payment.amountCents).sort()).toEqual([1000, 1500, 2500]);
    expect((await call('GET', '/Dues/statements')).json()[0]).toMatchObject({
      id: camtId,
      undoneAt: expect.any(String),
    });
    expect((await call('POST', `/Dues/statements/${camtId}/undo?persist=true`)).json()).toMatchObject({
      statusCode: 409,
      reason: 'alreadyUndone',
    });
    expect((await call('POST', '/Dues/statements/999999/undo?persist=false')).statusCode).toBe(404);

    expect(
      (await historyOf('bankStatements', camtId)).map((entry: { action: string }) => entry.action),
    ).toEqual(['undo', 'create']);
    expect((await historyOf('dues', request[3])).map((entry: { action: string }) => entry.action)).toEqual([
      'undoStatement',
      'payment',
    ]);

    // Undone, the file can be booked again.
    const rebooked = await upload(CAMT, true);
    expect(rebooked.json()).toMatchObject({
      persisted: true,
      counts: { booked: 7, alreadyBooked: 0, matched: 4 },
    });
  });

  it('gives the statements and credits to whoever reads the dues, and nothing to a redactie', async () => {
    const as = async (role: 'secretaris' | 'redactie') =>
      (await ctx.staffToken({ email: `${role}.statements.${backend}@club.test`, role })).token;
    const secretaris = await as('secretaris');
    const redactie = await as('redactie');
    const list = (token: string) =>
      ctx.api({
        method: 'POST',
        url: '/api/backoffice/Dues/entries/list',
        payload: { pageSize: 5, page: 1 },
        token,
      });
    expect((await list(secretaris)).statusCode).toBe(200);
    expect((await list(redactie)).statusCode).toBe(403);
    expect((await upload(CODA, false, 'x.cod', secretaris)).json()).toMatchObject({
      statusCode: 403,
      error: "The permission 'write:dues' is required.",
    });
    expect((await upload(CODA, false, 'x.cod', redactie)).statusCode).toBe(403);
    expect(
      (await ctx.api({ method: 'GET', url: '/api/backoffice/Dues/statements', token: redactie })).statusCode,
    ).toBe(403);
  });
});
