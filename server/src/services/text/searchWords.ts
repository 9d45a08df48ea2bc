/**
 * Word search over folded text, shared by every list with a search string (members, orders, vendors,
 * adverts and the title searches of docs/api.md "Paged lists"): every word of the search string must
 * occur in the searched text, case and accents folded the way the database folds its search columns.
 */
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { ACCENTED, PLAIN } from '../../db/schema/columns';

const FOLD = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index]]));

/**
 * The words of `searchString`: lower case, accents folded as the database folds them (`é` → `e`),
 * split on white space; none for an empty, null or absent string.
 */
export function searchWords(searchString: string | null | undefined): string[] {
  return (searchString ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word].map((c) => FOLD.get(c) ?? c).join(''));
}

/** A LIKE pattern finding `word` anywhere, with LIKE's wildcards (`%`, `_`, `\`) in `word` escaped. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every word of `searchString` (as {@link searchWords} folds them) occurs in `haystack`, an already
 * folded text; undefined (no condition) when there are no words.
 */
export const allWordsIn = (haystack: SQL | AnyColumn, searchString: string | null | undefined) =>
  and(...searchWords(searchString).map((word) => sql`${haystack} like ${likePattern(word)}`));
