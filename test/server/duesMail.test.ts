/**
 * Asking by mail (issue K item 4; docs/api/dues.md "Mail and reminders"): a year's requests mailed
 * through the outbox with the letter attached, in the first member's language, to the first member
 * with an e-mail address — previewed, queued once, and reminded only when overdue — one request
 * mailed, the refusals, the reminder's wording in the letters, and who may do it; the PDF arrives
 * byte for byte at a real SMTP server. On PGlite and PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubSettings, countries, dues, duesMembers, mailOutbox, members } from '../../server/src/db/schema';
import type { DuesSettings } from '../../server/src/schemas/dues';
import { backends, createTestContext, type TestContext } from './context';
import { memberPayload } from './memberPayload';
import { attachmentOf, startSmtpServer, type TestSmtpServer } from './smtpServer';

/** A year long past (its requests overdue) and one far ahead (not overdue). */
const PAST = 2024;
const AHEAD = 2099;
const IBAN = 'BE75068234567851';
const eventually = { timeout: 15_000, interval: 50 };

/** The text pdftotext reads from `pdf`, no-break spaces as spaces. */
const pdfText = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString()
    .replace(/\u00a0/g, ' ');

/** A message's text part, quoted-printable undone. */
const textPart = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\u00c2\u00a0/g, ' ');

describe.each(backends)('dues by mail on %s', (backend) => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.api({ method, url: `/api/backoffice${url}`, ...(payload ? { payload } : {}) });
  /** Request ids by the stam number of their first member, per year. */
  const requestOf: Record<number, Record<string, number>> = { [PAST]: {}, [AHEAD]: {} };
  const mailYear = (year: number, reminder: boolean, persist: boolean) =>
    call('PUT', `/Dues/mail?persist=${persist}`, { year, reminder });
  const outbox = () => ctx.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext(backend, {
      env: { SMTP_URL: smtp.url(), MAIL_FROM: 'Club <penning@club.test>' },
    });
    const db = ctx.database.db;
    await db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
    const settings: DuesSettings = {
      name: 'Parkietenclub De Grasparkiet vzw',
      street: 'Stationsstraat 118',
      zipcode: '8870',
      town: 'Izegem',
      iban: IBAN,
      bic: 'GKCCBEBB',
      dueMonthDay: '01-31',
      reminderDays: 30,
      kinds: [
        {
          id: null,
          name: 'Gewoon lid',
          isDefault: true,
          fees: [
            { year: PAST, amount: 2500 },
            { year: AHEAD, amount: 2500 },
          ],
        },
      ],
      years: [],
    };
    expect((await call('PUT', '/Dues/settings', settings)).statusCode).toBe(200);
    const people = [
      // A household at Markt 1: Rita (English) first, so the mail goes to her, in English.
      ['DU01', 'Rita', 'Declercq', '1', 'rita@example.test', 'en'],
      ['DU02', 'Jan', 'Declercq', '1', 'jan@example.test', 'nl'],
      ['DU03', 'Els', 'Peeters', '9', '', 'nl'],
      ['DU04', 'Kees', 'Jansen', '11', 'kees@example.test', 'nl'],
      ['DU05', 'An', 'Maes', '13', 'an@example.test', 'nl'],
      ['DU06', 'Omer', 'Vandamme', '15', 'omer@example.test', 'nl'],
    ] as const;
    for (const [tribeNumber, firstName, lastName, number, email, language] of people) {
      const address = { street: 'Markt', number, box: '', zipcode: '8000', city: 'Brugge', countryId: 1 };
      const created = await call(
        'POST',
        '/Members',
        memberPayload({ tribeNumber, firstName, lastName, address }),
      );
      expect(created.statusCode, created.body).toBe(201);
      await db.update(members).set({ email, language }).where(eq(members.id, created.json().id));
    }
    for (const year of [PAST, AHEAD]) {
      expect((await call('PUT', '/Dues/run?persist=true', { year })).json()).toMatchObject({ requests: 5 });
      const rows = await db
        .select({ duesId: duesMembers.duesId, tribeNumber: duesMembers.tribeNumber })
        .from(duesMembers)
        .where(eq(duesMembers.year, year))
        .orderBy(duesMembers.tribeNumber);
      for (const row of rows) requestOf[year][row.tribeNumber] ??= row.duesId;
    }
    // An paid in full; Omer paid 10 of his 25 euro.
    await db.update(dues).set({ paidCents: 2500 }).where(eq(dues.id, requestOf[PAST].DU05));
    await db.update(dues).set({ paidCents: 1000 }).where(eq(dues.id, requestOf[PAST].DU06));
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.stop();
  });

  it('previews the requests of a year to mail and those without an e-mail address, queuing nothing', async () => {
    const preview = await mailYear(PAST, false, false);
    expect(preview.statusCode, preview.body).toBe(200);
    // The household and Kees; not An (paid) nor Omer (partly paid); Els has no e-mail address.
    expect(preview.json()).toEqual({
      statusCode: 200,
      isSuccess: true,
      error: null,
      persisted: false,
      year: PAST,
      reminder: false,
      mails: { count: 2, amount: 5000 + 2500 },
      withoutEmail: { count: 1, amount: 2500 },
    });
    expect(await outbox()).toEqual([]);
    const mailed = await ctx.database.db.select({ mailedOn: dues.mailedOn }).from(dues);
    expect(mailed.every((row) => row.mailedOn === null)).toBe(true);
  });

  it('queues one mail per request in its first member’s language with the letter attached, once', async () => {
    const queued = await mailYear(PAST, false, true);
    expect(queued.json()).toMatchObject({ persisted: true, mails: { count: 2, amount: 7500 } });
    const mails = await outbox();
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual(
      expect.arrayContaining([
        ['rita@example.test', `Membership dues ${PAST} of Parkietenclub De Grasparkiet vzw`],
        ['kees@example.test', `Lidgeld ${PAST} van Parkietenclub De Grasparkiet vzw`],
      ]),
    );
    expect(mails).toHaveLength(2);
    const household = (await call('GET', `/Dues/${requestOf[PAST].DU01}`)).json();
    const rita = mails.find((mail) => mail.recipient === 'rita@example.test');
    expect(rita?.attachmentName).toBe(`lidgeld-${PAST}-${household.number}.pdf`);
    expect(rita?.text).toContain('Dear Rita en Jan Declercq,');
    for (const essential of [
      '€50.00',
      'BE75 0682 3456 7851',
      'GKCCBEBB',
      household.structuredCommunication,
      `31/01/${PAST}`,
    ])
      expect(rita?.text).toContain(essential);
    const letter = pdfText(rita?.attachment as Uint8Array);
    expect(letter).toContain(`Membership dues ${PAST}`);
    expect(letter).not.toContain('Reminder');
    expect(letter).toContain(household.structuredCommunication);
    const kees = mails.find((mail) => mail.recipient === 'kees@example.test');
    expect(kees?.text.replace(/\u00a0/g, ' ')).toContain(
      `Gelieve € 25,00 over te schrijven vóór 31/01/${PAST}`,
    );

    expect(household.mailedOn).not.toBeNull();
    expect(household.remindedOn).toBeNull();
    const history = (await call('GET', `/History?resource=dues&id=${household.id}`)).json();
    expect(history.history).toMatchObject([
      {
        action: 'mail',
        resource: 'dues',
        name: `Rita en Jan Declercq, ${PAST}`,
        changes: [{ field: 'mailedOn', old: null, new: household.mailedOn }],
      },
    ]);

    // A second call finds nothing left to mail.
    expect((await mailYear(PAST, false, false)).json().mails).toEqual({ count: 0, amount: 0 });
    expect((await mailYear(PAST, false, true)).json().mails).toEqual({ count: 0, amount: 0 });
    expect(await outbox()).toHaveLength(2);
  });

  it('delivers the PDF to the mail server byte for byte, named as in the outbox', async () => {
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), eventually);
    for (const mail of await outbox()) {
      const delivered = smtp.received.find((message) => message.to[0] === mail.recipient);
      const pdf = attachmentOf(delivered?.raw ?? '');
      expect(pdf).toMatchObject({ name: mail.attachmentName, contentType: 'application/pdf' });
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.bytes.equals(Buffer.from(mail.attachment as Uint8Array))).toBe(true);
      expect(textPart(delivered?.raw ?? '')).toContain('BE75 0682 3456 7851');
    }
    const list = (await call('POST', '/Mail/list', { pageSize: 10, page: 1 })).json();
    expect(list.mail.map((row: { attachmentName: string }) => row.attachmentName).sort()).toEqual(
      (await outbox()).map((mail) => mail.attachmentName).sort(),
    );
  });

  it('reminds the overdue requests of a year, partly paid ones for what is left, once within the reminder days', async () => {
    // Nothing of the year ahead is overdue.
    expect((await mailYear(AHEAD, true, false)).json()).toMatchObject({
      mails: { count: 0, amount: 0 },
      withoutEmail: { count: 0, amount: 0 },
    });
    const preview = (await mailYear(PAST, true, false)).json();
    expect(preview).toMatchObject({
      reminder: true,
      mails: { count: 3, amount: 5000 + 2500 + 1500 },
      withoutEmail: { count: 1, amount: 2500 },
    });
    const before = (await outbox()).length;
    const sent = (await mailYear(PAST, true, true)).json();
    expect(sent.mails).toEqual(preview.mails);
    const reminders = (await outbox()).slice(before);
    expect(reminders.map((mail) => [mail.recipient, mail.subject]).sort()).toEqual([
      ['kees@example.test', `Herinnering: lidgeld ${PAST} van Parkietenclub De Grasparkiet vzw`],
      ['omer@example.test', `Herinnering: lidgeld ${PAST} van Parkietenclub De Grasparkiet vzw`],
      ['rita@example.test', `Reminder: membership dues ${PAST} of Parkietenclub De Grasparkiet vzw`],
    ]);
    const omer = reminders.find((mail) => mail.recipient === 'omer@example.test');
    expect(omer?.attachmentName).toMatch(/^lidgeld-2024-\d+-herinnering\.pdf$/);
    const letter = pdfText(omer?.attachment as Uint8Array);
    expect(letter).toContain(`Herinnering: lidgeld ${PAST}`);
    expect(letter).toMatch(new RegExp(`Oorspronkelijk te betalen vóór\\s+31/01/${PAST}`));
    expect(letter).toMatch(/Al ontvangen\s+− € 10,00\s+Totaal\s+€ 15,00/);
    const detail = (await call('GET', `/Dues/${requestOf[PAST].DU06}`)).json();
    expect(detail).toMatchObject({ overdue: true, mailedOn: null });
    expect(detail.remindedOn).not.toBeNull();

    expect((await mailYear(PAST, true, true)).json().mails).toEqual({ count: 0, amount: 0 });
    expect(await outbox()).toHaveLength(before + 3);
    // Reminded more than the reminder days ago: reminded again.
    await ctx.database.db
      .update(dues)
      .set({ remindedOn: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(dues.id, requestOf[PAST].DU04));
    expect((await mailYear(PAST, true, false)).json().mails).toEqual({ count: 1, amount: 2500 });
  });

  it('mails one request, and refuses what cannot be mailed', async () => {
    const one = async (tribeNumber: string, year = AHEAD, reminder = false) =>
      call('POST', `/Dues/${requestOf[year][tribeNumber]}/mail?reminder=${reminder}`);
    const before = (await outbox()).length;
    const sent = await one('DU04');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ recipient: 'kees@example.test', reminder: false, language: 'nl' });
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, sent.json().mailId));
    expect(mail.subject).toBe(`Lidgeld ${AHEAD} van Parkietenclub De Grasparkiet vzw`);
    expect((await call('GET', `/Dues/${requestOf[AHEAD].DU04}`)).json().mailedOn).not.toBeNull();
    // Again on request: a second mail.
    expect((await one('DU04')).statusCode).toBe(200);
    const reminded = await one('DU04', PAST, true);
    expect(reminded.json()).toMatchObject({ reminder: true, recipient: 'kees@example.test' });
    expect(await outbox()).toHaveLength(before + 3);

    for (const [response, status, reason] of [
      [await one('DU04', AHEAD, true), 409, 'notOverdue'],
      [await one('DU03'), 409, 'noEmail'],
      [await one('DU05', PAST), 409, 'nothingToPay'],
      [await call('POST', '/Dues/999999/mail'), 404, 'notFound'],
      [await call('POST', '/Dues/0/mail'), 400, undefined],
      [await call('PUT', '/Dues/mail?persist=true', { year: 1999, reminder: false }), 400, undefined],
      [await call('PUT', '/Dues/mail?persist=true', { year: PAST }), 400, 'required'],
    ] as const) {
      expect(response.statusCode, response.body).toBe(status);
      if (reason) expect(response.json().reason).toBe(reason);
    }
    expect(await outbox()).toHaveLength(before + 3);

    const db = ctx.database.db;
    await db.update(clubSettings).set({ iban: '' }).where(eq(clubSettings.id, 1));
    try {
      expect((await mailYear(PAST, true, false)).json()).toMatchObject({
        statusCode: 409,
        reason: 'noCreditor',
      });
      expect((await one('DU01')).json()).toMatchObject({ statusCode: 409, reason: 'noCreditor' });
    } finally {
      await db.update(clubSettings).set({ iban: IBAN }).where(eq(clubSettings.id, 1));
    }
  });

  it("words an overdue request's letter as a reminder, in its first member's language unless asked", async () => {
    const overdue = await call('GET', `/Dues/${requestOf[PAST].DU01}/letter`);
    expect(overdue.statusCode).toBe(200);
    const english = pdfText(overdue.rawPayload);
    expect(english).toContain(`Reminder: membership dues ${PAST}`);
    expect(english).toMatch(new RegExp(`Originally due by\\s+31/01/${PAST}`));
    expect(overdue.headers['content-disposition']).toMatch(/-herinnering\.pdf"$/);
    const dutch = pdfText((await call('GET', `/Dues/${requestOf[PAST].DU01}/letter?lang=nl`)).rawPayload);
    expect(dutch).toContain(`Herinnering: lidgeld ${PAST}`);
    const ahead = pdfText((await call('GET', `/Dues/${requestOf[AHEAD].DU04}/letter`)).rawPayload);
    expect(ahead).toContain(`Lidgeld ${AHEAD}`);
    expect(ahead).not.toContain('Herinnering');
    const all = await call('GET', `/Dues/letters?year=${PAST}&overdue=true`);
    const pages = pdfText(all.rawPayload)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(4);
    expect(pages.every((page) => /Herinnering: lidgeld|Reminder: membership dues/.test(page))).toBe(true);
  });

  it('lets a penningmeester mail; a secretaris reads the dues but may not mail, a redactie may not at all', async () => {
    const as = async (role: 'penningmeester' | 'secretaris' | 'redactie') =>
      (await ctx.staffToken({ email: `${role}.duesmail.${backend}@club.test`, role })).token;
    const bulk = (token: string) =>
      ctx.api({
        method: 'PUT',
        url: '/api/backoffice/Dues/mail?persist=false',
        token,
        payload: { year: PAST, reminder: true },
      });
    const single = (token: string) =>
      ctx.api({ method: 'POST', url: `/api/backoffice/Dues/${requestOf[AHEAD].DU04}/mail`, token });
    const before = (await outbox()).length;
    expect((await bulk(await as('penningmeester'))).statusCode).toBe(200);
    for (const role of ['secretaris', 'redactie'] as const) {
      const token = await as(role);
      expect((await bulk(token)).json()).toMatchObject({
        statusCode: 403,
        error: "The permission 'write:dues' is required.",
      });
      expect((await single(token)).statusCode).toBe(403);
    }
    expect(await outbox()).toHaveLength(before);
    const ids = Object.values(requestOf[AHEAD]);
    expect(
      (await ctx.database.db.select().from(dues).where(inArray(dues.id, ids))).filter(
        (row) => row.remindedOn,
      ),
    ).toEqual([]);
  });
});
