/**
 * Rings to order from the supplier (docs/api/orders.md "POST /Orders/summary"): the ordered rings of
 * the selected orders (ids) or of the list filter, totalled per ring year and size, and that summary as
 * a CSV or .xlsx file (the members export's formats).
 */
import { asc, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, members, orderLines, orders, rings } from '../../db/schema';
import { ApiError } from '../../errors';
import { CONTENT_TYPES, type SheetFormat } from '../members/export';
import { writeCsv, writeXlsx } from '../members/sheet';
import { toMm } from '../rings';
import { type OrderFilter, orderFilter } from './filter';
import { centsSum, countOrders, ringSum } from './queries';

export type SummaryRequest = OrderFilter & { ids?: number[] };

/** @throws ApiError 404 naming the ids that are not orders. */
async function assertOrdersExist(db: Database, ids: number[]) {
  const found = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new ApiError(404, `Unknown order ids: ${missing.join(', ')}.`);
}

/** `{orderCount, ringCount, totalCents, rows: [{year, sizeMm, orderCount, ringCount, totalCents}]}`. */
export async function summarizeOrders(db: Database, request: SummaryRequest) {
  const ids = request.ids && [...new Set(request.ids)];
  if (ids) await assertOrdersExist(db, ids);
  const where = ids ? inArray(orders.id, ids) : orderFilter(request);
  const rows = await db
    .select({
      year: rings.year,
      sizeTenthMm: rings.sizeTenthMm,
      orderCount: countDistinct(orderLines.orderId),
      ringCount: ringSum(),
      totalCents: centsSum(),
    })
    .from(orderLines)
    .innerJoin(rings, eq(rings.id, orderLines.ringId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(members, eq(members.id, orders.memberId))
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .where(where)
    .groupBy(rings.year, rings.sizeTenthMm)
    .orderBy(desc(rings.year), asc(rings.sizeTenthMm));
  const sum = (field: 'ringCount' | 'totalCents') => rows.reduce((total, row) => total + row[field], 0);
  return {
    orderCount: ids ? ids.length : await countOrders(db, request),
    ringCount: sum('ringCount'),
    totalCents: sum('totalCents'),
    rows: rows.map(({ year, sizeTenthMm, ...totals }) => ({ year, sizeMm: toMm(sizeTenthMm), ...totals })),
  };
}

/** Belgian Excel reads a decimal comma: 4.5 → "4,5", 4800 cents → "48,00". */
const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');

const HEADER = ['jaar', 'ringmaat (mm)', 'aantal ringen', 'bestellingen', 'bedrag (€)'];

/** The summary as `{bytes, fileName, contentType}`; `today` (yyyy-MM-dd) names the file. */
export async function exportSummary(
  db: Database,
  request: SummaryRequest & { format: SheetFormat },
  today = new Date().toISOString().slice(0, 10),
) {
  const summary = await summarizeOrders(db, request);
  const table = [
    ...summary.rows.map((row) => [
      String(row.year),
      decimal(row.sizeMm, 1),
      String(row.ringCount),
      String(row.orderCount),
      decimal(row.totalCents / 100, 2),
    ]),
    [
      'totaal',
      '',
      String(summary.ringCount),
      String(summary.orderCount),
      decimal(summary.totalCents / 100, 2),
    ],
  ];
  const bytes = request.format === 'csv' ? writeCsv(HEADER, table) : await writeXlsx('Ringen', HEADER, table);
  return {
    bytes,
    fileName: `ringen-per-maat-${today}.${request.format}`,
    contentType: CONTENT_TYPES[request.format],
  };
}
