/**
 * The optional order filter of docs/api/orders.md (extension): member words (the member list's
 * matching, inactive members included) and an order-day range in Brussels days, both ends inclusive.
 * Queries using it join `members`.
 */
import { and, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { ApiError } from '../../errors';
import type { OrderFilterQuery } from '../../schemas/orders';
import { dayRange } from '../clubCalendar';
import { memberFilter } from '../members/search';

/** The WHERE condition of the filter. @throws ApiError 400 (field `to`, reason beforeStart) when to < from. */
export function orderFilter({ searchString, from, to }: OrderFilterQuery): SQL | undefined {
  if (from && to && to < from) throw new ApiError(400, "'to' lies before 'from'.", 'to', 'beforeStart');
  return and(memberFilter(searchString, true), dayRange(orders.orderDate, from, to));
}
