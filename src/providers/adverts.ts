import type { Identifier } from 'react-admin';
import { withAdvertFieldErrors } from './advertErrors';
import {
  type AdvertDetail,
  type AdvertListRecord,
  type AdvertPayload,
  DISPLAY_FLAGS,
  type PublishPeriod,
} from './advertTypes';
import type { Api } from './api';
import type { StoredImage } from './imageTypes';
import type { ResourceMapping } from './resourceMapping';

/** Sort fields `POST /Adverts/list` accepts (docs/api/adverts.md extension); others: its default. */
const SORT_FIELDS = new Set(['name', 'visibleFrom', 'visibleTo']);

const advertPath = (id: Identifier) => `/Adverts/${encodeURIComponent(id)}`;

const newFiles = (payload: AdvertPayload): File[] =>
  payload.images.flatMap((image) => ('file' in image ? [image.file] : []));

const keptIds = (payload: AdvertPayload): number[] =>
  payload.images.flatMap((image) => ('id' in image ? [image.id] : []));

/**
 * The multipart form of docs/api/adverts.md: the text fields, the six flags as `true`/`false`, one
 * `files` part per new image (in order) and, on update, one `imageIds` part per kept image (in order).
 */
export const toAdvertFormData = (payload: AdvertPayload, { update }: { update: boolean }): FormData => {
  const form = new FormData();
  form.append('memberId', String(payload.memberId));
  form.append('message', payload.message);
  form.append('adType', payload.adType);
  form.append('amountPaid', payload.amountPaid);
  form.append('visibleFrom', payload.visibleFrom);
  form.append('visibleTo', payload.visibleTo);
  form.append('isActive', String(payload.isActive));
  for (const flag of DISPLAY_FLAGS) form.append(flag, String(payload[flag]));
  for (const file of newFiles(payload)) form.append('files', file, file.name);
  if (update) for (const id of keptIds(payload)) form.append('imageIds', String(id));
  return form;
};

/**
 * The server puts new files after the kept images; when the form placed a new image before a kept
 * one, `PUT /Adverts/{id}/images` then sets the wanted order (docs/api/adverts.md "Image order").
 */
const orderImages = async (api: Api, payload: AdvertPayload, saved: AdvertDetail): Promise<AdvertDetail> => {
  const kept = keptIds(payload);
  let added = kept.length;
  const wanted = payload.images.map((image) => ('id' in image ? image.id : saved.images[added++]?.id));
  const current = saved.images.map(({ id }) => id);
  if (wanted.some((id) => id === undefined) || wanted.join() === current.join()) return saved;
  const images = (await api.send('PUT', `${advertPath(saved.id)}/images`, wanted)) as StoredImage[];
  return { ...saved, images };
};

const save = async (api: Api, payload: AdvertPayload, id?: Identifier): Promise<AdvertDetail> => {
  const form = toAdvertFormData(payload, { update: id !== undefined });
  const fileNames = newFiles(payload).map(({ name }) => name);
  const saved = (await (id === undefined
    ? api.create('/Adverts', form)
    : api.send('PUT', advertPath(id), form)
  ).catch((error: unknown) => {
    throw withAdvertFieldErrors(error, fileNames);
  })) as AdvertDetail;
  return orderImages(api, payload, saved);
};

/**
 * `adverts` resource (spec §7, docs/api/adverts.md): getList → `POST /Adverts/list` {pageSize, page,
 * searchString (filter q), period (filter period, when set), sortField, sortOrder}; getOne →
 * `GET /Adverts/{id}`; create → multipart `POST /Adverts`, update → multipart `PUT /Adverts/{id}` (data:
 * an {@link AdvertPayload}; field errors come back as `body.errors`); delete → `DELETE /Adverts/{id}`;
 * updateMany with `data.isVisible` → `PUT /Adverts/visibility?visible=…` with the ids as JSON body.
 */
export const advertsMapping = (api: Api): ResourceMapping => ({
  getList: async ({ pagination, sort, filter }) => {
    const body = (await api.send('POST', '/Adverts/list', {
      pageSize: pagination?.perPage ?? 25,
      page: pagination?.page ?? 1,
      searchString: typeof filter?.q === 'string' ? filter.q : '',
      ...(typeof filter?.period === 'string' && filter.period !== '' ? { period: filter.period } : {}),
      ...(sort && SORT_FIELDS.has(sort.field) ? { sortField: sort.field, sortOrder: sort.order } : {}),
    })) as { adverts: AdvertListRecord[]; total: number };
    return { data: body.adverts, total: body.total };
  },
  getOne: async ({ id }) => ({ data: (await api.get(advertPath(id))) as AdvertDetail }),
  create: async ({ data }) => ({ data: await save(api, data as AdvertPayload) }),
  update: async ({ id, data }) => ({ data: await save(api, data as AdvertPayload, id) }),
  delete: async ({ id, previousData }) => {
    await api.send('DELETE', advertPath(id));
    return { data: previousData ?? { id } };
  },
  updateMany: async ({ ids, data }) => {
    const visible: unknown = data?.isVisible;
    if (typeof visible !== 'boolean') throw new Error('updateMany of adverts only sets isVisible');
    await api.send('PUT', `/Adverts/visibility?visible=${visible}`, ids);
    return { data: ids };
  },
});

/** The advert calls that are not react-admin CRUD (docs/api/adverts.md). */
export interface AdvertCalls {
  /** `GET /Adverts/publishperiods`: the revue issues, oldest first. */
  getPublishPeriods: () => Promise<PublishPeriod[]>;
  /** `GET /Adverts/export?date=…`: the revue lines of the issue of `date` (`yyyy-MM-dd`). */
  exportAdverts: (date: string) => Promise<string[]>;
}

/** Binds {@link AdvertCalls} to the API. */
export const advertCalls = (api: Api): AdvertCalls => ({
  getPublishPeriods: () => api.getArray<PublishPeriod>('/Adverts/publishperiods'),
  exportAdverts: async (date) => {
    const body = (await api.get(`/Adverts/export?date=${encodeURIComponent(date)}`)) as {
      advertLines?: unknown;
    };
    if (!Array.isArray(body?.advertLines)) throw new Error('GET /Adverts/export did not answer advertLines');
    return body.advertLines.map(String);
  },
});
