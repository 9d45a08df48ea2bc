/**
 * The club's calendar: its days start at midnight in Brussels, whatever the server's time zone (order
 * filters, the revue's "changed since the previous issue").
 */
import { type SQL, sql } from 'drizzle-orm';

/** The club's time zone. */
export const CLUB_TIME_ZONE = 'Europe/Brussels';

/** SQL for the instant the Brussels calendar day `day` (yyyy-MM-dd) starts. */
export const startOfClubDay = (day: string): SQL =>
  sql`(cast(${day} as date)::timestamp at time zone ${CLUB_TIME_ZONE})`;

/** Today's date in Belgium (the club's calendar day), `yyyy-MM-dd`. */
export const clubToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(new Date());
