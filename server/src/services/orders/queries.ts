/**
 * Reading ring orders (docs/api/orders.md): the list newest first, its total, one order, an order's
 * lines. Money in euro cents; ring sizes leave as millimetres (`sizeTenthMm / 10`).
 */
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { members, orderLines, orders, rings } from '../../db/schema';
import { wireFields, wireQuery } from '../../db/wireRows';
import { isoTimestamp } from '../../db/wireValues';
import type { OrderFilterQuery, OrderListQuery } from '../../schemas/orders';
import { duesPaidSql } from '../dues/paid';
import { fullNameSql } from '../people/names';
import { toMm } from '../rings';
import { orderFilter } from './filter';

/** SQL aggregates over grouped order lines: the number of rings, and their total in euro cents. */
export const ringSum = () => sql<number>`cast(sum(${orderLines.quantity}) as integer)`;
export const centsSum = () =>
  sql<number>`cast(sum(${orderLines.quantity} * ${orderLines.unitPriceCents}) as integer)`;

/** Orders with their member and totals, matching `where`, newest first: wire orders without lines. */
function selectOrders(db: Database, where: SQL | undefined) {
  // The totals of each order's own lines, read for the orders of the page only.
  const ofLines = (aggregate: SQL) =>
    sql<number>`coalesce((select ${aggregate} from ${orderLines} where ${orderLines.orderId} = ${orders.id}), 0)`;
  return db
    .select(
      wireFields({
        id: orders.id,
        memberId: orders.memberId,
        name: fullNameSql(members.firstName, members.lastName),
        tribeNumber: members.tribeNumber,
        orderDate: isoTimestamp(orders.orderDate),
        ringCount: ofLines(ringSum()),
        totalCents: ofLines(centsSum()),
        remark: orders.remark,
        duesPaid: duesPaidSql(
          orders.memberId,
          sql`(select max(${rings.year}) from ${orderLines} join ${rings} on ${rings.id} = ${orderLines.ringId} where ${orderLines.orderId} = ${orders.id})`,
        ),
      }),
    )
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(where)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .$dynamic();
}

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];
type Line = Awaited<ReturnType<typeof linesOf>>[number];

/** The lines of `orderIds`, by order, then ring year (newest first) and size. */
async function linesOf(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      id: orderLines.id,
      ringId: orderLines.ringId,
      year: rings.year,
      sizeTenthMm: rings.sizeTenthMm,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
    })
    .from(orderLines)
    .innerJoin(rings, eq(rings.id, orderLines.ringId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), desc(rings.year), asc(rings.sizeTenthMm), asc(orderLines.id));
  return rows.map(({ sizeTenthMm, ...line }) => ({
    ...line,
    sizeMm: toMm(sizeTenthMm),
    totalCents: line.quantity * line.unitPriceCents,
  }));
}

/** The wire orders of `rows`, with their `orderLines` when `withLines`. */
async function toOrders(db: Database, rows: OrderRow[], withLines: boolean) {
  if (!withLines) return rows;
  const linesByOrder = new Map<number, Omit<Line, 'orderId'>[]>();
  for (const { orderId, ...line } of await linesOf(
    db,
    rows.map((row) => row.id),
  )) {
    const group = linesByOrder.get(orderId);
    if (group) group.push(line);
    else linesByOrder.set(orderId, [line]);
  }
  return rows.map((row) => ({ ...row, orderLines: linesByOrder.get(row.id) ?? [] }));
}

/** `take` orders after skipping `skip`, newest first, matching the optional filter. */
export async function listOrders(db: Database, request: OrderListQuery) {
  const where = orderFilter(request);
  const paged = () => selectOrders(db, where).limit(sql.placeholder('take')).offset(sql.placeholder('skip'));
  const paging = { take: request.take, skip: request.skip };
  const rows = await (where
    ? wireQuery(db, paged())
    : // The list as it opens, unfiltered: prepared once.
      preparedQuery(db, 'orders_newest', (name) => wireQuery(db, paged(), name))
  ).execute(paging);
  return toOrders(db, rows, request.includeOrderlines);
}

/** How many orders match the optional filter. */
export async function countOrders(db: Database, filter: OrderFilterQuery): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(orderFilter(filter));
  return row.total;
}

/** One order, or undefined for an unknown id. */
export async function getOrder(db: Database, id: number, includeOrderLines: boolean) {
  const rows = await selectOrders(db, eq(orders.id, id));
  return (await toOrders(db, rows, includeOrderLines))[0];
}

/** The lines of one order, or undefined for an unknown order. */
export async function getOrderLines(db: Database, orderId: number) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  return (await linesOf(db, [orderId])).map(({ orderId: _o, ...line }) => line);
}
