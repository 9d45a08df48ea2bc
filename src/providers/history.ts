import type { GetListResult } from 'react-admin';
import type { HistoryEntry } from '../../server/src/schemas/history';
import type { Api } from './api';
import { PAGE_SIZE } from './lists';
import type { ResourceMapping } from './resourceMapping';

/** The filter fields of `GET /History` the list passes on (docs/api/history.md). */
const FILTER_FIELDS = ['resource', 'id', 'actor', 'from', 'to'] as const;

const present = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/**
 * The query of `GET /History` for react-admin's page and filter: `resource` and `id` (one record, or
 * `resource` alone: one kind of record), `actor` (a `sub`), `from` and `to` (yyyy-MM-dd); empty ones
 * left out.
 */
export const historyQuery = ({
  pagination,
  filter,
}: {
  pagination?: { page: number; perPage: number };
  filter?: Record<string, unknown>;
}): string => {
  const query = new URLSearchParams({
    page: String(pagination?.page ?? 1),
    pageSize: String(pagination?.perPage ?? PAGE_SIZE),
  });
  for (const field of FILTER_FIELDS) {
    const value = filter?.[field];
    if (present(value)) query.set(field, String(value).trim());
  }
  return query.toString();
};

/**
 * `history` resource (docs/api/history.md): getList → `GET /History?page&pageSize` with the filter
 * (`resource`, `id`, `actor`, `from`, `to`), newest first — the server's only order; `total` counts up
 * to COUNT_CAP or the page (`meta.totalIsLowerBound` beyond, as the other paged lists).
 */
export const historyMapping = (api: Api): ResourceMapping => ({
  getList: async (params): Promise<GetListResult<HistoryEntry>> => {
    const body = (await api.get(`/History?${historyQuery(params)}`)) as Record<string, unknown>;
    if (!Array.isArray(body?.history) || typeof body.total !== 'number')
      throw new Error('GET /History did not answer a page of history');
    return {
      data: body.history as HistoryEntry[],
      total: body.total,
      ...(body.totalIsLowerBound === true ? { meta: { totalIsLowerBound: true } } : {}),
    };
  },
});
