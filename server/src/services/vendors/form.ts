/**
 * Reading the multipart form of POST /Vendors and PUT /Vendors/{id} (spec §5 vendor create/update;
 * docs/api/vendors.md): the images are read and checked first, then the text fields — the message
 * trimmed — are converted and validated. Nothing is written here.
 */
import type { FastifyRequest } from 'fastify';
import { VendorForm, VendorUpdateForm } from '../../schemas/vendors';
import { parseFormFields } from '../uploads/fields';
import { type FormFile, readMultipartForm } from '../uploads/form';
import { IMAGE_KINDS, MAX_IMAGE_BYTES } from '../uploads/kinds';
import type { VendorFields } from './commands';

/**
 * The fields and new images (field `files`) of the request; `imageIds` only on update. Throws ApiError
 * 400: a refused file (`field` files, reason `tooLarge` or `unsupportedType`) or a missing or bad field
 * (`field` its name).
 */
export async function readVendorForm(
  request: FastifyRequest,
  { update }: { update: boolean },
): Promise<{ fields: VendorFields; files: FormFile[] }> {
  const { fields, files } = await readMultipartForm(request, {
    fileFields: ['files'],
    maxFileBytes: MAX_IMAGE_BYTES,
    accept: IMAGE_KINDS,
  });
  if (typeof fields.message === 'string') fields.message = fields.message.trim();
  return { fields: parseFormFields(update ? VendorUpdateForm : VendorForm, fields), files };
}
