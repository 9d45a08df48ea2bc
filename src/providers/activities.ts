import type { Identifier } from 'react-admin';
import type {
  ActivityCreateForm,
  ActivityDetail,
  ActivityListItem,
  ActivityListRequest,
} from '../../server/src/schemas/activities';
import { sectionFieldErrors } from './activityErrors';
import type { Api } from './api';
import { rethrowFieldErrors } from './fieldErrors';
import type { ImageChoice } from './imageTypes';
import { listRequestOf, postPagedList } from './lists';
import type { ResourceMapping } from './resourceMapping';

/**
 * What create and update send before it becomes multipart FormData (docs/api/activities.md): the
 * wire's form fields, with the address lines always present and the coordinates null when unknown (then
 * left out of the form), and `images` in the wanted order instead of `imageIds` (stored ones are kept
 * by id, files uploaded).
 */
export type ActivityPayload = Required<Omit<ActivityCreateForm, 'imageIds' | 'latitude' | 'longitude'>> &
  Pick<ActivityDetail, 'latitude' | 'longitude'> & { images: ImageChoice[] };

const activityPath = (id: Identifier) => `/Activities/${encodeURIComponent(id)}`;

const newFiles = (images: readonly ImageChoice[]): File[] =>
  images.flatMap((image) => ('file' in image ? [image.file] : []));

const keptIds = (images: readonly ImageChoice[]): number[] =>
  images.flatMap((image) => ('id' in image ? [image.id] : []));

/**
 * The multipart form of docs/api/activities.md: `title`, `locationId` (0 = no stored location),
 * `info`, `startDate`, `endDate`, `isVisible`; with `locationId` 0 also `addressLine1`, `addressLine2`
 * and, when known, `latitude` and `longitude`; one `files` part per new image and, on update, one
 * `imageIds` part per kept image, both in order (the server keeps the images, then appends the files).
 */
const toActivityFormData = (payload: ActivityPayload, { update }: { update: boolean }): FormData => {
  const form = new FormData();
  form.append('title', payload.title);
  form.append('locationId', String(payload.locationId));
  form.append('info', payload.info);
  form.append('startDate', payload.startDate);
  form.append('endDate', payload.endDate);
  form.append('isVisible', String(payload.isVisible));
  if (payload.locationId === 0) {
    form.append('addressLine1', payload.addressLine1);
    form.append('addressLine2', payload.addressLine2);
    if (payload.latitude !== null) form.append('latitude', String(payload.latitude));
    if (payload.longitude !== null) form.append('longitude', String(payload.longitude));
  }
  for (const file of newFiles(payload.images)) form.append('files', file, file.name);
  if (update) for (const id of keptIds(payload.images)) form.append('imageIds', String(id));
  return form;
};

const save = async (api: Api, payload: ActivityPayload, id?: Identifier): Promise<ActivityDetail> => {
  const form = toActivityFormData(payload, { update: id !== undefined });
  const sent = id === undefined ? api.create('/Activities', form) : api.send('PUT', activityPath(id), form);
  const fileNames = newFiles(payload.images).map(({ name }) => name);
  return (await sent.catch(
    rethrowFieldErrors(sectionFieldErrors('activities'), fileNames),
  )) as ActivityDetail;
};

/**
 * `activities` resource (spec §7, docs/api/activities.md): getList → `POST /Activities/list`
 * {pageSize, page, searchString (filter q)}, in the server's order (upcoming first); getOne →
 * `GET /Activities/{id}`; create → multipart `POST /Activities`, update → multipart
 * `PUT /Activities/{id}` (data: an {@link ActivityPayload}; field errors come back as `body.errors`);
 * delete → `DELETE /Activities/{id}`.
 */
export const activitiesMapping = (api: Api): ResourceMapping => ({
  getList: (params) =>
    postPagedList<ActivityListItem>(
      api,
      '/Activities/list',
      'activities',
      listRequestOf(params) satisfies ActivityListRequest,
    ),
  getOne: async ({ id }) => ({ data: (await api.get(activityPath(id))) as ActivityDetail }),
  create: async ({ data }) => ({ data: await save(api, data as ActivityPayload) }),
  update: async ({ id, data }) => ({ data: await save(api, data as ActivityPayload, id) }),
  delete: async ({ id, previousData }) => {
    await api.send('DELETE', activityPath(id));
    return { data: previousData ?? { id } };
  },
});
