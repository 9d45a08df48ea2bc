/**
 * Formula-safe spreadsheets (docs/decisions.md "Exports never carry a formula"): text that a
 * spreadsheet would run as a formula leaves every export with a leading quote, numbers stay numbers,
 * and an export imported again changes nothing.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema';
import { writeCsv, writeXlsx } from '../../server/src/services/spreadsheets/write';
import { backends, createTestContext, type TestContext } from './context';

const HYPERLINK = '=HYPERLINK("http://x.example","x")';
const COMMAND = "+cmd|' /C calc'!A0";
const SUM = '@SUM(1+1)';
const PHONE = '050 12 34 56';

const readCsv = (bytes: Buffer): string[][] => parse(bytes, { bom: true, delimiter: ';' });

async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe('the shared sheet writer', () => {
  const header = ['tekst', 'getal'];
  const rows = [
    ['-12', -12],
    ['-1,5', -1.5],
    ['-1+2', 3],
    ['\tverborgen', 0],
    ['\rterug', 0],
    ["'t Hoekske", 0],
  ];

  it('quotes text that starts a formula in CSV; text that is only a number stays', () => {
    expect(readCsv(writeCsv(header, rows)).slice(1)).toEqual([
      ['-12', '-12'],
      ['-1,5', '-1,5'],
      ["'-1+2", '3'],
      ["'\tverborgen", '0'],
      ["'\rterug", '0'],
      ["'t Hoekske", '0'],
    ]);
  });

  it('quotes such text in .xlsx too, while numbers stay number cells', async () => {
    const sheet = await readXlsx(await writeXlsx('Blad', header, rows));
    expect(sheet.getColumn(1).values.slice(2)).toEqual([
      '-12',
      '-1,5',
      "'-1+2",
      "'\tverborgen",
      // XML turns a carriage return into a line feed; the quote before it is what matters.
      expect.stringMatching(/^'\sterug$/),
      "'t Hoekske",
    ]);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B2').value).toBe(-12);
    expect(sheet.getCell('A4').type).toBe(ExcelJS.ValueType.String);
  });
});

describe.each(backends)('member export and import of formula-like text on %s', (backend) => {
  let ctx: TestContext;
  const exportMembers = async (format: 'csv' | 'xlsx') =>
    (
      await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Members/export',
        payload: { searchString: 'FX01', format },
      })
    ).rawPayload;
  const importFile = (bytes: Buffer, fileName: string, persist: boolean) => {
    const boundary = '----clubbeheer';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="formFile"; filename="${fileName}"\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/import?persist=${persist}`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db
      .insert(members)
      .values({ tribeNumber: 'FX01', firstName: HYPERLINK, lastName: COMMAND, phoneNumber: SUM });
  });
  afterAll(() => ctx.close());

  it('writes the CSV export with the formulas quoted', async () => {
    const [header, member] = readCsv(await exportMembers('csv'));
    const cell = (name: string) => member[header.indexOf(name)];
    expect(cell('stamnummer')).toBe('FX01');
    expect(cell('voornaam')).toBe(`'${HYPERLINK}`);
    expect(cell('achternaam')).toBe(`'${COMMAND}`);
    expect(cell('telefoon')).toBe(`'${SUM}`);
  });

  it('writes the .xlsx export with the formulas quoted, as text cells', async () => {
    const sheet = await readXlsx(await exportMembers('xlsx'));
    const row = sheet.getRow(2);
    expect([row.getCell(2).value, row.getCell(3).value, row.getCell(11).value]).toEqual([
      `'${HYPERLINK}`,
      `'${COMMAND}`,
      `'${SUM}`,
    ]);
    for (const column of [2, 3, 11]) expect(row.getCell(column).type).toBe(ExcelJS.ValueType.String);
  });

  it.each([
    ['csv', 'leden.csv'],
    ['xlsx', 'leden.xlsx'],
  ] as const)('imports its own %s export as unchanged, the quote removed again', async (format, fileName) => {
    // The import checks phone numbers as the API does, so the round trip carries a real one.
    await ctx.database.db.update(members).set({ phoneNumber: PHONE });
    const bytes = await exportMembers(format);
    const preview = (await importFile(bytes, fileName, false)).json();
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: 1, invalid: 0 });
    expect((await importFile(bytes, fileName, true)).json()).toMatchObject({ persisted: true });
    const [stored] = await ctx.database.db.select().from(members);
    expect(stored).toMatchObject({ firstName: HYPERLINK, lastName: COMMAND, phoneNumber: PHONE });
  });
});
