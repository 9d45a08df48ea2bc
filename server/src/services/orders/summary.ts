/**
 * Rings to order from the supplier (docs/api/orders.md "POST /Orders/summary"): the ordered rings of
 * the selected orders (ids) or of the list filter, totalled per ring year and size, and as a CSV or
 * .xlsx file (the members export's formats) either that summary or the rings per member — the stam
 * number the supplier stamps on them — year and size. Rings of a year whose dues their member has not
 * paid are left out, and the answer and files say how many (issue K; docs/api/orders.md).
 */
import { and, asc, countDistinct, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { addresses, members, orderLines, orders, rings } from '../../db/schema';
import { ApiError } from '../../errors';
import type { SummaryExportRequest, SummaryRequest } from '../../schemas/orders';
import { duesPaidSql } from '../dues/paid';
import { fullName } from '../people/names';
import { toMm } from '../rings';
import { type DecimalCell, euroCell, type SheetCell, sheetFile } from '../spreadsheets/write';
import { orderFilter } from './filter';
import { centsSum, countOrders, ringSum } from './queries';

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
const joinOrderedRings = <Query extends PgSelect>(query: Query, where: SQL | undefined, paid = true) =>
  query
    .innerJoin(rings, eq(rings.id, orderLines.ringId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(members, eq(members.id, orders.memberId))
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .where(and(where, paid ? sql`${UNPAID} is not true` : UNPAID));

/**
 * An order line's rings are left out when its member has not paid the dues of the rings' year
 * (services/dues/paid.ts: false; unknown — no dues run that year — counts as in order).
 */
const UNPAID = sql`${duesPaidSql(orders.memberId, rings.year)} is false`;

/** The rings left out of the summary for unpaid dues: how many orders they come from, and how many rings. */
async function leftOut(db: Database, where: SQL | undefined) {
  const [row] = await joinOrderedRings(
    db
      .select({ orderCount: countDistinct(orderLines.orderId), ringCount: ringSum() })
      .from(orderLines)
      .$dynamic(),
    where,
    false,
  );
  return { orderCount: row?.orderCount ?? 0, ringCount: row?.ringCount ?? 0 };
}

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
    leftOutUnpaid: await leftOut(db, where),
    rows: rows.map(({ year, sizeTenthMm, ...totals }) => ({ year, sizeMm: toMm(sizeTenthMm), ...totals })),
  };
}

/** A ring size in mm with one decimal: 4.5 → "4,5" in CSV, the number 4.5 shown as 4.5 in .xlsx. */
const millimetres = (value: number): DecimalCell => ({ value, decimals: 1 });

const SIZE_HEADER = ['jaar', 'ringmaat (mm)', 'aantal ringen', 'bestellingen', 'bedrag (€)'];
const MEMBER_HEADER = ['stamnummer', 'naam', 'jaar', 'ringmaat (mm)', 'aantal ringen'];

/** A row saying what was left out for unpaid dues, when anything was: `[]` otherwise. */
const unpaidRow = ({ orderCount, ringCount }: { orderCount: number; ringCount: number }): SheetCell[][] =>
  ringCount > 0 ? [['niet opgenomen: lidgeld niet betaald', '', ringCount, orderCount, '']] : [];

/** The summary per year and size, with a total row: years, sizes, counts and amounts as numbers. */
async function sizeTable(db: Database, request: SummaryRequest): Promise<SheetCell[][]> {
  const summary = await summarizeOrders(db, request);
  return [
    ...summary.rows.map((row) => [
      row.year,
      millimetres(row.sizeMm),
      row.ringCount,
      row.orderCount,
      euroCell(row.totalCents),
    ]),
    ['totaal', '', summary.ringCount, summary.orderCount, euroCell(summary.totalCents)],
    ...unpaidRow(summary.leftOutUnpaid),
  ];
}

/** The rings per member (by stam number, as text), year and size, with a total row. */
async function memberTable(db: Database, request: SummaryRequest): Promise<SheetCell[][]> {
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
  const unpaid = await leftOut(db, where);
  return [
    ...rows.map((row) => [
      row.tribeNumber,
      fullName(row),
      row.year,
      millimetres(toMm(row.sizeTenthMm)),
      row.ringCount,
    ]),
    ['totaal', '', '', '', total],
    ...(unpaid.ringCount > 0
      ? [
          [
            'niet opgenomen: lidgeld niet betaald',
            `${unpaid.orderCount} bestellingen`,
            '',
            '',
            unpaid.ringCount,
          ],
        ]
      : []),
  ];
}

/**
 * The export as `{bytes, fileName, contentType}`; `today` (yyyy-MM-dd) names the file. In .xlsx years,
 * sizes (mm) and counts are number cells and amounts euro (not cents) with a euro number format; the CSV
 * writes them with decimal commas for Belgian Excel. @throws ApiError 404 for unknown order ids.
 */
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
