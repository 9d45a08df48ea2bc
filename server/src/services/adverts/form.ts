/**
 * Reading the multipart form of POST /Adverts and PUT /Adverts/{id} (spec §5 advert create/update;
 * docs/api/adverts.md): the images are read and checked first, then the text fields are converted
 * and validated. Nothing is written here.
 */
import type { FastifyRequest } from 'fastify';
import type { adverts } from '../../db/schema';
import { ApiError } from '../../errors';
import { AdvertFormFields, DISPLAY_FLAGS } from '../../schemas/adverts';
import { parseFormFields } from '../uploads/fields';
import { type FormFile, readMultipartForm } from '../uploads/form';
import { IMAGE_KINDS, MAX_IMAGE_BYTES } from '../uploads/kinds';

/** The advert's stored columns as the form sets them (isVisible is not part of the form). */
type AdvertValues = Omit<typeof adverts.$inferInsert, 'id' | 'isVisible' | 'createdOn'>;

export interface AdvertForm {
  values: AdvertValues;
  /** The images to keep, in order (update only; absent means none). */
  imageIds: number[];
  /** The new images, in the order sent. */
  files: FormFile[];
}

/**
 * The form of the request. Throws ApiError 400: a refused file (`field` files, reason `tooLarge` or
 * `unsupportedType`), a missing or bad field (`field` its name), or `visibleTo` before `visibleFrom`
 * (reason `beforeStart`). `imageIds` is read only when `withImageIds` (update).
 */
export async function readAdvertForm(request: FastifyRequest, withImageIds: boolean): Promise<AdvertForm> {
  const { fields, files } = await readMultipartForm(request, {
    fileFields: ['files'],
    maxFileBytes: MAX_IMAGE_BYTES,
    accept: IMAGE_KINDS,
  });
  const { imageIds, ...rest } = fields;
  if (typeof rest.message === 'string') rest.message = rest.message.trim();
  const form = parseFormFields(
    AdvertFormFields,
    withImageIds && imageIds !== undefined ? { ...rest, imageIds } : rest,
  );
  if (form.visibleTo < form.visibleFrom)
    throw new ApiError(400, 'visibleTo lies before visibleFrom.', 'visibleTo', 'beforeStart');
  return {
    values: {
      memberId: form.memberId,
      message: form.message,
      advertType: form.adType,
      amountPaidType: form.amountPaid,
      visibleFrom: form.visibleFrom,
      visibleTo: form.visibleTo,
      isActive: form.isActive,
      ...Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, form[flag]])),
    },
    imageIds: form.imageIds ?? [],
    files,
  };
}
