import type {
  Order,
  OrderFilterQuery,
  OrderListQuery,
  Summary,
  SummaryExportRequest,
  SummaryRequest,
} from '../../server/src/schemas/orders';
import type { Ring } from '../../server/src/schemas/rings';
import type { Api, DownloadedFile } from './api';
import { getWholeList, PAGE_SIZE } from './lists';
import type { ResourceMapping } from './resourceMapping';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The list's react-admin filter (`q`, `from`, `to`) as the API's order filter; empty values left out. */
export const toOrderFilter = (filter: Record<string, unknown> | undefined): OrderFilterQuery =>
  Object.fromEntries(
    Object.entries({ searchString: text(filter?.q), from: text(filter?.from), to: text(filter?.to) }).filter(
      ([, value]) => value !== undefined,
    ),
  );

const query = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

const getOrder = (api: Api, id: unknown) =>
  api.get(`/Orders/${encodeURIComponent(String(id))}?includeOrderLines=true`) as Promise<Order>;

/**
 * `orders` resource (spec §7, docs/api/orders.md), newest first: getList → `GET /Orders?take&skip&
 * includeOrderlines=false` with the filter (`q` → searchString, `from`, `to`) and, side by side,
 * `GET /Orders/total` for the paging count; getOne / getMany → `GET /Orders/{id}?includeOrderLines=true`;
 * delete → `DELETE /Orders/{id}` (the lines go with it).
 */
export const ordersMapping = (api: Api): ResourceMapping => ({
  getList: async ({ pagination, filter }) => {
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const page = pagination?.page ?? 1;
    const orderFilter = toOrderFilter(filter);
    const listQuery = query({
      take: perPage,
      skip: (page - 1) * perPage,
      includeOrderlines: false,
      ...orderFilter,
    } satisfies OrderListQuery);
    const filterQuery = query({ ...orderFilter });
    const [data, total] = await Promise.all([
      api.getArray<Order>(`/Orders?${listQuery}`),
      api.getCount(`/Orders/total${filterQuery ? `?${filterQuery}` : ''}`),
    ]);
    return { data, total };
  },
  getOne: async ({ id }) => ({ data: await getOrder(api, id) }),
  getMany: async ({ ids }) => ({ data: await Promise.all(ids.map((id) => getOrder(api, id))) }),
  delete: async ({ id, previousData }) => {
    await api.send('DELETE', `/Orders/${encodeURIComponent(id)}`);
    return { data: previousData ?? { id } };
  },
});

/** `rings` resource: getList → `GET /Rings`, the whole catalogue (newest year first, then size). */
export const ringsMapping = (api: Api): ResourceMapping => ({
  getList: () => getWholeList<Ring>(api, '/Rings'),
});

/** The order calls that are not react-admin CRUD (docs/api/orders.md extensions). */
export interface OrderCalls {
  /** `POST /Orders/summary`: the ordered rings per year and size of the selected ids or of a filter. */
  summarizeOrders: (request: SummaryRequest) => Promise<Summary>;
  /** `POST /Orders/summary/export`: that summary as a CSV or .xlsx file for the supplier. */
  exportOrderSummary: (request: SummaryExportRequest) => Promise<DownloadedFile>;
}

/** Binds {@link OrderCalls} to the API. */
export const orderCalls = (api: Api): OrderCalls => ({
  summarizeOrders: (request) => api.send('POST', '/Orders/summary', request) as Promise<Summary>,
  exportOrderSummary: (request) => api.download('POST', '/Orders/summary/export', request),
});
