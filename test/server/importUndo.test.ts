/**
 * A persisted import is one change set that can be undone (docs/api/history.md): the preview lists what
 * goes back, what is removed or deactivated and the conflicts; the undo is all or nothing and is itself
 * in the history. And the stam-number reuse guard, on create, update and import, at the boundary of
 * the period.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, countries, history, members } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';
import { type MemberWithAddress, memberPayload } from './memberPayload';

const HEADER = 'stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land;email';
const BOUNDARY = '----clubbeheer';

/** The multipart body of an import file. */
function multipart(lines: string[], fileName: string) {
  const bytes = Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formFile"; filename="${fileName}"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const member = (tribeNumber: string, overrides: Partial<MemberWithAddress> = {}) =>
  memberPayload({ tribeNumber, ...overrides });

describe.each(backends)('import undo and stam numbers on %s', (backend) => {
  let ctx: TestContext;
  const importFile = (lines: string[], persist = true) =>
    ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/import?persist=${persist}`,
      ...multipart(lines, 'leden-november.csv'),
    });
  const undo = (id: number, persist: boolean) =>
    ctx.api({ method: 'POST', url: `/api/backoffice/Members/imports/${id}/undo?persist=${persist}` });
  const byNumber = async (tribeNumber: string) =>
    (await ctx.database.db.select().from(members).where(eq(members.tribeNumber, tribeNumber)))[0];

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
  });
  afterAll(() => ctx.close());

  it('undoes an import: fields back, new members removed or deactivated, a later change kept as a conflict', async () => {
    const jan = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member('AB12', { firstName: 'Jan', lastName: 'Maes' }),
    });
    const janId = jan.json().id;
    const imported = await importFile([
      'AB12;Jan;Maes;Zeedijk;5;8400;Oostende;BE;jan@telenet.be',
      'QW12;Lien;Claeys;Markt;1;8800;Roeselare;BE;lien@skynet.be',
      'ZZ99;Piet;Peeters;Kerkstraat;2;9000;Gent;BE;',
    ]);
    expect(imported.statusCode).toBe(200);
    const importId = imported.json().importId;
    expect((await ctx.api({ method: 'GET', url: '/api/backoffice/Members/imports' })).json()).toEqual([
      expect.objectContaining({
        id: importId,
        fileName: 'leden-november.csv',
        created: 2,
        updated: 1,
        undoneAt: null,
      }),
    ]);
    // Since the import: someone corrects Jan's e-mail, and Piet gets an advert.
    await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${janId}`,
      payload: member('AB12', {
        firstName: 'Jan',
        lastName: 'Maes',
        address: { street: 'Zeedijk', number: '5', box: '', zipcode: '8400', city: 'Oostende', countryId: 1 },
        contact: {
          email: 'jan.maes@telenet.be',
          phoneNumber: '',
          mobilePhoneNumber: '',
          fax: '',
          website: '',
        },
      }),
    });
    const piet = await byNumber('ZZ99');
    await ctx.database.db.insert(adverts).values({
      memberId: piet.id,
      message: 'Te koop: grasparkieten',
      advertType: 'offer',
      amountPaidType: 'free',
      visibleFrom: '2026-11-01',
      visibleTo: '2026-12-31',
    });

    const preview = await undo(importId, false);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      persisted: false,
      removed: [expect.objectContaining({ tribeNumber: 'QW12' })],
      deactivated: [expect.objectContaining({ tribeNumber: 'ZZ99' })],
      conflicts: [
        expect.objectContaining({
          id: janId,
          field: 'contact.email',
          imported: 'jan@telenet.be',
          current: 'jan.maes@telenet.be',
        }),
      ],
    });
    expect(preview.json().restored[0].fields).toContainEqual({
      field: 'address.city',
      from: 'Oostende',
      to: 'Brugge',
    });
    expect(await byNumber('QW12')).toBeDefined(); // the preview changed nothing

    expect((await undo(importId, true)).json()).toMatchObject({ persisted: true });
    const janAfter = (await ctx.api({ method: 'GET', url: `/api/backoffice/Members/${janId}` })).json();
    expect(janAfter.address).toMatchObject({ street: 'Markt', zipcode: '8000', city: 'Brugge' });
    expect(janAfter.contact.email).toBe('jan.maes@telenet.be');
    expect(await byNumber('QW12')).toBeUndefined();
    expect((await byNumber('ZZ99')).isActive).toBe(false);
    const entries = await ctx.database.db.select().from(history).where(eq(history.action, 'undoImport'));
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.recordId)).toEqual(expect.arrayContaining([janId, piet.id]));
    expect((await undo(importId, true)).statusCode).toBe(409);
    expect((await undo(999_999, false)).statusCode).toBe(404);
    // A removed member by an undo did not hold the number: it may be given at once.
    expect(
      (await ctx.api({ method: 'POST', url: '/api/backoffice/Members', payload: member('QW12') })).statusCode,
    ).toBe(201);
  });

  it('refuses a stam number given up less than five years ago, naming the former holder, and gives it after', async () => {
    const holder = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member('KX27', { firstName: 'Noël', lastName: 'Vanneste' }),
    });
    const id = holder.json().id;
    await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${id}`,
      payload: member('KX28', { firstName: 'Noël', lastName: 'Vanneste' }),
    });
    const refused = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member('KX27'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      field: 'tribeNumber',
      reason: 'tribeNumberNotYetFree',
      formerHolder: { id, name: 'Noël Vanneste' },
      freeFrom: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(refused.json().error).toContain('Noël Vanneste');
    // The holder may take their own number back.
    expect(
      (
        await ctx.api({
          method: 'PUT',
          url: `/api/backoffice/Members/${id}`,
          payload: member('KX27', { firstName: 'Noël', lastName: 'Vanneste' }),
        })
      ).statusCode,
    ).toBe(200);
    await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${id}`,
      payload: member('KX29', { firstName: 'Noël', lastName: 'Vanneste' }),
    });
    // An import row of a new member with that number is invalid.
    const preview = await importFile(['KX27;Lien;Claeys;Markt;1;8800;Roeselare;BE;'], false);
    expect(preview.json().invalid).toEqual([
      expect.objectContaining({
        row: 2,
        tribeNumber: 'KX27',
        name: 'Lien Claeys',
        field: 'tribeNumber',
        reason: 'tribeNumberNotYetFree',
        formerHolder: { id, name: 'Noël Vanneste' },
        freeFrom: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      }),
    ]);

    // The boundary: given up 5 years less a day ago is not free yet, 5 years and a day ago it is.
    const daysAgo = (years: number, days: number) =>
      sql`now() - make_interval(years => ${years}) + make_interval(days => ${days})`;
    await ctx.database.db.execute(
      sql`update history set at = ${daysAgo(5, 1)} where record_id = ${id} and resource = 'members'`,
    );
    const stillRefused = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: member('KX28'),
    });
    expect(stillRefused.json().reason).toBe('tribeNumberNotYetFree');
    await ctx.database.db.execute(
      sql`update history set at = ${daysAgo(5, -1)} where record_id = ${id} and resource = 'members'`,
    );
    expect(
      (await ctx.api({ method: 'POST', url: '/api/backoffice/Members', payload: member('KX28') })).statusCode,
    ).toBe(201);
  });
});
