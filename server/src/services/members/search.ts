/**
 * Member search (docs/api.md "POST /Members/list"): every word of the search string must occur in the
 * member's folded search text (tribe number, names, email) or their address's (postcode, town).
 */
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { addresses, members } from '../../db/schema';
import { ACCENTED, PLAIN } from '../../db/schema/columns';

const FOLD = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index]]));

/** Lower case, accents folded as the database folds them; words split on white space. */
export function searchWords(searchString: string | null | undefined): string[] {
  return (searchString ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word].map((c) => FOLD.get(c) ?? c).join(''));
}

/** A LIKE pattern finding `word` anywhere, with LIKE's wildcards in `word` escaped. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every word of `searchString` (as {@link searchWords} folds them) occurs in `haystack`, an already
 * folded text; undefined (no condition) when there are no words.
 */
export const allWordsIn = (haystack: SQL | AnyColumn, searchString: string | null | undefined) =>
  and(...searchWords(searchString).map((word) => sql`${haystack} like ${likePattern(word)}`));

/** The WHERE condition of a member query joined (left) with `addresses`. */
export function memberFilter(
  searchString: string | null | undefined,
  showInactive: boolean,
): SQL | undefined {
  const haystack = sql`(${members.searchText} || '|' || coalesce(${addresses.searchText}, ''))`;
  return and(showInactive ? undefined : eq(members.isActive, true), allWordsIn(haystack, searchString));
}
