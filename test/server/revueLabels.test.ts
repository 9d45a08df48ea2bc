/**
 * The revue's address labels (issue I2), read back with pdf.js: the sheets of the table add up to A4,
 * 1,000 copies take the pages they must on each sheet, the first label holds the first household of
 * the mailing, `startAt` skips used labels, and a very long name shrinks and wraps inside its label.
 */
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, countries, members, revueRecipients } from '../../server/src/db/schema';
import { LABEL_SHEETS } from '../../server/src/schemas/constants';
import { listPublishPeriods } from '../../server/src/services/adverts/periods';
import { backends, createTestContext, type TestContext } from './context';

const MM = 72 / 25.4;
const A4_HEIGHT = 297 * MM;

/** The text items of every page of `pdf`, with pdf.js's page count. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: TextItem[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== ''));
  }
  await pdf.destroy();
  return { pageCount: pdf.numPages, pages };
}

/** The label (column, row) of `sheet` whose area holds the point x, y (PDF user space, y up). */
function labelAt(sheet: (typeof LABEL_SHEETS)[number], x: number, y: number) {
  const fromTop = (A4_HEIGHT - y) / MM;
  const column = Math.floor((x / MM - sheet.left) / sheet.pitchX);
  const row = Math.floor((fromTop - sheet.top) / sheet.pitchY);
  return { column, row };
}

describe('the label sheets', () => {
  it.each(LABEL_SHEETS.map((sheet) => [sheet.id, sheet] as const))(
    '%s adds up to an A4 sheet',
    (_id, sheet) => {
      expect(sheet.left * 2 + (sheet.columns - 1) * sheet.pitchX + sheet.width).toBeCloseTo(210, 6);
      expect(sheet.top * 2 + (sheet.rows - 1) * sheet.pitchY + sheet.height).toBeCloseTo(297, 6);
      expect(sheet.pitchX).toBeGreaterThanOrEqual(sheet.width);
      expect(sheet.pitchY).toBeGreaterThanOrEqual(sheet.height);
    },
  );

  it('has the sheets the club asked for, as their makers measure them', () => {
    const byId = Object.fromEntries(LABEL_SHEETS.map((sheet) => [sheet.id, sheet]));
    expect(byId.L7160).toMatchObject({ columns: 3, rows: 7, width: 63.5, height: 38.1 });
    expect(byId.L7163).toMatchObject({ columns: 2, rows: 7, width: 99.1, height: 38.1 });
    expect(byId['3475']).toMatchObject({ columns: 3, rows: 8, width: 70, height: 36, top: 4.5, left: 0 });
  });
});

describe.each(backends)('labels of an issue of 1,000 copies on %s', (backend) => {
  let ctx: TestContext;
  const issue = listPublishPeriods().at(-1)?.date as string;
  const labels = (query: string) =>
    ctx.api({ method: 'GET', url: `/api/backoffice/Revue/mailing/labels?date=${issue}&${query}` });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const { db } = ctx.database;
    await db.insert(countries).values([{ id: 1, name: 'België', twoLetterCode: 'BE' }]);
    // 997 households in 8000 Brugge and one in 1000 Brussel, which goes first; a recipient of 2 copies.
    const streets = Array.from({ length: 997 }, (_, i) => ({
      street: 'Kerkstraat',
      number: String(i + 1),
      zipcode: '8000',
      city: 'Brugge',
      countryId: 1,
    }));
    const addressIds = await db
      .insert(addresses)
      .values([
        { street: 'Abdijstraat', number: '1', zipcode: '1000', city: 'Brussel', countryId: 1 },
        ...streets,
      ])
      .returning({ id: addresses.id });
    await db.insert(members).values(
      addressIds.map(({ id }, i) => ({
        firstName: i === 0 ? 'Anna' : `Lid${i}`,
        lastName: i === 0 ? 'Aerts' : 'Maes',
        tribeNumber: `T${i}`,
        addressId: id,
      })),
    );
    await db.insert(revueRecipients).values({
      name: 'Belgische Ornithologische Unie vzw',
      street: 'Vogelzangstraat',
      number: '18',
      zipcode: '9000',
      city: 'Gent',
      countryId: 1,
      copies: 2,
    });
  });
  afterAll(() => ctx.close());

  it.each([
    ['L7160', 48],
    ['L7163', 72],
    ['3475', 42],
  ])('prints the 1,000 copies on %s over %i pages, the first household first', async (sheetId, pages) => {
    const response = await labels(`sheet=${sheetId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="revue-${issue}-etiketten-${sheetId}.pdf"`,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(pages);
    const first = pdf.pages[0] ?? [];
    expect(first.slice(0, 3).map((item) => item.str)).toEqual([
      'Anna Aerts',
      'Abdijstraat 1',
      '1000 Brussel',
    ]);
    const sheet = LABEL_SHEETS.find((candidate) => candidate.id === sheetId) as (typeof LABEL_SHEETS)[number];
    const [x, y] = [first[0]?.transform[4] as number, first[0]?.transform[5] as number];
    expect(labelAt(sheet, x, y)).toEqual({ column: 0, row: 0 });
    const labelsOnPage = sheet.columns * sheet.rows;
    expect(pdf.pages.flat().filter((item) => /^\d{4} /.test(item.str))).toHaveLength(1000);
    expect(pdf.pages[0]?.filter((item) => /^\d{4} /.test(item.str))).toHaveLength(labelsOnPage);
  });

  it('starts at the first free label of the first sheet and says so when it lies beyond the sheet', async () => {
    const pdf = await readPdf((await labels('sheet=L7160&startAt=5')).rawPayload);
    const first = pdf.pages[0]?.[0] as TextItem;
    expect(first.str).toBe('Anna Aerts');
    const sheet = LABEL_SHEETS[0];
    expect(labelAt(sheet, first.transform[4], first.transform[5])).toEqual({ column: 1, row: 1 });
    expect(pdf.pages[0]?.filter((item) => /^\d{4} /.test(item.str))).toHaveLength(17);
    expect(pdf.pageCount).toBe(48);
    expect((await readPdf((await labels('sheet=L7160&startAt=19')).rawPayload)).pageCount).toBe(49);

    const beyond = await labels('sheet=L7160&startAt=22');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ field: 'startAt', reason: 'beyondSheet', limit: 21 });
    expect((await labels('sheet=3475&startAt=24')).statusCode).toBe(200);
    const trial = await readPdf((await labels('sheet=L7160&startAt=5&outlines=true')).rawPayload);
    expect(trial.pageCount).toBe(48);
    expect(trial.pages[0]?.[0]?.str).toBe('Anna Aerts');
    expect((await labels('sheet=3475&startAt=0')).json()).toMatchObject({ field: 'startAt' });
    expect((await labels('sheet=A4')).json()).toMatchObject({ field: 'sheet' });
  });

  it('shrinks and wraps a very long name inside its label: nothing is cut off', async () => {
    const { db } = ctx.database;
    const long = `${'Koninklijke Vereniging der Vrienden van de Grasparkiet en andere Parkieten'} van West-Vlaanderen vzw`;
    const [recipient] = await db
      .insert(revueRecipients)
      .values({
        name: `${long} ${'Afdeling Noord'.repeat(2)}`.slice(0, 120),
        street: 'Grote Markt',
        number: '1',
        zipcode: '1000',
        city: 'Brussel',
        countryId: 1,
        copies: 1,
      })
      .returning({ id: revueRecipients.id });
    for (const sheet of LABEL_SHEETS) {
      const pdf = await readPdf((await labels(`sheet=${sheet.id}`)).rawPayload);
      const items = pdf.pages[0] ?? [];
      for (const item of items) {
        const [x, y] = [item.transform[4], item.transform[5]];
        const { column, row } = labelAt(sheet, x, y);
        const left = (sheet.left + column * sheet.pitchX) * MM;
        const top = A4_HEIGHT - (sheet.top + row * sheet.pitchY) * MM;
        expect(x).toBeGreaterThanOrEqual(left);
        expect(x + item.width).toBeLessThanOrEqual(left + sheet.width * MM);
        expect(y).toBeLessThanOrEqual(top);
        expect(y - item.height * 0.25).toBeGreaterThanOrEqual(top - sheet.height * MM);
      }
      const text = items.map((item) => item.str).join(' ');
      expect(text.replace(/\s+/g, ' ')).toContain('Koninklijke Vereniging der Vrienden van de Grasparkiet');
    }
    await db.delete(revueRecipients).where(eq(revueRecipients.id, recipient.id));
  });

  it('keeps a name that fits once it is a little smaller on one line, hyphen and all', async () => {
    const { db } = ctx.database;
    const name = 'Vogelvrienden Zeeuws-Vlaanderen vzw';
    const [recipient] = await db
      .insert(revueRecipients)
      .values({
        name,
        street: 'Markt',
        number: '7',
        zipcode: '1000',
        city: 'Brussel',
        countryId: 1,
        copies: 1,
      })
      .returning({ id: revueRecipients.id });
    for (const sheet of LABEL_SHEETS) {
      const items = (await readPdf((await labels(`sheet=${sheet.id}`)).rawPayload)).pages[0] ?? [];
      const line = items.find((item) => item.str.startsWith('Vogelvrienden'));
      expect(line?.str).toBe(name);
      expect(line?.height).toBeGreaterThanOrEqual(6);
    }
    await db.delete(revueRecipients).where(eq(revueRecipients.id, recipient.id));
  });
});
