/**
 * Member search (docs/api.md "POST /Members/list"): every word of the search string must occur in the
 * member's folded search text — tribe number, names, email, postcode and town (db/schema/members.ts),
 * one column a pg_trgm index serves.
 */
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import { clubToday } from '../clubCalendar';
import { duesPaidSql } from '../dues/paid';
import { type LikePattern, likeAll, searchPatterns } from '../text/searchWords';

/**
 * The WHERE condition of a member query: the member is active unless `showInactive`, and each of
 * `patterns` (LIKE patterns of the search words, or placeholders for them) matches their search text.
 */
export function memberCondition(patterns: LikePattern[], showInactive: boolean): SQL | undefined {
  return and(showInactive ? undefined : eq(members.isActive, true), likeAll(members.searchText, patterns));
}

/** {@link memberCondition} for the words of `searchString`. */
export const memberFilter = (searchString: string | null | undefined, showInactive: boolean) =>
  memberCondition(searchPatterns(searchString), showInactive);

/**
 * The condition of the lists' `duesPaid` filter (docs/api/dues.md "Members in order"): the member stands
 * with the dues of the year `year` (a number, or a placeholder of a prepared list) as `paid` says,
 * by dues/paid.ts `duesPaidSql`; no member when that year has no requests (null is neither).
 */
export const duesPaidCondition = (paid: boolean, year: number | Placeholder): SQL =>
  sql`${duesPaidSql(members.id, year, members.membershipKindId)} = ${paid}`;

/** This year on the club's calendar (Europe/Brussels): the year of the lists' `duesPaid` filter. */
export const duesFilterYear = () => Number(clubToday().slice(0, 4));
