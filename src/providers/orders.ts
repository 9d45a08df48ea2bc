import type { Api, DownloadedFile } from './api';
import type {
  Order,
  OrderFilter,
  OrderSummary,
  Ring,
  SummaryExportRequest,
  SummaryRequest,
} from './orderTypes';
import type { ResourceMapping } from './resourceMapping';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The list's react-admin filter (`q`, `from`, `to`) as the API's order filter; empty values left out. */
export const toOrderFilter = (filter: Record<string, unknown> | undefined): OrderFilter =>
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
    const perPage = pagination?.perPage ?? 25;
    const page = pagination?.page ?? 1;
    const orderFilter = toOrderFilter(filter);
    const listQuery = query({
      take: perPage,
      skip: (page - 1) * perPage,
      includeOrderlines: false,
      ...orderFilter,
    });
    const filterQuery = query({ ...orderFilter });
    const [data, total] = await Promise.all([
      api.getArray<Order>(`/Orders?${listQuery}`),
      api.get(`/Orders/total${filterQuery ? `?${filterQuery}` : ''}`),
    ]);
    if (typeof total !== 'number') throw new Error('GET /Orders/total did not answer a number');
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
  getList: async () => {
    const data = await api.getArray<Ring>('/Rings');
    return { data, total: data.length };
  },
});

/** The order calls that are not react-admin CRUD (docs/api/orders.md extensions). */
export interface OrderCalls {
  /** `POST /Orders/summary`: the ordered rings per year and size of the selected ids or of a filter. */
  summarizeOrders: (request: SummaryRequest) => Promise<OrderSummary>;
  /** `POST /Orders/summary/export`: that summary as a CSV or .xlsx file for the supplier. */
  exportOrderSummary: (request: SummaryExportRequest) => Promise<DownloadedFile>;
}

/** Binds {@link OrderCalls} to the API. */
export const orderCalls = (api: Api): OrderCalls => ({
  summarizeOrders: (request) => api.send('POST', '/Orders/summary', request) as Promise<OrderSummary>,
  exportOrderSummary: (request) => api.download('POST', '/Orders/summary/export', request),
});
