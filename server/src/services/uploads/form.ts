/**
 * Reading multipart/form-data requests (adverts, activities, vendors, documents): the text fields as
 * `{name: value | value[]}` (a repeated name gives an array) and the files of the named file fields,
 * each checked while it streams in. A file over `maxFileBytes` is refused as soon as the limit is
 * passed — it is never buffered whole — and a file whose content (not name) is not of an accepted
 * kind is refused. Both are ApiError 400 naming the file, with `field` the file field and `reason`
 * `tooLarge` or `unsupportedType`; nothing has been written when they are thrown.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { detectFileKind, type FileKind } from './kinds';

/** An accepted uploaded file: its bytes and the kind found in its content. */
export interface FormFile {
  /** The multipart field it came in, e.g. `files`. */
  field: string;
  /** The name the browser sent, without any directory part. */
  fileName: string;
  kind: FileKind;
  bytes: Buffer;
}

interface MultipartForm {
  fields: Record<string, string | string[]>;
  files: FormFile[];
}

interface FormOptions {
  /** Names of the multipart fields that may carry files; files in other fields are refused. */
  fileFields: readonly string[];
  /** The largest accepted file, in bytes. */
  maxFileBytes: number;
  /** The file kinds accepted (by content). */
  accept: readonly FileKind[];
}

/** @fastify/multipart's code for a file over the size limit. */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function baseName(fileName: string) {
  return fileName.split(/[\\/]/).pop()?.trim() || 'file';
}

/**
 * Reads the whole form. Throws ApiError 400 `notMultipart` when the request is not
 * multipart/form-data, `tooLarge` / `unsupportedType` for a refused file, `unexpectedFile` for a file
 * in another field.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: FormOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new ApiError(400, 'Send the form as multipart/form-data.', undefined, 'notMultipart');
  try {
    return await readParts(request, options);
  } catch (error) {
    discardRestOfBody(request);
    throw error;
  }
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

async function readParts(request: FastifyRequest, options: FormOptions): Promise<MultipartForm> {
  const fields: MultipartForm['fields'] = {};
  const files: FormFile[] = [];
  for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
    if (part.type === 'field') {
      const value = String(part.value);
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
      continue;
    }
    const fileName = baseName(part.filename);
    if (!options.fileFields.includes(part.fieldname))
      throw new ApiError(
        400,
        `The file '${fileName}' came in field '${part.fieldname}', which takes no files.`,
        part.fieldname,
        'unexpectedFile',
      );
    // Busboy drops the bytes past the limit but would read on to the end of the part; ending the file
    // stream at the limit refuses the upload at once, however much of it is still on its way.
    part.file.once('limit', () =>
      part.file.destroy(Object.assign(new Error('file too large'), { code: TOO_LARGE })),
    );
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === TOO_LARGE)
        throw new ApiError(
          400,
          `The file '${fileName}' is larger than ${megabytes(options.maxFileBytes)}.`,
          part.fieldname,
          'tooLarge',
        );
      throw error;
    });
    if (bytes.length === 0) continue;
    const kind = await detectFileKind(bytes, fileName);
    if (!kind || !options.accept.includes(kind))
      throw new ApiError(
        400,
        `The file '${fileName}' is not of an accepted type (${options.accept.join(', ')}), judged by its content.`,
        part.fieldname,
        'unsupportedType',
      );
    files.push({ field: part.fieldname, fileName, kind, bytes });
  }
  return { fields, files };
}
