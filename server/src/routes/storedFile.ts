/**
 * How stored upload bytes leave the server, at /media and through the API alike: the stored content
 * type, the original name in Content-Disposition (`inline` for images, `attachment` otherwise), and
 * headers that keep the bytes from running as a page of this origin — a PDF with JavaScript or an
 * image that is also HTML opens sandboxed, without scripts, and is never sniffed as another type.
 */
import type { FastifyReply } from 'fastify';
import { ApiError } from '../errors';
import type { BlobStore } from '../services/storage/blobs';
import type { getFile } from '../services/storage/files';

/** The CSP of every stored file and of every other /media answer: nothing loads, nothing runs. */
export const STORED_FILE_POLICY = "default-src 'none'; sandbox";

type StoredFile = NonNullable<Awaited<ReturnType<typeof getFile>>>;

/** Sets the policy and nosniff headers on `reply` (also for error answers of a file route). */
export function guardStoredFileReply(reply: FastifyReply): void {
  reply.header('content-security-policy', STORED_FILE_POLICY);
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * Sends `bytes` on `reply` as `contentType` under `fileName`, with the cache rule `cacheControl` and
 * the guarding headers.
 */
export function sendBytes(
  reply: FastifyReply,
  bytes: Buffer,
  { contentType, fileName }: { contentType: string; fileName: string },
  cacheControl: string,
) {
  const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment';
  guardStoredFileReply(reply);
  return reply
    .type(contentType)
    .header('cache-control', cacheControl)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(bytes);
}

/**
 * Sends the bytes of `file`, read from `blobs`, as {@link sendBytes} does. Throws ApiError 404 when
 * its blob is missing (a store restored without its files).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  blobs: BlobStore,
  file: StoredFile,
  cacheControl: string,
) {
  const bytes = await blobs.get(file.sha256);
  if (!bytes) {
    reply.log.error(`the bytes of file ${file.id} (${file.sha256}) are missing from the blob store`);
    throw new ApiError(404, 'The contents of this file are missing.');
  }
  return sendBytes(reply, bytes, file, cacheControl);
}
