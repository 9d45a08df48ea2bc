/**
 * The dashboard counts (spec §3 Status). Definitions, also in docs/api.md: activeMembers = members with
 * isActive; orderQuantity = all orders; advertQuantity = adverts whose visibility window contains today;
 * activityQuantity = activities not yet ended; vendorQuantity = all vendors; messageQuantity = all messages.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activities, adverts, members, messages, orders, vendors } from '../db/schema';

/** One round trip; every count is a non-negative integer. */
export async function getStatus(db: Database) {
  const today = sql`current_date`;
  const [counts] = await db
    .select({
      activeMembers: db.$count(members, eq(members.isActive, true)),
      orderQuantity: db.$count(orders),
      advertQuantity: db.$count(adverts, and(lte(adverts.visibleFrom, today), gte(adverts.visibleTo, today))),
      activityQuantity: db.$count(activities, gte(activities.endDate, sql`now()`)),
      vendorQuantity: db.$count(vendors),
      messageQuantity: db.$count(messages),
    })
    .from(sql`(select 1) as one`);
  return counts;
}
