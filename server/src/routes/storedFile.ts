/**
 * How stored upload bytes leave the server, at /media and through the API alike: the stored content
 * type, the original name in Content-Disposition (`inline` for images, `attachment` otherwise), and
 * headers that keep the bytes from running as a page of this origin — a PDF with JavaScript or an
 * image that is also HTML opens sandboxed, without scripts, and is never sniffed as another type.
 */
import type { FastifyReply } from 'fastify';
import type { getFile } from '../services/storage';

/** The CSP of every stored file and of every other /media answer: nothing loads, nothing runs. */
export const STORED_FILE_POLICY = "default-src 'none'; sandbox";

type StoredFile = NonNullable<Awaited<ReturnType<typeof getFile>>>;

/** Sets the policy and nosniff headers on `reply` (also for error answers of a file route). */
export function guardStoredFileReply(reply: FastifyReply): void {
  reply.header('content-security-policy', STORED_FILE_POLICY);
  reply.header('x-content-type-options', 'nosniff');
}

/** Sends `file`'s bytes on `reply` with its type, name, cache rule and the guarding headers. */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, cacheControl: string) {
  const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  guardStoredFileReply(reply);
  return reply
    .type(file.contentType)
    .header('cache-control', cacheControl)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(Buffer.from(file.data));
}
