/**
 * Reading the multipart form of POST /Activities and PUT /Activities/{id} (spec §5 activity
 * create/update; docs/api/activities.md): the images are read and checked first, then the text
 * fields are converted and validated and the rich text sanitised. Nothing is written here; whether
 * the location exists is checked in the change's transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { activities } from '../../db/schema';
import { ActivityFormFields } from '../../schemas/activities';
import { dateRange } from '../dateRange';
import { sanitizeRichText } from '../richText';
import { parseFormFields } from '../uploads/fields';
import { type FormFile, readMultipartForm } from '../uploads/form';
import { IMAGE_KINDS, MAX_IMAGE_BYTES } from '../uploads/kinds';

/** The activity's stored columns as the form sets them; `locationId` null is "0" on the wire. */
type ActivityValues = Omit<typeof activities.$inferInsert, 'id' | 'createdOn'>;

export interface ActivityForm {
  values: ActivityValues;
  /** The images to keep, in order (update only; absent means none). */
  imageIds: number[];
  /** The new images, in the order sent. */
  files: FormFile[];
}

/** Text fields trimmed; empty coordinates mean "none" rather than 0. */
function tidy(fields: Record<string, string | string[]>) {
  const result = { ...fields };
  for (const name of ['title', 'addressLine1', 'addressLine2', 'latitude', 'longitude']) {
    const value = result[name];
    if (typeof value === 'string') result[name] = value.trim();
  }
  for (const name of ['latitude', 'longitude']) if (result[name] === '') delete result[name];
  return result;
}

/**
 * The form of the request. Throws ApiError 400: a refused file (`field` files, reason `tooLarge` or
 * `unsupportedType`), a missing or bad field (`field` its name), `endDate` before `startDate`
 * (reason `beforeStart`). `imageIds` is read only when `withImageIds` (update). With a stored
 * location the free address lines and coordinates are dropped.
 */
export async function readActivityForm(
  request: FastifyRequest,
  withImageIds: boolean,
): Promise<ActivityForm> {
  const { fields, files } = await readMultipartForm(request, {
    fileFields: ['files'],
    maxFileBytes: MAX_IMAGE_BYTES,
    accept: IMAGE_KINDS,
  });
  const { imageIds, ...rest } = tidy(fields);
  const form = parseFormFields(
    ActivityFormFields,
    withImageIds && imageIds !== undefined ? { ...rest, imageIds } : rest,
  );
  const place =
    form.locationId === 0
      ? {
          locationId: null,
          addressLine1: form.addressLine1 ?? '',
          addressLine2: form.addressLine2 ?? '',
          latitude: form.latitude ?? null,
          longitude: form.longitude ?? null,
        }
      : { locationId: form.locationId, addressLine1: '', addressLine2: '', latitude: null, longitude: null };
  return {
    values: {
      title: form.title,
      info: sanitizeRichText(form.info),
      ...place,
      ...dateRange(form.startDate, form.endDate),
      isVisible: form.isVisible,
    },
    imageIds: form.imageIds ?? [],
    files,
  };
}
