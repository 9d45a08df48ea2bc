/**
 * Member search (docs/api.md "POST /Members/list"): every word of the search string must occur in the
 * member's folded search text (tribe number, names, email) or their address's (postcode, town).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { addresses, members } from '../../db/schema';
import { allWordsIn } from '../text/searchWords';

/**
 * The WHERE condition of a member query joined (left) with `addresses`: the member is active unless
 * `showInactive`, and every word of `searchString` occurs in their or their address's search text.
 */
export function memberFilter(
  searchString: string | null | undefined,
  showInactive: boolean,
): SQL | undefined {
  const haystack = sql`(${members.searchText} || '|' || coalesce(${addresses.searchText}, ''))`;
  return and(showInactive ? undefined : eq(members.isActive, true), allWordsIn(haystack, searchString));
}
