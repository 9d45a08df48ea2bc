/**
 * Ring orders API (issue F, docs/api/orders.md): list newest first with paging and required
 * parameters, total, detail, lines, delete with its lines, and the summary per ring year and size
 * with its CSV/.xlsx export. Expected numbers are computed from the rows the test inserts.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, members, orderLines, orders, rings } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';

interface Line {
  ring: keyof typeof RINGS;
  quantity: number;
  unitPriceCents: number;
}
interface SeedOrder {
  key: string;
  member: 'jan' | 'els';
  orderDate: string;
  remark?: string;
  lines: Line[];
}

const RINGS = {
  r2025s40: { year: 2025, sizeTenthMm: 40, priceCents: 35 },
  r2026s40: { year: 2026, sizeTenthMm: 40, priceCents: 40 },
  r2026s45: { year: 2026, sizeTenthMm: 45, priceCents: 45 },
  r2026s50: { year: 2026, sizeTenthMm: 50, priceCents: 50 },
};

/** C's unit price differs from today's catalogue price: the order keeps the price it was placed at. */
const ORDERS: SeedOrder[] = [
  {
    key: 'A',
    member: 'jan',
    orderDate: '2026-03-01T10:00:00.000Z',
    remark: 'Graag meebrengen naar de vergadering.',
    lines: [
      { ring: 'r2026s40', quantity: 50, unitPriceCents: 40 },
      { ring: 'r2026s45', quantity: 10, unitPriceCents: 45 },
    ],
  },
  {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Brussels.
    key: 'B',
    member: 'els',
    orderDate: '2026-03-01T23:30:00.000Z',
    lines: [
      { ring: 'r2025s40', quantity: 5, unitPriceCents: 35 },
      { ring: 'r2026s40', quantity: 20, unitPriceCents: 40 },
    ],
  },
  {
    key: 'C',
    member: 'jan',
    orderDate: '2026-02-10T09:00:00.000Z',
    lines: [{ ring: 'r2026s45', quantity: 15, unitPriceCents: 42 }],
  },
  { key: 'D', member: 'els', orderDate: '2026-01-05T12:00:00.000Z', lines: [] },
  {
    key: 'E',
    member: 'jan',
    orderDate: '2026-03-05T08:00:00.000Z',
    lines: [{ ring: 'r2025s40', quantity: 10, unitPriceCents: 35 }],
  },
];

const NAMES = { jan: 'Jan Maes', els: 'Els Desmet' };
const TRIBES = { jan: 'KX27', els: 'BR04' };
const lineTotal = (line: Line) => line.quantity * line.unitPriceCents;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const newestFirst = [...ORDERS].sort((a, b) => b.orderDate.localeCompare(a.orderDate));

describe.each(backends)('ring orders on %s', (backend) => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};
  const ringIds = {} as Record<keyof typeof RINGS, number>;
  const memberIds = { jan: 0, els: 0 };

  /** The wire order of docs/api/orders.md for a seeded order, computed from its lines. */
  const expected = (order: SeedOrder) => ({
    id: ids[order.key],
    memberId: memberIds[order.member],
    name: NAMES[order.member],
    tribeNumber: TRIBES[order.member],
    orderDate: order.orderDate,
    ringCount: sum(order.lines.map((line) => line.quantity)),
    totalCents: sum(order.lines.map(lineTotal)),
    remark: order.remark ?? '',
    // No dues run in these tests: nothing to tell (test/server/dues.test.ts covers it).
    duesPaid: null,
  });
  /** Its lines on the wire: by ring year (newest first), then size. */
  const expectedLines = (order: SeedOrder) =>
    order.lines
      .map((line) => ({
        id: expect.any(Number),
        ringId: ringIds[line.ring],
        year: RINGS[line.ring].year,
        sizeMm: RINGS[line.ring].sizeTenthMm / 10,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        totalCents: lineTotal(line),
      }))
      .sort((a, b) => b.year - a.year || a.sizeMm - b.sizeMm);

  const get = (url: string) => ctx.api({ method: 'GET', url: `/api/backoffice${url}` });
  const post = (url: string, payload: unknown) =>
    ctx.api({ method: 'POST', url: `/api/backoffice${url}`, payload: payload as object });
  const lineRows = async () => (await ctx.database.db.select().from(orderLines)).length;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const { db } = ctx.database;
    const [address] = await db
      .insert(addresses)
      .values({ street: 'Kerkstraat', number: '12', zipcode: '8000', city: 'Brugge' })
      .returning();
    const [jan, els] = await db
      .insert(members)
      .values([
        { firstName: 'Jan', lastName: 'Maes', tribeNumber: 'KX27', addressId: address.id },
        { firstName: 'Els', lastName: 'Desmet', tribeNumber: 'BR04', isActive: false },
      ])
      .returning();
    Object.assign(memberIds, { jan: jan.id, els: els.id });
    for (const [key, ring] of Object.entries(RINGS)) {
      const [row] = await db.insert(rings).values(ring).returning();
      ringIds[key as keyof typeof RINGS] = row.id;
    }
    for (const order of ORDERS) {
      const [row] = await db
        .insert(orders)
        .values({
          memberId: memberIds[order.member],
          orderDate: new Date(order.orderDate),
          remark: order.remark ?? '',
        })
        .returning();
      ids[order.key] = row.id;
      if (order.lines.length > 0) {
        await db.insert(orderLines).values(
          order.lines.map((line) => ({
            orderId: row.id,
            ringId: ringIds[line.ring],
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
          })),
        );
      }
    }
  });
  afterAll(() => ctx.close());

  it('lists the orders newest first with member, tribe number, ring count and total, without lines', async () => {
    const response = await get('/Orders?take=100&skip=0&includeOrderlines=false');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(newestFirst.map(expected));
  });

  it('includes each order’s lines only when asked', async () => {
    const body = (await get('/Orders?take=100&skip=0&includeOrderlines=true')).json();
    expect(body).toEqual(
      newestFirst.map((order) => ({ ...expected(order), orderLines: expectedLines(order) })),
    );
  });

  it('pages with take and skip; the total counts every order', async () => {
    const pages = [];
    for (const skip of [0, 2, 4]) {
      const page = (await get(`/Orders?take=2&skip=${skip}&includeOrderlines=false`)).json();
      pages.push(...page.map((order: { id: number }) => order.id));
    }
    expect(pages).toEqual(newestFirst.map((order) => ids[order.key]));
    expect((await get('/Orders?take=2&skip=10&includeOrderlines=false')).json()).toEqual([]);
    expect((await get('/Orders/total')).json()).toBe(ORDERS.length);
    expect((await get('/Status')).json().orderQuantity).toBe(ORDERS.length);
  });

  it.each([
    ['/Orders?skip=0&includeOrderlines=true', 'take'],
    ['/Orders?take=10&includeOrderlines=true', 'skip'],
    ['/Orders?take=10&skip=0', 'includeOrderlines'],
    ['/Orders?take=10&skip=0&includeOrderLines=true', 'includeOrderlines'],
  ])('answers 400 naming the missing parameter for %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      isSuccess: false,
      error: `querystring: '${field}' is required`,
      field,
      reason: 'required',
    });
  });

  it.each([
    ['/Orders?take=-1&skip=0&includeOrderlines=true', 'take'],
    ['/Orders?take=1001&skip=0&includeOrderlines=true', 'take'],
    ['/Orders?take=10&skip=x&includeOrderlines=true', 'skip'],
    ['/Orders?take=10&skip=0&includeOrderlines=maybe', 'includeOrderlines'],
    ['/Orders?take=10&skip=0&includeOrderlines=true&from=1-3-2026', 'from'],
    ['/Orders/abc', 'id'],
    ['/Orders/1?includeOrderLines=maybe', 'includeOrderLines'],
  ])('answers 400 naming the malformed parameter for %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, field });
  });

  it.each([
    ['searchString=maes', ['E', 'A', 'C']],
    ['searchString=brugge', ['E', 'A', 'C']],
    ['searchString=br04', ['B', 'D']],
    ['from=2026-03-02', ['E', 'B']],
    ['to=2026-03-01', ['A', 'C', 'D']],
    ['from=2026-02-01&to=2026-03-01&searchString=jan', ['A', 'C']],
  ])('filters by member and by Brussels order day: %s', async (filter, keys) => {
    const body = (await get(`/Orders?take=100&skip=0&includeOrderlines=false&${filter}`)).json();
    expect(body.map((order: { id: number }) => order.id)).toEqual(keys.map((key) => ids[key]));
    expect((await get(`/Orders/total?${filter}`)).json()).toBe(keys.length);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await get('/Orders/total?from=2026-03-02&to=2026-03-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'to', reason: 'beforeStart' });
  });

  it('answers one order, with its lines only when asked', async () => {
    const a = ORDERS[0];
    expect((await get(`/Orders/${ids.A}`)).json()).toEqual(expected(a));
    expect((await get(`/Orders/${ids.A}?includeOrderLines=false`)).json()).toEqual(expected(a));
    expect((await get(`/Orders/${ids.A}?includeOrderLines=true`)).json()).toEqual({
      ...expected(a),
      orderLines: expectedLines(a),
    });
  });

  it('answers the lines of an order, [] for an order without lines', async () => {
    const b = ORDERS[1];
    expect((await get(`/Orders/${ids.B}/orderLines`)).json()).toEqual(expectedLines(b));
    expect((await get(`/Orders/${ids.D}/orderLines`)).json()).toEqual([]);
  });

  it.each([
    ['GET', '/Orders/999999'],
    ['GET', '/Orders/999999?includeOrderLines=true'],
    ['GET', '/Orders/999999/orderLines'],
    ['DELETE', '/Orders/999999'],
  ] as const)('answers 404 for %s %s', async (method, url) => {
    const response = await ctx.api({ method, url: `/api/backoffice${url}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, isSuccess: false });
  });

  it('deletes an order together with its lines, and only that order', async () => {
    const { db } = ctx.database;
    const [extra] = await db
      .insert(orders)
      .values({ memberId: memberIds.els, orderDate: new Date('2026-03-06T10:00:00Z') })
      .returning();
    await db.insert(orderLines).values([
      { orderId: extra.id, ringId: ringIds.r2026s40, quantity: 5, unitPriceCents: 40 },
      { orderId: extra.id, ringId: ringIds.r2026s50, quantity: 5, unitPriceCents: 50 },
    ]);
    const linesBefore = await lineRows();
    const ordersBefore = (await get('/Orders/total')).json();

    const response = await ctx.api({ method: 'DELETE', url: `/api/backoffice/Orders/${extra.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 200, isSuccess: true, error: null });
    expect(await lineRows()).toBe(linesBefore - 2);
    expect((await get('/Orders/total')).json()).toBe(ordersBefore - 1);
    expect((await get(`/Orders/${extra.id}`)).statusCode).toBe(404);
    expect(await lineRows()).toBe(sum(ORDERS.map((order) => order.lines.length)));
  });

  it('refuses a delete without the CSRF header and deletes nothing', async () => {
    const before = await lineRows();
    const response = await ctx.api({ method: 'DELETE', url: `/api/backoffice/Orders/${ids.A}`, csrf: false });
    expect(response.statusCode).toBe(403);
    expect((await get(`/Orders/${ids.A}`)).statusCode).toBe(200);
    expect(await lineRows()).toBe(before);
  });

  /** The summary of docs/api/orders.md for some seeded orders, computed here from their lines. */
  const expectedSummary = (keys: string[]) => {
    const chosen = ORDERS.filter((order) => keys.includes(order.key));
    const groups = new Map<string, { year: number; sizeMm: number; orders: Set<string>; lines: Line[] }>();
    for (const order of chosen) {
      for (const line of order.lines) {
        const { year, sizeTenthMm } = RINGS[line.ring];
        const key = `${year}/${sizeTenthMm}`;
        const group = groups.get(key) ?? { year, sizeMm: sizeTenthMm / 10, orders: new Set(), lines: [] };
        group.orders.add(order.key);
        group.lines.push(line);
        groups.set(key, group);
      }
    }
    const rows = [...groups.values()]
      .sort((a, b) => b.year - a.year || a.sizeMm - b.sizeMm)
      .map((group) => ({
        year: group.year,
        sizeMm: group.sizeMm,
        orderCount: group.orders.size,
        ringCount: sum(group.lines.map((line) => line.quantity)),
        totalCents: sum(group.lines.map(lineTotal)),
      }));
    return {
      orderCount: chosen.length,
      ringCount: sum(rows.map((row) => row.ringCount)),
      totalCents: sum(rows.map((row) => row.totalCents)),
      leftOutUnpaid: { orderCount: 0, ringCount: 0 },
      rows,
    };
  };

  it.each([
    ['every order', {}, ['A', 'B', 'C', 'D', 'E']],
    ['a filter', { searchString: 'maes', from: '2026-03-01' }, ['A', 'E']],
    ['selected orders', { ids: ['B', 'C', 'D'] }, ['B', 'C', 'D']],
  ])('totals the rings per year and size of %s', async (_label, request, keys) => {
    const body =
      'ids' in request ? { ids: (request.ids as string[]).map((key) => ids[key]) } : (request as object);
    const response = await post('/Orders/summary', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expectedSummary(keys));
  });

  it('answers 404 naming unknown ids in a summary', async () => {
    const response = await post('/Orders/summary', { ids: [ids.A, 999_999] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toContain('999999');
  });

  it('exports the summary as CSV for Belgian Excel: BOM, semicolons, decimal commas, a total row', async () => {
    const response = await post('/Orders/summary/export', { format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ringen-per-maat-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const summary = expectedSummary(ORDERS.map((order) => order.key));
    const comma = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');
    const lines = [
      'jaar;ringmaat (mm);aantal ringen;bestellingen;bedrag (€)',
      ...summary.rows.map(
        (row) =>
          `${row.year};${comma(row.sizeMm, 1)};${row.ringCount};${row.orderCount};${comma(row.totalCents / 100, 2)}`,
      ),
      `totaal;;${summary.ringCount};${summary.orderCount};${comma(summary.totalCents / 100, 2)}`,
    ];
    expect(response.rawPayload.toString('utf8')).toBe(`\uFEFF${lines.join('\r\n')}\r\n`);
  });

  it('exports the summary of selected orders as .xlsx', async () => {
    const response = await post('/Orders/summary/export', { ids: [ids.C], format: 'xlsx' });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const table = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const c = ORDERS[2];
    const cents = lineTotal(c.lines[0]);
    expect(table.map((row) => row.slice(1))).toEqual([
      ['jaar', 'ringmaat (mm)', 'aantal ringen', 'bestellingen', 'bedrag (€)'],
      [2026, 4.5, c.lines[0].quantity, 1, cents / 100],
      ['totaal', '', c.lines[0].quantity, 1, cents / 100],
    ]);
    // Numbers are number cells: years, sizes and counts plain, amounts in euro with the euro format.
    for (const row of [2, 3]) {
      for (const column of row === 2 ? [1, 2, 3, 4, 5] : [3, 4, 5])
        expect(typeof sheet.getRow(row).getCell(column).value).toBe('number');
      expect(sheet.getRow(row).getCell(5).numFmt).toBe('#,##0.00 "€"');
    }
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('0.0');
    expect(sheet.getRow(2).getCell(1).numFmt).toBeUndefined();
  });

  it('exports the rings per member as .xlsx: stam number and name as text, the rest as numbers', async () => {
    const response = await post('/Orders/summary/export', {
      ids: [ids.C],
      format: 'xlsx',
      groupBy: 'member',
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const table = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const c = ORDERS[2];
    expect(table.map((row) => row.slice(1))).toEqual([
      ['stamnummer', 'naam', 'jaar', 'ringmaat (mm)', 'aantal ringen'],
      [TRIBES[c.member], NAMES[c.member], 2026, 4.5, c.lines[0].quantity],
      ['totaal', '', '', '', c.lines[0].quantity],
    ]);
    expect(typeof sheet.getRow(2).getCell(1).value).toBe('string');
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('0.0');
  });

  it('exports the rings per member for the supplier: stam number, name, year, size, rings, a total row', async () => {
    const response = await post('/Orders/summary/export', { format: 'csv', groupBy: 'member' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ringen-per-stamnummer-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const perMember = new Map<
      string,
      { tribe: string; name: string; year: number; size: number; rings: number }
    >();
    for (const order of ORDERS)
      for (const line of order.lines) {
        const { year, sizeTenthMm } = RINGS[line.ring];
        const key = `${TRIBES[order.member]} ${year} ${sizeTenthMm}`;
        const row = perMember.get(key) ?? {
          tribe: TRIBES[order.member],
          name: NAMES[order.member],
          year,
          size: sizeTenthMm,
          rings: 0,
        };
        perMember.set(key, { ...row, rings: row.rings + line.quantity });
      }
    const rows = [...perMember.values()].sort(
      (a, b) => a.tribe.localeCompare(b.tribe) || b.year - a.year || a.size - b.size,
    );
    const lines = [
      'stamnummer;naam;jaar;ringmaat (mm);aantal ringen',
      ...rows.map(
        (row) =>
          `${row.tribe};${row.name};${row.year};${(row.size / 10).toFixed(1).replace('.', ',')};${row.rings}`,
      ),
      `totaal;;;;${sum(rows.map((row) => row.rings))}`,
    ];
    expect(response.rawPayload.toString('utf8')).toBe(`\uFEFF${lines.join('\r\n')}\r\n`);
  });

  it('refuses an export grouped by anything but size or member', async () => {
    const response = await post('/Orders/summary/export', { format: 'csv', groupBy: 'ring' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, field: 'groupBy' });
  });

  it('refuses an export without a known format', async () => {
    const response = await post('/Orders/summary/export', { format: 'pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'format' });
  });

  it.each([
    ['GET', '/Orders?take=10&skip=0&includeOrderlines=true'],
    ['GET', '/Orders/total'],
    ['GET', '/Orders/1'],
    ['GET', '/Orders/1/orderLines'],
    ['DELETE', '/Orders/1'],
    ['POST', '/Orders/summary'],
    ['POST', '/Orders/summary/export'],
  ] as const)('answers 401 without a token: %s %s', async (method, url) => {
    const response = await ctx.api({
      method,
      url: `/api/backoffice${url}`,
      token: null,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, isSuccess: false });
  });
});
