/**
 * Rings to order from the supplier (docs/api/orders.md "POST /Orders/summary"): the ordered rings of
 * the selected orders (ids) or of the list filter, totalled per ring year and size, and as a CSV or
 * .xlsx file (the members export's formats) either that summary or the rings per member — the stam
 * number the supplier stamps on them — year and size.
 */
import { asc, countDistinct, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { addresses, members, orderLines, orders, rings } from '../../db/schema';
import { ApiError } from '../../errors';
import { type SheetFormat, sheetFile } from '../members/export';
import { fullName } from '../members/values';
import { toMm } from '../rings';
import { type OrderFilter, orderFilter } from './filter';
import { centsSum, countOrders, ringSum } from './queries';

export type SummaryRequest = OrderFilter & { ids?: number[] };

/** A summary export: the file's format, and its rows per ring size (default) or per member. */
export type SummaryExportRequest = SummaryRequest & { format: SheetFormat; groupBy?: 'size' | 'member' };

/** @throws ApiError 404 naming the ids that are not orders. */
async function assertOrdersExist(db: Database, ids: number[]) {
  const found = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new ApiError(404, `Unknown order ids: ${missing.join(', ')}.`);
}

/** The orders of `request`: exactly its ids (deduplicated, all known) or those of its filter. */
async function chosenOrders(db: Database, request: SummaryRequest) {
  const ids = request.ids && [...new Set(request.ids)];
  if (ids) await assertOrdersExist(db, ids);
  return { ids, where: ids ? inArray(orders.id, ids) : orderFilter(request) };
}

/**
 * `query` (a dynamic select from the order lines) joined to their ring, order and member (and the
 * member's address, which the list filter searches) and limited to the orders `where` selects.
 */
const joinOrderedRings = <Query extends PgSelect>(query: Query, where: SQL | undefined) =>
  query
    .innerJoin(rings, eq(rings.id, orderLines.ringId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(members, eq(members.id, orders.memberId))
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .where(where);

/** `{orderCount, ringCount, totalCents, rows: [{year, sizeMm, orderCount, ringCount, totalCents}]}`. */
export async function summarizeOrders(db: Database, request: SummaryRequest) {
  const { ids, where } = await chosenOrders(db, request);
  const rows = await joinOrderedRings(
    db
      .select({
        year: rings.year,
        sizeTenthMm: rings.sizeTenthMm,
        orderCount: countDistinct(orderLines.orderId),
        ringCount: ringSum(),
        totalCents: centsSum(),
      })
      .from(orderLines)
      .$dynamic(),
    where,
  )
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

const SIZE_HEADER = ['jaar', 'ringmaat (mm)', 'aantal ringen', 'bestellingen', 'bedrag (€)'];
const MEMBER_HEADER = ['stamnummer', 'naam', 'jaar', 'ringmaat (mm)', 'aantal ringen'];

/** The summary per year and size, with a total row. */
async function sizeTable(db: Database, request: SummaryRequest) {
  const summary = await summarizeOrders(db, request);
  return [
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
}

/** The rings per member (by stam number), year and size, with a total row. */
async function memberTable(db: Database, request: SummaryRequest) {
  const { where } = await chosenOrders(db, request);
  const rows = await joinOrderedRings(
    db
      .select({
        tribeNumber: members.tribeNumber,
        firstName: members.firstName,
        lastName: members.lastName,
        year: rings.year,
        sizeTenthMm: rings.sizeTenthMm,
        ringCount: ringSum(),
      })
      .from(orderLines)
      .$dynamic(),
    where,
  )
    .groupBy(members.id, rings.year, rings.sizeTenthMm)
    .orderBy(asc(members.tribeNumber), desc(rings.year), asc(rings.sizeTenthMm));
  const total = rows.reduce((sum, row) => sum + row.ringCount, 0);
  return [
    ...rows.map((row) => [
      row.tribeNumber,
      fullName(row),
      String(row.year),
      decimal(toMm(row.sizeTenthMm), 1),
      String(row.ringCount),
    ]),
    ['totaal', '', '', '', String(total)],
  ];
}

/** The export as `{bytes, fileName, contentType}`; `today` (yyyy-MM-dd) names the file. */
export async function exportSummary(
  db: Database,
  request: SummaryExportRequest,
  today = new Date().toISOString().slice(0, 10),
) {
  const perMember = request.groupBy === 'member';
  const header = perMember ? MEMBER_HEADER : SIZE_HEADER;
  const rows = perMember ? await memberTable(db, request) : await sizeTable(db, request);
  return sheetFile(request.format, `ringen-per-${perMember ? 'stamnummer' : 'maat'}-${today}`, {
    sheetName: 'Ringen',
    header,
    rows,
  });
}
