/**
 * Judging a zip-based upload (.xlsx, .docx, .pptx, OpenDocument) before any of it is unpacked: yauzl
 * reads only the zip's central directory — the list of parts with their packed and unpacked sizes —
 * and the upload is refused when that list breaks its ZipLimits (uploads/limits.ts). A zip bomb (a small
 * file that unpacks to hundreds of megabytes) is so refused in milliseconds, whatever it holds.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ApiError } from '../../errors';
import { MB, megabytes, type ZipLimits } from './limits';

/** The zip's parts as its central directory lists them, and the open zip to read them from. */
export interface ZipDirectory {
  zip: ZipFile;
  entries: Entry[];
}

/** Whether `bytes` starts as every non-empty zip does, with a local file header ("PK\3\4"). */
export const looksLikeZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The central directory of `bytes`, checked against `limits`; nothing is unpacked.
 * @param field the form field the file came in, named by a refusal (`formFile`, `file`).
 * @returns the directory, or undefined when `bytes` is not a zip yauzl can read.
 * @throws ApiError 400 naming `field`: reason `zipBomb` when the zip has more than `maxEntries` parts
 *   or a part of `ratioFromBytes` or more unpacks to more than `maxRatio` times its packed size;
 *   reason `tooLarge` when all parts together unpack to more than `maxUnpackedBytes` bytes.
 */
export async function readZipDirectory(
  bytes: Buffer,
  limits: ZipLimits,
  field: string,
): Promise<ZipDirectory | undefined> {
  const zip = await yauzl.fromBufferPromise(bytes).catch(() => undefined);
  if (!zip) return undefined;
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new ApiError(
        400,
        `The file holds ${zip.entryCount} parts; at most ${limits.maxEntries} are accepted.`,
        field,
        'zipBomb',
        { limit: limits.maxEntries, measure: 'parts' },
      );
    const entries: Entry[] = [];
    let unpacked = 0;
    for await (const entry of zip.eachEntry()) {
      checkRatio(entry, limits, field);
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes)
        throw new ApiError(
          400,
          `The file unpacks to more than ${megabytes(limits.maxUnpackedBytes)}.`,
          field,
          'tooLarge',
          { limit: limits.maxUnpackedBytes / MB, measure: 'unpackedSize' },
        );
      entries.push(entry);
    }
    return { zip, entries };
  } catch (error) {
    zip.close();
    if (error instanceof ApiError) throw error;
    return undefined;
  }
}

function checkRatio(entry: Entry, limits: ZipLimits, field: string) {
  if (entry.uncompressedSize < limits.ratioFromBytes) return;
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (ratio > limits.maxRatio)
    throw new ApiError(
      400,
      `The part '${entry.fileName}' unpacks to ${Math.round(ratio)} times its packed size; ` +
        `at most ${limits.maxRatio} times is accepted.`,
      field,
      'zipBomb',
      { limit: limits.maxRatio, measure: 'ratio' },
    );
}
