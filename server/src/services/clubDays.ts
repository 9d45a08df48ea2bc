/**
 * The club's calendar days (docs/api.md): a day starts at midnight in Brussels, whatever the server's
 * time zone. Used by the day filters of the order list and the history.
 */
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';

const CLUB_TIME_ZONE = 'Europe/Brussels';

/** The instant day `day` (yyyy-MM-dd) starts in Brussels, as SQL. */
const startOfDay = (day: string) => sql`(cast(${day} as date)::timestamp at time zone ${CLUB_TIME_ZONE})`;

/** The calendar day after `day` (yyyy-MM-dd). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `column` (a timestamptz) lies on or after day `from` and on or before day `to`, both Brussels days
 * and inclusive, either optional; undefined when neither is given.
 */
export const dayRange = (column: AnyColumn, from?: string, to?: string): SQL | undefined =>
  and(
    from ? sql`${column} >= ${startOfDay(from)}` : undefined,
    to ? sql`${column} < ${startOfDay(nextDay(to))}` : undefined,
  );
