/**
 * Parts of the paged lists (docs/api.md "Paged lists"): the accent- and case-insensitive title filter
 * (activities, documents, messages) and the paged answer every paged list returns.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { ACCENTED, PLAIN } from '../db/schema/columns';
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

/** `{statusCode, isSuccess, error, pageSize, page, total, totalPages, [kind]: items}` (spec §3). */
export function pagedResult<K extends string, T>(
  kind: K,
  request: { pageSize: number; page: number },
  total: number,
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
    ...({ [kind]: items } as Record<K, T[]>),
  };
}
