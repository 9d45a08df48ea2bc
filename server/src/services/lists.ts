/**
 * Parts of the paged lists (docs/api.md "Paged lists"): the accent- and case-insensitive title filter
 * (activities, documents, messages), the capped count, and the paged answer every paged list returns.
 */
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { ACCENTED, PLAIN } from '../db/schema/columns';
import { wireFields } from '../db/wireRows';
import { COUNT_CAP } from '../schemas/constants';
import { allWordsIn } from './text/searchWords';

/** `column` in lower case with its accents removed, the folding searchWords applies to the words. */
export const folded = (column: AnyColumn): SQL => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/**
 * Every word of `searchString` occurs in `column`, case and accents folded as searchWords folds
 * them ("fete" finds "Fête"); undefined (no condition) when there are no words.
 */
export function foldedTextFilter(
  column: AnyColumn,
  searchString: string | null | undefined,
): SQL | undefined {
  return allWordsIn(folded(column), searchString);
}

/**
 * A list's number of matches: exact, or with `isLowerBound` at least `total` (docs/api.md "Paged
 * lists": the count stopped past COUNT_CAP and past the page asked for).
 */
export interface ListTotal {
  total: number;
  isLowerBound: boolean;
}

/** The page of a paged list request: its number (1-based) and size. */
interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * How many matching rows a list reads at most to count the matches of `request`'s page: COUNT_CAP, or
 * up to the end of that page when it lies further, and one more, which tells whether the next page
 * has a row.
 */
export const countedRows = ({ page, pageSize }: PageRequest): number =>
  Math.max(COUNT_CAP, page * pageSize) + 1;

/**
 * How many rows `matches` has (a select of the list's tables and WHERE, any columns, no order or
 * paging), reading at most `read` of them: the answer is at most `read`.
 */
export async function countRows(db: Database, matches: PgSelect, read: number): Promise<number> {
  const [{ n }] = await countingQuery(db, matches, read);
  return n;
}

/** The count's one field, `n`: an int4, so a number on both drivers, with or without Drizzle's mapping. */
const COUNT_FIELDS = wireFields({ n: sql<number>`count(*)::int` });

/**
 * The query of {@link countRows}, `[{n}]`, reading at most `read` rows (a number, or a placeholder for
 * {@link countedRows}): to await, to prepare, or to run by db/wireRows.ts `wireQuery`.
 */
export const countingQuery = (db: Database, matches: PgSelect, read: number | Placeholder) =>
  db.select(COUNT_FIELDS).from(matches.limit(read).as('matches'));

/**
 * The count `n` of at most `read` rows (read for {@link countedRows}) as a list's total: exact below
 * `read`, a lower bound when the count reached it.
 */
export const listTotal = (n: number, read: number): ListTotal => ({ total: n, isLowerBound: n >= read });

/**
 * Counts the rows of `matches` for `request`'s page, reading at most {@link countedRows} of them, so a
 * page of a large table costs about its place in the list, not the table.
 */
export async function countUpTo(db: Database, matches: PgSelect, request: PageRequest): Promise<ListTotal> {
  const read = countedRows(request);
  return listTotal(await countRows(db, matches, read), read);
}

/**
 * `{statusCode, isSuccess, error, pageSize, page, total, totalPages, [kind]: items}` (spec §3), with
 * `totalIsLowerBound: true` when the count stopped past the page (docs/api.md "Paged lists"): at least
 * `total` match, so `totalPages` always reaches the page after this one when it has a row.
 */
export function pagedResult<K extends string, T>(
  kind: K,
  request: { pageSize: number; page: number },
  { total, isLowerBound }: ListTotal,
  items: T[],
) {
  return {
    statusCode: 200,
    isSuccess: true,
    error: null,
    pageSize: request.pageSize,
    page: request.page,
    total,
    totalPages: Math.ceil(total / request.pageSize),
    ...(isLowerBound ? { totalIsLowerBound: true as const } : {}),
    ...({ [kind]: items } as Record<K, T[]>),
  };
}
