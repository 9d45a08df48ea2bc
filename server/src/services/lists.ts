/**
 * Parts of the paged lists (docs/api.md "Paged lists"): the accent- and case-insensitive title filter
 * (activities, documents, messages), the capped count, and the paged answer every paged list returns.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
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

/** A list's number of matches: exact up to COUNT_CAP, else COUNT_CAP with `isLowerBound`. */
export interface ListTotal {
  total: number;
  isLowerBound: boolean;
}

/**
 * How many rows `matches` has (a select of the list's tables and WHERE, any columns, no order or
 * paging), reading at most `limit` + 1 of them: the answer is at most `limit` + 1.
 */
export async function countRows(db: Database, matches: PgSelect, limit: number): Promise<number> {
  const [{ n }] = await countingQuery(db, matches, limit);
  return n;
}

/** The count's one field, `n`: an int4, so a number on both drivers, with or without Drizzle's mapping. */
const COUNT_FIELDS = wireFields({ n: sql<number>`count(*)::int` });

/** The query of {@link countRows}, `[{n}]`: to await, to prepare, or to run by db/wireRows.ts `wireQuery`. */
export const countingQuery = (db: Database, matches: PgSelect, limit: number) =>
  db.select(COUNT_FIELDS).from(matches.limit(limit + 1).as('matches'));

/** A count of {@link countRows} (read with a limit ≥ COUNT_CAP) as a list's total. */
export const listTotal = (n: number): ListTotal =>
  n > COUNT_CAP ? { total: COUNT_CAP, isLowerBound: true } : { total: n, isLowerBound: false };

/**
 * Counts the rows of `matches` but reads at most COUNT_CAP + 1 of them, so a page of a large table
 * costs a page, not the table.
 */
export async function countUpTo(db: Database, matches: PgSelect): Promise<ListTotal> {
  return listTotal(await countRows(db, matches, COUNT_CAP));
}

/**
 * `{statusCode, isSuccess, error, pageSize, page, total, totalPages, [kind]: items}` (spec §3), with
 * `totalIsLowerBound: true` when the count stopped at COUNT_CAP (docs/api.md "Paged lists").
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
