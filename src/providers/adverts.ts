import type { Identifier } from 'react-admin';
import type {
  AdvertBulkRequest,
  AdvertCreateForm,
  AdvertDetail,
  AdvertListItem,
  AdvertListRequest,
  PublishPeriod,
} from '../../server/src/schemas/adverts';
import type { BulkResult, Image } from '../../server/src/schemas/common';
import { ADVERT_SORT_FIELDS, DISPLAY_FLAGS } from '../../server/src/schemas/constants';
import { ADVERT_FIELD_ERRORS } from './advertErrors';
import type { Api } from './api';
import { rethrowFieldErrors } from './fieldErrors';
import type { ImageChoice } from './imageTypes';
import { listRequestOf, postPagedList, sortOf } from './lists';
import type { ResourceMapping } from './resourceMapping';

/**
 * What create and update send before it becomes multipart FormData (docs/api/adverts.md): the wire's
 * text fields — the six display flags among them — and `images` in the wanted order instead of
 * `imageIds` (stored ones kept by id, new files uploaded); `isVisible`, when given, is the wanted
 * visibility, set afterwards through `PUT /Adverts/visibility` (the form has no such field).
 */
export type AdvertPayload = Omit<AdvertCreateForm, 'imageIds'> & {
  images: ImageChoice[];
  isVisible?: boolean;
};

/** `PUT /Adverts/visibility?visible=…` with the ids as JSON body (spec §7). */
const setVisibility = (api: Api, ids: Identifier[], visible: boolean) =>
  api.send('PUT', `/Adverts/visibility?visible=${visible}`, ids);

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
  const images = (await api.send('PUT', `${advertPath(saved.id)}/images`, wanted)) as Image[];
  return { ...saved, images };
};

const save = async (api: Api, payload: AdvertPayload, id?: Identifier): Promise<AdvertDetail> => {
  const form = toAdvertFormData(payload, { update: id !== undefined });
  const fileNames = newFiles(payload).map(({ name }) => name);
  const saved = (await (id === undefined
    ? api.create('/Adverts', form)
    : api.send('PUT', advertPath(id), form)
  ).catch(rethrowFieldErrors(ADVERT_FIELD_ERRORS, fileNames))) as AdvertDetail;
  const ordered = await orderImages(api, payload, saved);
  // POST /Adverts saves a new advert hidden and the form has no visibility field: set it afterwards.
  if (payload.isVisible === undefined || payload.isVisible === ordered.isVisible) return ordered;
  await setVisibility(api, [ordered.id], payload.isVisible);
  return { ...ordered, isVisible: payload.isVisible };
};

/**
 * `adverts` resource (spec §7, docs/api/adverts.md): getList → `POST /Adverts/list` {pageSize, page,
 * searchString (filter q), period (filter period, when set), sortField, sortOrder}; getOne →
 * `GET /Adverts/{id}`; create → multipart `POST /Adverts`, update → multipart `PUT /Adverts/{id}` (data:
 * an {@link AdvertPayload}; field errors come back as `body.errors`), each followed by
 * `PUT /Adverts/visibility` with `[id]` when the wanted `isVisible` differs from the saved one; delete → `DELETE /Adverts/{id}`;
 * updateMany with `data.isVisible` → `PUT /Adverts/visibility?visible=…` with the ids as JSON body;
 * with `data.visibleFrom` and `data.visibleTo` → `PUT /Adverts/bulk` (docs/api/adverts.md "Bulk edit").
 */
export const advertsMapping = (api: Api): ResourceMapping => ({
  getList: (params) => {
    const { period } = params.filter ?? {};
    return postPagedList<AdvertListItem>(api, '/Adverts/list', 'adverts', {
      ...listRequestOf(params),
      ...(typeof period === 'string' && period !== '' ? { period } : {}),
      ...sortOf(params.sort, ADVERT_SORT_FIELDS),
    } satisfies AdvertListRequest);
  },
  getOne: async ({ id }) => ({ data: (await api.get(advertPath(id))) as AdvertDetail }),
  create: async ({ data }) => ({ data: await save(api, data as AdvertPayload) }),
  update: async ({ id, data }) => ({ data: await save(api, data as AdvertPayload, id) }),
  delete: async ({ id, previousData }) => {
    await api.send('DELETE', advertPath(id));
    return { data: previousData ?? { id } };
  },
  updateMany: async ({ ids, data }) => {
    const { isVisible, visibleFrom, visibleTo } = data ?? {};
    if (typeof visibleFrom === 'string' && typeof visibleTo === 'string') {
      const body: AdvertBulkRequest = { ids: ids.map(Number), changes: { visibleFrom, visibleTo } };
      return { data: ((await api.send('PUT', '/Adverts/bulk', body)) as BulkResult).ids };
    }
    if (typeof isVisible !== 'boolean')
      throw new Error('updateMany of adverts sets isVisible or visibleFrom with visibleTo');
    await setVisibility(api, ids, isVisible);
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
