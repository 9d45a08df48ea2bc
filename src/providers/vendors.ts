import type { Identifier } from 'react-admin';
import { VENDOR_SORT_FIELDS } from '../../server/src/schemas/constants';
import type {
  VendorDetail,
  VendorForm,
  VendorListItem,
  VendorListRequest,
} from '../../server/src/schemas/vendors';
import { ADVERT_FIELD_ERRORS } from './advertErrors';
import type { Api } from './api';
import { type FieldErrorRules, rethrowFieldErrors } from './fieldErrors';
import type { ImageChoice } from './imageTypes';
import { listRequestOf, postPagedList, sortOf } from './lists';
import type { ResourceMapping } from './resourceMapping';

/**
 * What create and update send before it becomes multipart FormData: the wire's text fields and `images`
 * in the wanted order instead of `imageIds` (stored ones kept by id, new files uploaded).
 */
export type VendorPayload = VendorForm & { images: ImageChoice[] };

/** Translation key of the one vendor-only problem: the member already is another vendor. */
const ALREADY_VENDOR_KEY = 'resources.vendors.reasons.alreadyVendor';

/**
 * How `POST /Vendors` and `PUT /Vendors/{id}` refusals read: the 409 of a member who already is a vendor
 * shows on the member picker (form path `member`); the 400s carry the same fields and reasons as the
 * advert form's (member, message, images naming a refused file), so they are mapped as there.
 */
const VENDOR_FIELD_ERRORS: FieldErrorRules = {
  ...ADVERT_FIELD_ERRORS,
  keys: { ...ADVERT_FIELD_ERRORS.keys, '409 memberId': ALREADY_VENDOR_KEY },
  statuses: [400, 409],
};

const vendorPath = (id: Identifier) => `/Vendors/${encodeURIComponent(id)}`;

const newFiles = ({ images }: VendorPayload): File[] =>
  images.flatMap((image) => ('file' in image ? [image.file] : []));

/**
 * The multipart form of docs/api/vendors.md: memberId, message, one `files` part per new image and, on
 * update, one `imageIds` part per kept image (in order; the server puts new images after them).
 */
const toVendorFormData = (payload: VendorPayload, { update }: { update: boolean }): FormData => {
  const form = new FormData();
  form.append('memberId', String(payload.memberId));
  form.append('message', payload.message);
  for (const file of newFiles(payload)) form.append('files', file, file.name);
  if (update)
    for (const image of payload.images) if ('id' in image) form.append('imageIds', String(image.id));
  return form;
};

const save = async (api: Api, payload: VendorPayload, id?: Identifier): Promise<VendorDetail> => {
  const form = toVendorFormData(payload, { update: id !== undefined });
  const request = id === undefined ? api.create('/Vendors', form) : api.send('PUT', vendorPath(id), form);
  const fileNames = newFiles(payload).map(({ name }) => name);
  return (await request.catch(rethrowFieldErrors(VENDOR_FIELD_ERRORS, fileNames))) as VendorDetail;
};

/**
 * `vendors` resource (spec §7, docs/api/vendors.md): getList → `POST /Vendors/list` {pageSize, page,
 * searchString (filter q), sortField, sortOrder}; getOne → `GET /Vendors/{id}`; create → multipart
 * `POST /Vendors`, update → multipart `PUT /Vendors/{id}` (data: a {@link VendorPayload}; field errors
 * come back as `body.errors`); delete → `DELETE /Vendors/{id}`.
 */
export const vendorsMapping = (api: Api): ResourceMapping => ({
  getList: (params) =>
    postPagedList<VendorListItem>(api, '/Vendors/list', 'vendors', {
      ...listRequestOf(params),
      ...sortOf(params.sort, VENDOR_SORT_FIELDS),
    } satisfies VendorListRequest),
  getOne: async ({ id }) => ({ data: (await api.get(vendorPath(id))) as VendorDetail }),
  create: async ({ data }) => ({ data: await save(api, data as VendorPayload) }),
  update: async ({ id, data }) => ({ data: await save(api, data as VendorPayload, id) }),
  delete: async ({ id, previousData }) => {
    await api.send('DELETE', vendorPath(id));
    return { data: previousData ?? { id } };
  },
});
