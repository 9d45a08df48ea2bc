/**
 * The club's calendar: its days start at midnight in Brussels, whatever the server's time zone (order
 * filters, the history's day filter, the revue's "changed since the previous issue").
 */
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';

/** The club's time zone. */
export const CLUB_TIME_ZONE = 'Europe/Brussels';

/** SQL for the instant the Brussels calendar day `day` (yyyy-MM-dd) starts. */
export const startOfClubDay = (day: string): SQL =>
  sql`(cast(${day} as date)::timestamp at time zone ${CLUB_TIME_ZONE})`;

/** The club's calendar day (Brussels) of the instant `date`, `yyyy-MM-dd`. */
export const clubDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(date);

/** Today's date in Belgium (the club's calendar day), `yyyy-MM-dd`. */
export const clubToday = () => clubDay(new Date());

/** SQL for today's date in Belgium (the club's calendar day), whatever the database's time zone. */
export const clubTodaySql = (): SQL => sql`cast(now() at time zone ${CLUB_TIME_ZONE} as date)`;

/** The calendar day after `day` (yyyy-MM-dd). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `column` (a timestamptz) lies on or after day `from` and on or before day `to`, both Brussels days
 * and inclusive, either optional; undefined when neither is given.
 */
export const dayRange = (column: AnyColumn, from?: string, to?: string): SQL | undefined =>
  and(
    from ? sql`${column} >= ${startOfClubDay(from)}` : undefined,
    to ? sql`${column} < ${startOfClubDay(nextDay(to))}` : undefined,
  );
