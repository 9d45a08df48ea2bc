/**
 * PUT /Members/import (issue B): preview, all-or-nothing persist, file checks (zip bombs judged from the
 * zip directory), a 10,000-row file.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, countries, members, notifications } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';
import { endlessUpload, FORM_CONTENT_TYPE, filePartHead } from './formData';
import { manyParts, sheetBomb, understateSize } from './zipBombs';

const HEADER = 'stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land;email';

const xlsx = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

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

  it('writes nothing when one row is invalid, and says which row (with its member) and field', async () => {
    const response = await upload(
      csv('QW12;Lien;Claeys;;;;;;', 'ZZ99;Piet;;;;;;;', 'AB12;Jan;Maes;;;;;Atlantis;jan@'),
      true,
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Nothing imported: invalid rows 3, 4.');
    // Rows are counted, not problems: row 4 has two.
    expect(body.counts.invalid).toBe(2);
    expect(body.invalid).toEqual([
      {
        row: 3,
        tribeNumber: 'ZZ99',
        name: 'Piet',
        field: 'lastName',
        reason: 'required',
        message: expect.any(String),
      },
      {
        row: 4,
        tribeNumber: 'AB12',
        name: 'Jan Maes',
        field: 'country',
        reason: 'unknownCountry',
        message: expect.any(String),
      },
      {
        row: 4,
        tribeNumber: 'AB12',
        name: 'Jan Maes',
        field: 'email',
        reason: 'invalidEmail',
        message: expect.any(String),
      },
    ]);
    expect(await memberCount()).toBe(2);
    expect(await notificationCount()).toBe(0);
  });

  it('checks postcodes, phones and websites as the member form does, and stores them formatted', async () => {
    const header = 'stamnummer;voornaam;achternaam;postcode;gemeente;land;telefoon;website';
    const sheet = (...lines: string[]) => Buffer.from([header, ...lines].join('\r\n'), 'utf8');
    const refused = await upload(
      sheet(
        'QW12;Lien;Claeys;abc;Brugge;BE;050 12 34 56;',
        'QW13;Piet;Peeters;8000;Brugge;BE;xx;javascript:alert(1)',
      ),
      false,
    );
    expect(refused.json().invalid).toEqual([
      expect.objectContaining({ row: 2, field: 'zipcode', reason: 'invalidZipcode' }),
      expect.objectContaining({ row: 3, field: 'phoneNumber', reason: 'invalidPhone' }),
      expect.objectContaining({ row: 3, field: 'website', reason: 'invalidWebsite' }),
    ]);
    const accepted = await upload(sheet('QW14;An;Claeys;8000;Brugge;BE;050123456;www.claeys.be'), true);
    expect(accepted.statusCode).toBe(200);
    const [stored] = await ctx.database.db.select().from(members).where(eq(members.tribeNumber, 'QW14'));
    expect(stored).toMatchObject({ phoneNumber: '050 12 34 56', website: 'https://www.claeys.be' });
  });

  describe('empty cells', () => {
    const FULL = 'stamnummer;voornaam;achternaam;straat;nummer;bus;gemeente;telefoon;email';
    const sheet = (...lines: string[]) => Buffer.from([FULL, ...lines].join('\r\n'), 'utf8');
    const uploadWith = (bytes: Buffer, persist: boolean, clearEmpty?: boolean) =>
      ctx.api({
        method: 'PUT',
        url: `/api/backoffice/Members/import?persist=${persist}${clearEmpty === undefined ? '' : `&clearEmpty=${clearEmpty}`}`,
        ...multipart(bytes, 'leden.csv'),
      });
    /** Jan Maes as stored: his contact columns and his address. */
    const stored = async () => {
      const [member] = await ctx.database.db.select().from(members).where(eq(members.tribeNumber, 'AB12'));
      const [address] = await ctx.database.db
        .select()
        .from(addresses)
        .where(eq(addresses.id, member.addressId as number));
      return { contact: member, address };
    };
    beforeEach(async () => {
      const filled = await uploadWith(
        sheet('AB12;Jan;Maes;Zeedijk;5;B2;Oostende;059 12 34 56;jan@telenet.be'),
        true,
      );
      expect(filled.json().persisted).toBe(true);
    });
    // An existing member whose bus, phone and email cells are empty, and a new member likewise.
    const emptied = () => sheet('AB12;Jan;Maes;Zeedijk;7;;Oostende;;', 'QW12;Lien;Claeys;;;;;;');

    it('leave the stored values by default, and are not shown as changes', async () => {
      const body = (await uploadWith(emptied(), false)).json();
      expect(body.counts).toEqual({ new: 1, changed: 1, unchanged: 0, invalid: 0 });
      expect(body.changed[0].changes).toEqual([{ field: 'number', old: '5', new: '7' }]);
      expect((await uploadWith(emptied(), true, false)).json().persisted).toBe(true);
      const member = await stored();
      expect(member.address).toMatchObject({ number: '7', box: 'B2', street: 'Zeedijk' });
      expect(member.contact).toMatchObject({ phoneNumber: '059 12 34 56', email: 'jan@telenet.be' });
    });

    it('clear them with clearEmpty=true, listed as changes to empty', async () => {
      const body = (await uploadWith(emptied(), false, true)).json();
      expect(body.counts).toEqual({ new: 1, changed: 1, unchanged: 0, invalid: 0 });
      expect(body.changed[0].changes).toEqual([
        { field: 'number', old: '5', new: '7' },
        { field: 'box', old: 'B2', new: '' },
        { field: 'email', old: 'jan@telenet.be', new: '' },
        { field: 'phoneNumber', old: '059 12 34 56', new: '' },
      ]);
      expect((await uploadWith(emptied(), true, true)).json().persisted).toBe(true);
      const member = await stored();
      expect(member.address).toMatchObject({ number: '7', box: '', street: 'Zeedijk' });
      expect(member.contact).toMatchObject({ phoneNumber: '', email: '' });
    });

    it('keep a stored name by default, and make it required with clearEmpty=true', async () => {
      const noName = sheet('AB12;;Maes;Zeedijk;5;B2;Oostende;059 12 34 56;jan@telenet.be');
      expect((await uploadWith(noName, false)).json().counts).toMatchObject({ unchanged: 1, invalid: 0 });
      expect((await uploadWith(noName, false, true)).json().invalid).toEqual([
        expect.objectContaining({ row: 2, field: 'firstName', reason: 'required' }),
      ]);
    });

    it('refuse a clearEmpty that is not a boolean', async () => {
      const response = await uploadWith(emptied(), false, 'maybe' as unknown as boolean);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false, field: 'clearEmpty' });
    });
  });

  it('flags a tribe number that appears twice', async () => {
    const body = (await upload(csv('QW12;Lien;Claeys;;;;;;', 'qw12;Lien;Claeys;;;;;;'), false)).json();
    expect(body.invalid).toEqual([
      expect.objectContaining({ row: 3, field: 'tribeNumber', reason: 'duplicateInFile' }),
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

  const storedNames = async () =>
    (await ctx.database.db.select().from(members))
      .map((member) => `${member.tribeNumber} ${member.firstName} ${member.lastName}`)
      .sort();

  it('reads a CSV that Belgian Excel saved as Windows-1252, names intact', async () => {
    const text = `${HEADER}\r\nQW12;Hélène;Noël;;;;;;\r\nZZ99;Zoë;Müller-Çelik;;;;;;\r\n`;
    const bytes = iconv.encode(text, 'windows-1252');
    expect(bytes.includes(Buffer.from('é', 'utf8'))).toBe(false);
    const response = await upload(bytes, true);
    expect(response.statusCode).toBe(200);
    expect(response.json().new).toEqual([
      { row: 2, tribeNumber: 'QW12', name: 'Hélène Noël' },
      { row: 3, tribeNumber: 'ZZ99', name: 'Zoë Müller-Çelik' },
    ]);
    expect(await storedNames()).toEqual([
      'AB12 Jan Maes',
      'CD34 Els Desmet',
      'QW12 Hélène Noël',
      'ZZ99 Zoë Müller-Çelik',
    ]);
  });

  it.each([
    ['UTF-16LE', 'utf-16le', [0xff, 0xfe]],
    ['UTF-16BE', 'utf-16be', [0xfe, 0xff]],
  ] as const)(
    'reads Unicode text (%s with BOM, tab separated) as Excel saves it',
    async (_label, encoding, bom) => {
      const text = [
        'stamnummer\tvoornaam\tachternaam\tgemeente',
        'QW12\tHélène\tNoël\tSint-Niklaas',
        'AB12\tJan\tMaes\tOostende',
        '',
      ];
      const bytes = Buffer.concat([Buffer.from(bom), iconv.encode(text.join('\r\n'), encoding)]);
      const response = await upload(bytes, true, 'leden.txt');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ persisted: true, counts: { new: 1, changed: 1, invalid: 0 } });
      expect(response.json().changed[0].changes).toEqual([{ field: 'city', old: '', new: 'Oostende' }]);
      expect(await storedNames()).toContain('QW12 Hélène Noël');
    },
  );

  it('reads UTF-8 without BOM with accents, and a tab-separated UTF-8 file', async () => {
    const semicolons = Buffer.from(`${HEADER}\nQW12;Zoë;Noël;;;;;;\n`, 'utf8');
    expect((await upload(semicolons, false)).json().new).toEqual([
      { row: 2, tribeNumber: 'QW12', name: 'Zoë Noël' },
    ]);
    const tabs = Buffer.from('tribeNumber\tfirstName\tlastName\nQW12\tZoë\tNoël\n', 'utf8');
    expect((await upload(tabs, false)).json().new).toEqual([
      { row: 2, tribeNumber: 'QW12', name: 'Zoë Noël' },
    ]);
  });

  it('reads .xlsx by its content', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leden');
    sheet.addRow(['Stamnummer', 'Voornaam', 'Achternaam', 'Gemeente']);
    sheet.addRow(['QW12', 'Lien', 'Claeys', 'Roeselare']);
    sheet.addRow(['CD34', 'Els', 'Desmet', 'Ieper']);
    expect((await upload(await xlsx(workbook), false, 'leden.bin')).json().counts).toEqual({
      new: 1,
      changed: 1,
      unchanged: 0,
      invalid: 0,
    });
  });

  it('reads the first worksheet of an .xlsx as it streams, rows numbered as in the spreadsheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leden');
    sheet.addRow(['Stamnummer', 'Voornaam', 'Achternaam', 'Gemeente']);
    sheet.addRow(['QW12', 'Lien', 'Claeys', 'Roeselare']);
    sheet.addRow([]);
    sheet.addRow(['ZZ99', 'Piet', 'Peeters', 'Tielt']);
    workbook.addWorksheet('Notities').addRow(['stamnummer', 'voornaam', 'achternaam']);
    const body = (await upload(await xlsx(workbook), false, 'leden.xlsx')).json();
    expect(body.new).toEqual([
      { row: 2, tribeNumber: 'QW12', name: 'Lien Claeys' },
      { row: 4, tribeNumber: 'ZZ99', name: 'Piet Peeters' },
    ]);
  });

  it('takes 20,000 data rows, blank rows not counted', async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `T${i};Voornaam;Achternaam;;;;;;${i % 2 ? '\r\n;;' : ''}`,
    );
    const response = await upload(csv(...rows), false);
    expect(response.statusCode).toBe(200);
    expect(response.json().counts.new).toBe(20_000);
  }, 60_000);

  it.each([
    [
      'a CSV',
      async () => csv(...Array.from({ length: 20_001 }, (_, i) => `T${i};Voornaam;Achternaam;;;;;;`)),
    ],
    [
      'an .xlsx',
      async () => {
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('Leden');
        sheet.addRow(['stamnummer', 'voornaam', 'achternaam']);
        for (let i = 0; i < 20_001; i++) sheet.addRow([`T${i}`, 'Voornaam', 'Achternaam']);
        return xlsx(workbook);
      },
    ],
  ])(
    'refuses %s of 20,001 data rows (tooManyRows), writing nothing',
    async (_label, build) => {
      const response = await upload(await build(), true, 'leden.bin');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        isSuccess: false,
        field: 'formFile',
        reason: 'tooManyRows',
        error: 'The file has more than 20,000 data rows; at most 20,000 can be imported.',
        limit: 20_000,
        measure: 'rows',
      });
      expect(await memberCount()).toBe(2);
      expect(await notificationCount()).toBe(0);
    },
    60_000,
  );

  it('refuses an .xlsx whose sheet unpacks to more than its zip directory says', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leden');
    sheet.addRow(['stamnummer', 'voornaam', 'achternaam']);
    for (let i = 0; i < 100; i++) sheet.addRow([`T${i}`, 'Voornaam', 'Achternaam']);
    const bytes = understateSize(await xlsx(workbook), 'xl/worksheets/sheet1.xml', 100);
    const response = await upload(bytes, true, 'leden.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'formFile', reason: 'notSpreadsheet' });
    expect(await memberCount()).toBe(2);
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

  it('names the missing columns of a refused file', async () => {
    const response = await upload(Buffer.from('voornaam;gemeente\nJan;Brugge\n'), false);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      reason: 'missingColumns',
      columns: ['stamnummer', 'achternaam'],
    });
  });

  it('answers 400 once 10 MB have passed, without waiting for the rest of the upload', async () => {
    const endless = endlessUpload(filePartHead('formFile', 'leden.csv'), 11 * 1024 * 1024);
    const response = await ctx.api({
      method: 'PUT',
      url: '/api/backoffice/Members/import?persist=false',
      payload: endless,
      headers: { 'content-type': FORM_CONTENT_TYPE },
    });
    endless.destroy();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'formFile',
      reason: 'tooLarge',
      limit: 10,
      measure: 'fileSize',
    });
    expect(await memberCount()).toBe(2);
  });

  it('answers 400 for a file over 10 MB', async () => {
    const big = Buffer.concat([csv('QW12;Lien;Claeys;;;;;;'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const response = await upload(big, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe('tooLarge');
  });

  it.each([
    ['a sheet that unpacks to 258 times its size', () => sheetBomb(100_000), 'zipBomb', 100, 'ratio'],
    ['a zip of more than 1,000 parts', () => manyParts(1_001, 1), 'zipBomb', 1_000, 'parts'],
    [
      'a zip that unpacks to more than 64 MB',
      () => manyParts(70, 1024 * 1024 - 1),
      'tooLarge',
      64,
      'unpackedSize',
    ],
  ])('refuses %s from its zip directory, writing nothing', async (_label, build, reason, limit, measure) => {
    const response = await upload(await build(), true, 'leden.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      isSuccess: false,
      field: 'formFile',
      reason,
      error: expect.any(String),
      limit,
      measure,
    });
    expect(await memberCount()).toBe(2);
    expect(await notificationCount()).toBe(0);
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
    expect(applied.json(), applied.body.slice(0, 300)).toMatchObject({ persisted: true });
    expect(await memberCount()).toBe(10_002);
  }, 120_000);

  it('serves the template in both formats', async () => {
    const template = await ctx.api({
      method: 'GET',
      url: '/api/backoffice/Members/import/template?format=csv',
    });
    expect(template.rawPayload.toString('utf8')).toBe(
      '\uFEFFstamnummer;voornaam;achternaam;straat;nummer;bus;postcode;gemeente;land;email;telefoon;gsm;fax;website;revue;soort lid;taal\r\n',
    );
    expect(
      (await ctx.api({ method: 'GET', url: '/api/backoffice/Members/import/template?format=pdf' }))
        .statusCode,
    ).toBe(400);
  });
});
