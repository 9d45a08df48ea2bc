/**
 * Member search (docs/api.md "POST /Members/list"): every word of the search string must occur in the
 * member's folded search text — tribe number, names, email, postcode and town (db/schema/members.ts),
 * one column a pg_trgm index serves.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema';
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
