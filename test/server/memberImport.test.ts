/** PUT /Members/import (issue B): preview, all-or-nothing persist, file checks, a 10,000-row file. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countries, members, notifications } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';

const HEADER = 'stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land;email';

function multipart(bytes: Buffer, fileName: string, field = 'formFile') {
  const boundary = '----clubbeheer';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(backends)('member import on %s', (backend) => {
  let ctx: TestContext;
  const upload = (bytes: Buffer, persist: boolean, fileName = 'leden.csv') =>
    ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/import?persist=${persist}`,
      ...multipart(bytes, fileName),
    });
  const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');
  const memberCount = async () => (await ctx.database.db.select().from(members)).length;
  const notificationCount = async () => (await ctx.database.db.select().from(notifications)).length;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values([{ id: 1, name: 'België', twoLetterCode: 'BE' }]);
  });
  beforeEach(async () => {
    await ctx.database.db.delete(notifications);
    await ctx.database.db.delete(members);
    await ctx.database.db.insert(members).values([
      { firstName: 'Jan', lastName: 'Maes', tribeNumber: 'AB12', email: 'jan@telenet.be' },
      { firstName: 'Els', lastName: 'Desmet', tribeNumber: 'CD34' },
    ]);
  });
  afterAll(() => ctx.close());

  const file = () =>
    csv(
      'QW12;Lien;Claeys;Markt;1;8800;Roeselare;BE;lien@skynet.be',
      'AB12;Jan;Maes;Zeedijk;5;8400;Oostende;België;jan@telenet.be',
      'CD34;Els;Desmet;;;;;;',
    );

  it('previews new, changed (old → new) and unchanged rows and writes nothing', async () => {
    const response = await upload(file(), false);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      isSuccess: true,
      persisted: false,
      counts: { new: 1, changed: 1, unchanged: 1, invalid: 0 },
    });
    expect(body.new).toEqual([{ row: 2, tribeNumber: 'QW12', name: 'Lien Claeys' }]);
    expect(body.changed[0]).toMatchObject({ row: 3, tribeNumber: 'AB12', name: 'Jan Maes' });
    expect(body.changed[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'street', old: '', new: 'Zeedijk' },
        { field: 'city', old: '', new: 'Oostende' },
        { field: 'country', old: '', new: 'België' },
      ]),
    );
    expect(await memberCount()).toBe(2);
    expect(await notificationCount()).toBe(0);
  });

  it('applies it in one go with persist=true, with notifications', async () => {
    const body = (await upload(file(), true)).json();
    expect(body).toMatchObject({ persisted: true, counts: { new: 1, changed: 1 } });
    expect(await memberCount()).toBe(3);
    const written = (await ctx.database.db.select().from(notifications))
      .map((n) => `${n.type}:${n.name}`)
      .sort();
    expect(written).toEqual(['memberAddressChanged:Jan Maes', 'memberCreated:Lien Claeys']);
  });

  it('writes nothing when one row is invalid, and says which row and field', async () => {
    const response = await upload(
      csv('QW12;Lien;Claeys;;;;;;', 'ZZ99;Piet;;;;;;;', 'AB12;Jan;Maes;;;;;Atlantis;jan@'),
      true,
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Nothing imported: invalid rows 3, 4.');
    expect(body.invalid).toEqual([
      { row: 3, field: 'lastName', reason: 'required', message: expect.any(String) },
      { row: 4, field: 'country', reason: 'unknownCountry', message: expect.any(String) },
      { row: 4, field: 'email', reason: 'invalidEmail', message: expect.any(String) },
    ]);
    expect(await memberCount()).toBe(2);
    expect(await notificationCount()).toBe(0);
  });

  it('flags a tribe number that appears twice', async () => {
    const body = (await upload(csv('QW12;Lien;Claeys;;;;;;', 'qw12;Lien;Claeys;;;;;;'), false)).json();
    expect(body.invalid).toEqual([
      { row: 3, field: 'tribeNumber', reason: 'duplicateInFile', message: expect.any(String) },
    ]);
  });

  it('reads comma-separated CSV with BOM and English headers', async () => {
    const bytes = Buffer.from(
      '\uFEFFtribeNumber,firstName,lastName,city\nQW12,Lien,Claeys,Roeselare\n',
      'utf8',
    );
    expect((await upload(bytes, false)).json().counts).toEqual({
      new: 1,
      changed: 0,
      unchanged: 0,
      invalid: 0,
    });
  });

  it('reads .xlsx by its content', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leden');
    sheet.addRow(['Stamnummer', 'Voornaam', 'Achternaam', 'Gemeente']);
    sheet.addRow(['QW12', 'Lien', 'Claeys', 'Roeselare']);
    sheet.addRow(['CD34', 'Els', 'Desmet', 'Ieper']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await upload(bytes, false, 'leden.bin')).json().counts).toEqual({
      new: 1,
      changed: 1,
      unchanged: 0,
      invalid: 0,
    });
  });

  it.each([
    ['a PDF named .csv', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'notSpreadsheet'],
    ['an empty file', Buffer.alloc(0), 'empty'],
    ['a header without required columns', Buffer.from('naam;gemeente\nJan;Brugge\n'), 'missingColumns'],
    ['a header only', Buffer.from(`${HEADER}\r\n`), 'empty'],
    ['binary that is not UTF-8', Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00, 0x42]), 'notSpreadsheet'],
  ])('answers 400 for %s and writes nothing', async (_label, bytes, reason) => {
    const response = await upload(bytes, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, reason, error: expect.any(String) });
    expect(await memberCount()).toBe(2);
  });

  it('answers 400 for a file over 10 MB', async () => {
    const big = Buffer.concat([csv('QW12;Lien;Claeys;;;;;;'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const response = await upload(big, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe('tooLarge');
  });

  it('answers 400 without the file or without persist', async () => {
    const wrongField = await ctx.api({
      method: 'PUT',
      url: '/api/backoffice/Members/import?persist=false',
      ...multipart(file(), 'x.csv', 'other'),
    });
    expect(wrongField.json()).toMatchObject({ statusCode: 400, field: 'formFile' });
    const noPersist = await ctx.api({
      method: 'PUT',
      url: '/api/backoffice/Members/import',
      ...multipart(file(), 'x.csv'),
    });
    expect(noPersist.json()).toMatchObject({ statusCode: 400, field: 'persist' });
  });

  it('imports a 10,000-row file', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `T${i};Voornaam${i};Achternaam${i};Kerkstraat;${i};8000;Brugge;BE;lid${i}@example.be`,
    );
    const preview = (await upload(csv(...rows), false)).json();
    expect(preview.counts).toEqual({ new: 10_000, changed: 0, unchanged: 0, invalid: 0 });
    const applied = await upload(csv(...rows), true);
    expect(applied.json().persisted).toBe(true);
    expect(await memberCount()).toBe(10_002);
  }, 120_000);

  it('serves the template in both formats', async () => {
    const template = await ctx.api({
      method: 'GET',
      url: '/api/backoffice/Members/import/template?format=csv',
    });
    expect(template.rawPayload.toString('utf8')).toBe(
      '\uFEFFstamnummer;voornaam;achternaam;straat;nummer;bus;postcode;gemeente;land;email;telefoon;gsm;fax;website\r\n',
    );
    expect(
      (await ctx.api({ method: 'GET', url: '/api/backoffice/Members/import/template?format=pdf' }))
        .statusCode,
    ).toBe(400);
  });
});
