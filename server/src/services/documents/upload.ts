/**
 * Reading the multipart upload of `POST /Documents` (docs/api/documents.md): text fields `title` and
 * `isVisible`, exactly one file in `file` — PDF, Word, Excel, OpenDocument, JPEG or PNG by content,
 * at most 25 MB (refused while it streams in, never buffered whole: see readMultipartForm).
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { DocumentFields } from '../../schemas/documents';
import { parseFormFields } from '../uploads/fields';
import { readMultipartForm } from '../uploads/form';
import type { FileKind } from '../uploads/kinds';

/** 25 MB: the largest document accepted (the multipart plugin's own limit is the same, app.ts). */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** The kinds a document may be (spec: PDF, Word, Excel, OpenDocument, JPEG, PNG). */
const DOCUMENT_KINDS: readonly FileKind[] = [
  'pdf',
  'docx',
  'doc',
  'xlsx',
  'xls',
  'odt',
  'ods',
  'odp',
  'jpeg',
  'png',
];

/**
 * The checked fields and file of an upload. Throws ApiError 400: a bad text field (`field` title or
 * isVisible), a refused file (`field` file, reason tooLarge or unsupportedType), no file (reason
 * required) or more than one (reason tooManyFiles).
 */
export async function readDocumentUpload(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fileFields: ['file'],
    maxFileBytes: MAX_DOCUMENT_BYTES,
    accept: DOCUMENT_KINDS,
  });
  const fields = parseFormFields(DocumentFields, form.fields);
  const [file, ...others] = form.files;
  if (!file) throw new ApiError(400, "body: 'file' is required", 'file', 'required');
  if (others.length > 0) throw new ApiError(400, 'Send one file per document.', 'file', 'tooManyFiles');
  return { fields, file };
}
