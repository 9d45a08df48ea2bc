import type { GetListParams, GetListResult, RaRecord, SortPayload } from 'react-admin';
import type { Api } from './api';

/** Rows a page of every server-paged list (docs/api.md's example request asks the same 25). */
export const PAGE_SIZE = 25;

/**
 * The fields every paged list request carries (spec §3 "List request"): react-admin's page (1-based)
 * and page size ({@link PAGE_SIZE} when it sets none), the search words of filter `q` ('' for none).
 */
export const listRequestOf = ({ pagination, filter }: Pick<GetListParams, 'pagination' | 'filter'>) => ({
  pageSize: pagination?.perPage ?? PAGE_SIZE,
  page: pagination?.page ?? 1,
  searchString: typeof filter?.q === 'string' ? filter.q : '',
});

/**
 * `sortField` and `sortOrder` of a list request (docs/api.md extension) when react-admin sorts on one of
 * the `fields` the list accepts; nothing otherwise, so the server's default order applies.
 */
export const sortOf = <F extends string>(
  sort: SortPayload | undefined,
  fields: readonly F[],
): { sortField?: F; sortOrder?: SortPayload['order'] } => {
  const field = fields.find((accepted) => accepted === sort?.field);
  return field && sort ? { sortField: field, sortOrder: sort.order } : {};
};

/**
 * A page of a paged list (spec §3 "Paged list results"): `POST {path}` with `request`; the answer's
 * array named `kind` is the page and its `total` — every match, not only this page's — the count
 * react-admin pages with; `meta.totalIsLowerBound` when the server stopped counting past COUNT_CAP
 * and the page (at least `total` match, shown by CountedPagination).
 */
export const postPagedList = async <T extends RaRecord>(
  api: Api,
  path: string,
  kind: string,
  request: object,
): Promise<GetListResult<T>> => {
  const body = (await api.send('POST', path, request)) as Record<string, unknown>;
  const rows = body?.[kind];
  if (!Array.isArray(rows) || typeof body.total !== 'number')
    throw new Error(`POST ${path} did not answer a page of ${kind}`);
  return {
    data: rows as T[],
    total: body.total,
    ...(body.totalIsLowerBound === true ? { meta: { totalIsLowerBound: true } } : {}),
  };
};

/** A list the API answers whole (`GET {path}` → an array): every row, the count being the array's length. */
export const getWholeList = async <T extends RaRecord>(api: Api, path: string): Promise<GetListResult<T>> => {
  const data = await api.getArray<T>(path);
  return { data, total: data.length };
};
