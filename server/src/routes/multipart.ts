/**
 * Multipart/form-data at the HTTP edge (adverts, activities, vendors, documents): a route declares its
 * form with {@link multipartForm} — the text fields' TypeBox schema and the rules for its files — and
 * gets a body schema (so the OpenAPI document describes the form) and a preValidation hook that reads
 * the form. The hook reads every part, checking each file while it streams in: a file over
 * `maxFileBytes` is refused as soon as the limit is passed — it is never buffered whole — and a file
 * whose content (not name) is not of an accepted kind is refused. An accepted file goes into the blob
 * store at once (images also get their renditions made, in the background), so its bytes are not
 * held while the service writes its rows. It then hands the text fields to
 * Fastify's validation as the body, so they are converted ("true" → true, a repeated name → an array)
 * and checked exactly like a JSON body, with the same 400 answers. Handlers get plain typed values
 * from `read(request)`; services never see the request.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { type Static, type TObject, Type } from 'typebox';
import { ApiError } from '../errors';
import { plainNumberCheck } from '../plugins/validation';
import { BinaryFile } from '../schemas/common';
import { sha256Hex } from '../services/storage/blobs';
import { safeFileName } from '../services/uploads/fileName';
import type { FormFile } from '../services/uploads/formFile';
import { detectFileKind, type FileKind, IMAGE_KINDS } from '../services/uploads/kinds';
import { MAX_IMAGE_BYTES, MB, megabytes, type ZipLimits } from '../services/uploads/limits';
import { checkImagePixels } from '../services/uploads/pixels';
import { looksLikeZip, readZipDirectory } from '../services/uploads/zip';

/** The files a form takes. */
export interface FileRules {
  /** The multipart field that carries the files, e.g. `files`. */
  field: string;
  /** The largest accepted file, in bytes. */
  maxFileBytes: number;
  /** The file kinds accepted (by content). */
  accept: readonly FileKind[];
  /** How many files one request may carry. */
  maxFiles: number;
  /** What the files are, for the OpenAPI document. */
  description: string;
  /** What a zip-based file (Office, OpenDocument) may unpack to, judged before anything is unpacked. */
  zipLimits?: ZipLimits;
}

/** The new images of an advert, activity or vendor: field `files`, JPEG, PNG or WebP, ≤ 10 MB each. */
export const IMAGE_FILES: FileRules = {
  field: 'files',
  maxFileBytes: MAX_IMAGE_BYTES,
  accept: IMAGE_KINDS,
  maxFiles: 20,
  description: 'New images, repeated: JPEG, PNG or WebP judged by content, each at most 10 MB.',
};

/** Raw text fields with `names` trimmed: for texts whose length counts after trimming. */
export const trimmed =
  (...names: string[]) =>
  (fields: Record<string, string | string[]>) => {
    const result = { ...fields };
    for (const name of names) {
      const value = result[name];
      if (typeof value === 'string') result[name] = value.trim();
    }
    return result;
  };

declare module 'fastify' {
  interface FastifyRequest {
    /** The accepted files of a multipart form, set by {@link multipartForm}'s hook. */
    uploads?: FormFile[];
  }
}

/**
 * How many forms with files are read at once; the others wait their turn unread, their bytes held
 * back by TCP, so a burst of uploads takes at most this many files' worth of memory
 * (docs/decisions.md "Where file bytes live").
 */
export const FORMS_READ_AT_ONCE = 4;

const formTurns = pLimit(FORMS_READ_AT_ONCE);

/** @fastify/multipart's code for a file over the size limit. */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * The body schema, preValidation hook and typed reader of a multipart route whose text fields are
 * `fields` and whose files follow `files`. `tidy` adjusts the raw text fields before validation
 * (trimming a text whose length counts after trimming, dropping empty optional numbers).
 */
export function multipartForm<T extends TObject>(
  fields: T,
  files: FileRules,
  tidy: (raw: Record<string, string | string[]>) => Record<string, string | string[]> = (raw) => raw,
) {
  const schema = Type.Object({
    ...fields.properties,
    [files.field]: Type.Optional(
      Type.Array(BinaryFile, { maxItems: files.maxFiles, description: files.description }),
    ),
  });
  const plainNumbers = plainNumberCheck('body', fields);
  return {
    body: { content: { 'multipart/form-data': { schema } } },
    preValidation: async (request: FastifyRequest) => {
      const form = await readMultipartForm(request, files);
      request.body = tidy(form.fields);
      plainNumbers?.(request.body);
      request.uploads = form.files;
    },
    /** The validated text fields and the accepted files of the request. */
    read: (request: FastifyRequest) => ({
      fields: request.body as Static<T>,
      files: request.uploads ?? [],
    }),
  };
}

/**
 * Reads the whole form. Throws ApiError 400 with `field` the part at fault: `notMultipart` when the
 * request is not multipart/form-data, `malformedMultipart` when its parts cannot be read (no
 * boundary, a broken part), `tooLarge` / `unsupportedType` / `tooManyPixels` for a refused file, `unexpectedFile` for a
 * file in another field, `expectedFile` for text in the file field, `tooManyFiles`, `zipBomb` (and
 * `tooLarge`) for a zip-based file whose directory breaks the rules' zip limits; and 413 with
 * `field` body when the form has more parts than the multipart limits allow.
 */
async function readMultipartForm(request: FastifyRequest, rules: FileRules) {
  if (!request.isMultipart())
    throw new ApiError(400, 'Send the form as multipart/form-data.', 'body', 'notMultipart');
  try {
    return await formTurns(() => readParts(request, rules));
  } catch (error) {
    throw formFailure(request, error);
  }
}

/**
 * What to throw when reading a multipart form failed with `error`: the rest of the body is let go,
 * an ApiError stays as it is, a 4xx of the multipart plugin (too many parts) keeps its status, and
 * anything else — no boundary, a broken part, a body cut short — is ApiError 400
 * `malformedMultipart`; all name `field` body unless they named a field already.
 */
export function formFailure(request: FastifyRequest, error: unknown): ApiError {
  discardRestOfBody(request);
  if (error instanceof ApiError) return error;
  const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return new ApiError(statusCode, `The form cannot be read: ${message}`, 'body', code);
  return new ApiError(400, `The form cannot be read: ${message}`, 'body', 'malformedMultipart');
}

/**
 * After a refusal the rest of the body is of no use: stop feeding the parser (whose unread parts
 * would otherwise hold the request paused) and let the remaining bytes flow away, as Node does for
 * any body a handler leaves unread. Errors of the abandoned parts (a client that gives up mid-part)
 * are expected then and ignored.
 */
function discardRestOfBody(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.on('error', () => {});
  request.raw.resume();
}

/**
 * The bytes of the file part `part`, at most `maxBytes`. Busboy drops the bytes past its limit but
 * would read on to the end of the part; ending the file stream at the limit refuses the upload at
 * once, however much of it is still on its way: ApiError 400 `tooLarge` naming the part's field,
 * "`what` is larger than 10 MB".
 */
export async function fileBytes(part: MultipartFile, maxBytes: number, what: string): Promise<Buffer> {
  part.file.once('limit', () =>
    part.file.destroy(Object.assign(new Error('file too large'), { code: TOO_LARGE })),
  );
  return part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === TOO_LARGE)
      throw new ApiError(400, `${what} is larger than ${megabytes(maxBytes)}.`, part.fieldname, 'tooLarge', {
        limit: maxBytes / MB,
        measure: 'fileSize',
      });
    throw error;
  });
}

async function readParts(request: FastifyRequest, rules: FileRules) {
  const fields: Record<string, string | string[]> = {};
  const files: FormFile[] = [];
  for await (const part of request.parts({ limits: { fileSize: rules.maxFileBytes } })) {
    if (!part.fieldname)
      throw new ApiError(400, 'A part of the form has no name.', 'body', 'malformedMultipart');
    if (part.type === 'field') {
      if (part.fieldname === rules.field)
        throw new ApiError(400, `'${rules.field}' takes files, not text.`, rules.field, 'expectedFile');
      const value = String(part.value);
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
      continue;
    }
    const fileName = safeFileName(part.filename);
    if (part.fieldname !== rules.field)
      throw new ApiError(
        400,
        `The file '${fileName}' came in field '${part.fieldname}', which takes no files.`,
        part.fieldname,
        'unexpectedFile',
      );
    if (files.length === rules.maxFiles)
      throw new ApiError(400, `At most ${rules.maxFiles} files can be sent.`, rules.field, 'tooManyFiles');
    const bytes = await fileBytes(part, rules.maxFileBytes, `The file '${fileName}'`);
    if (bytes.length === 0) continue;
    if (rules.zipLimits && looksLikeZip(bytes)) {
      // Judged from the central directory alone; file-type below looks inside the parts.
      const directory = await readZipDirectory(bytes, rules.zipLimits, part.fieldname);
      if (!directory)
        throw new ApiError(
          400,
          `The file '${fileName}' is not a readable zip.`,
          part.fieldname,
          'unsupportedType',
        );
      directory.zip.close();
    }
    const kind = await detectFileKind(bytes, fileName);
    if (!kind || !rules.accept.includes(kind))
      throw new ApiError(
        400,
        `The file '${fileName}' is not of an accepted type (${rules.accept.join(', ')}), judged by its content.`,
        part.fieldname,
        'unsupportedType',
      );
    const image = IMAGE_KINDS.includes(kind);
    if (image) await checkImagePixels(bytes, fileName, part.fieldname);
    // Stored before the service's transaction: a blob no row comes to name is swept later.
    const sha256 = sha256Hex(bytes);
    await request.server.database.blobs.put(sha256, bytes);
    if (image) request.server.renditions.prepare(sha256);
    files.push({ field: part.fieldname, fileName, kind, sha256, sizeBytes: bytes.length });
  }
  return { fields, files };
}

/**
 * The one file of a single-file form (an import, a bank statement): the file part `field`, at most
 * `maxBytes`, with its name made safe; other parts are passed over. Throws ApiError 400 (`field`):
 * reason `required` when the request is not multipart or has no such file, `tooLarge` past
 * `maxBytes`; and what {@link formFailure} makes of a form that cannot be read.
 */
export async function readFileField(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart())
    throw new ApiError(400, `Send the file as multipart/form-data field '${field}'.`, field, 'required');
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      return { bytes: await fileBytes(part, maxBytes, 'The file'), fileName: safeFileName(part.filename) };
    }
  } catch (error) {
    throw formFailure(request, error);
  }
  throw new ApiError(400, `The multipart field '${field}' is required.`, field, 'required');
}
