/**
 * Member search (docs/api.md "POST /Members/list"): every word of the search string must occur in the
 * member's folded search text — tribe number, names, email, postcode and town (db/schema/members.ts),
 * one column a pg_trgm index serves.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema';
import { allWordsIn } from '../text/searchWords';

/**
 * The WHERE condition of a member query: the member is active unless `showInactive`, and every word of
 * `searchString` occurs in their search text.
 */
export function memberFilter(
  searchString: string | null | undefined,
  showInactive: boolean,
): SQL | undefined {
  return and(
    showInactive ? undefined : eq(members.isActive, true),
    allWordsIn(members.searchText, searchString),
  );
}
