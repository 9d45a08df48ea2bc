/**
 * The stored files (table `files`: name, type, size and the SHA-256 that keys their bytes in the blob
 * store, ./blobs.ts). Ids are random UUIDs; files are served at /media/{id}, except the file of a
 * hidden document, which only staff fetch, through the API (GET /api/backoffice/Documents/{id}/file).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, files } from '../../db/schema';
import type { BlobStore } from './blobs';

/** The file with `id`, or undefined. `sha256` keys its bytes in the blob store, `sizeBytes` counts them. */
export async function getFile(db: Database, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/**
 * The file with `id` as /media may serve it to anyone with the link: undefined when unknown or when
 * it is the file of a document staff hid (isVisible false). Images and visible documents are public.
 */
export async function getPublicFile(db: Database, id: string) {
  const [hidden] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.fileId, id), eq(documents.isVisible, false)))
    .limit(1);
  return hidden ? undefined : getFile(db, id);
}

/** The stored file of document `documentId` (visible or hidden), or undefined for an unknown document. */
export async function getDocumentFile(db: Database, documentId: number) {
  const [row] = await db
    .select({ fileId: documents.fileId })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row ? getFile(db, row.fileId) : undefined;
}

/**
 * Removes the blobs no row of `files` names any more, among those stored at least `graceMs` ago
 * (blobs.ts `sweep`). Returns how many went.
 */
export async function sweepBlobs(db: Database, blobs: BlobStore, graceMs: number): Promise<number> {
  return blobs.sweep(
    async () =>
      new Set((await db.selectDistinct({ sha256: files.sha256 }).from(files)).map((row) => row.sha256)),
    graceMs,
  );
}
