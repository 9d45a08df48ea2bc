/**
 * Word search over folded text, shared by every list with a search string (members, orders, vendors,
 * adverts and the title searches of docs/api.md "Paged lists"): every word of the search string must
 * occur in the searched text, case and accents folded the way the database folds its search columns.
 */
import { type AnyColumn, and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { builtQuery } from '../../db/prepared';
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

/** A LIKE pattern as a value, or as a placeholder for one (a query built once for many searches). */
export type LikePattern = string | Placeholder;

/** The LIKE patterns of `searchString`'s words ({@link searchWords}, {@link likePattern}). */
export const searchPatterns = (searchString: string | null | undefined): string[] =>
  searchWords(searchString).map(likePattern);

/**
 * Placeholders `w0` … `w<count − 1>` for the patterns of a search of `count` words, so one query can
 * be built once and run for every search of as many words; {@link patternValues} gives their values.
 */
export const patternPlaceholders = (count: number): Placeholder[] =>
  Array.from({ length: count }, (_, index) => sql.placeholder(`w${index}`));

/**
 * Searches of at most this many words keep their built queries ({@link searchQueries}), one set per
 * list shape (sort, order, filter) and word count: the members list has at most 6 sort fields × 2
 * orders × 2 filters × 4 word counts. A longer search, which a 200-character search string allows up
 * to 100 words, is built for its request alone, so no client can fill the server's memory with queries.
 */
const KEPT_SEARCH_WORDS = 4;

/**
 * The queries of a search of `words` words on `db`, placeholders `w0` … for their patterns: `build()`
 * once per `key` (the list's shape) and word count and kept after (db/prepared.ts `builtQuery`), or,
 * for a search of more than KEPT_SEARCH_WORDS words, built for this request alone.
 */
export const searchQueries = <Q>(db: Database, key: string, words: number, build: () => Q): Q =>
  words <= KEPT_SEARCH_WORDS ? builtQuery(db, `${key}_${words}`, build) : build();

/** The values of {@link patternPlaceholders} for `words` (as {@link searchWords} gives them). */
export const patternValues = (words: string[]): Record<string, string> =>
  Object.fromEntries(words.map((word, index) => [`w${index}`, likePattern(word)]));

/** Every one of `patterns` matches `haystack`, an already folded text; undefined (no condition) when there are none. */
export const likeAll = (haystack: SQL | AnyColumn, patterns: LikePattern[]) =>
  and(...patterns.map((pattern) => sql`${haystack} like ${pattern}`));

/**
 * Every word of `searchString` (as {@link searchWords} folds them) occurs in `haystack`, an already
 * folded text; undefined (no condition) when there are no words.
 */
export const allWordsIn = (haystack: SQL | AnyColumn, searchString: string | null | undefined) =>
  likeAll(haystack, searchPatterns(searchString));
