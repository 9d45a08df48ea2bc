/**
 * Images of adverts, activities, messages and vendors (spec §3 Image: id, name, location; with the
 * locations of its renditions, docs/api.md "Images"). The bytes live in the blob store, named by a row
 * of `files`; `location` is the relative URL `/media/{fileId}` an <img> can load without a token.
 * An owner's images are ordered by `position` (0 first). All writers take the caller's transaction,
 * so an image change is written together with the owner's change or not at all.
 */
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client';
import { files, images } from '../db/schema';
import { ApiError } from '../errors';
import type { Image } from '../schemas/common';
import type { ImageRendition } from '../schemas/constants';
import type { FormFile } from './uploads/formFile';
import { FILE_KINDS } from './uploads/kinds';

/** The one owner of an image set. */
type ImageOwner =
  | { advertId: number }
  | { activityId: number }
  | { messageId: number }
  | { vendorId: number };

function ownedBy(owner: ImageOwner): SQL {
  const [[column, id]] = Object.entries(owner) as [[keyof ImageOwner, number]];
  return eq(images[column as 'advertId'], id);
}

/** The URL of a stored file. */
export const mediaLocation = (fileId: string) => `/media/${fileId}`;

/** The URL of rendition `rendition` of a stored image (routes/media). */
export const renditionLocation = (fileId: string, rendition: ImageRendition) =>
  `${mediaLocation(fileId)}/${rendition}`;

/**
 * SQL for the thumbnail location (as renditionLocation gives it) of the owner's first image, or null
 * when it has none: for list rows, which the database hands over in their wire shape.
 */
export function firstThumbnailSql(ownerColumn: AnyPgColumn, owner: AnyPgColumn): SQL<string | null> {
  const [before, after] = renditionLocation('\u0000', 'thumbnail').split('\u0000');
  return sql<string | null>`(select ${sql.raw(`'${before}'`)} || ${images.fileId} || ${sql.raw(`'${after}'`)}
    from ${images} where ${ownerColumn} = ${owner}
    order by ${images.position}, ${images.id} limit 1)`;
}

/** The wire Image of image row `id` named `name` whose bytes are file `fileId`. */
const toImage = ({ id, name, fileId }: { id: number; name: string; fileId: string }): Image => ({
  id,
  name,
  location: mediaLocation(fileId),
  thumbnailLocation: renditionLocation(fileId, 'thumbnail'),
  displayLocation: renditionLocation(fileId, 'display'),
});

/** The owner's images in display order. */
export async function listImages(db: Database | Transaction, owner: ImageOwner): Promise<Image[]> {
  const rows = await db
    .select({ id: images.id, name: images.name, fileId: images.fileId })
    .from(images)
    .where(ownedBy(owner))
    .orderBy(asc(images.position), asc(images.id));
  return rows.map(toImage);
}

/** Lists uploaded files (their bytes already in the blob store) in `files`; returns their ids in order. */
export async function storeFiles(tx: Transaction, uploads: FormFile[]): Promise<string[]> {
  if (uploads.length === 0) return [];
  const rows = await tx
    .insert(files)
    .values(
      uploads.map((upload) => ({
        fileName: upload.fileName,
        contentType: FILE_KINDS[upload.kind],
        sizeBytes: upload.sizeBytes,
        sha256: upload.sha256,
      })),
    )
    .returning({ id: files.id });
  return rows.map((row) => row.id);
}

/** Adds `uploads` as the owner's last images. */
export async function addImages(tx: Transaction, owner: ImageOwner, uploads: FormFile[]) {
  if (uploads.length === 0) return;
  const existing = await listImages(tx, owner);
  const fileIds = await storeFiles(tx, uploads);
  await tx.insert(images).values(
    uploads.map((upload, index) => ({
      ...owner,
      name: upload.fileName,
      fileId: fileIds[index],
      position: existing.length + index,
    })),
  );
}

async function removeImages(tx: Transaction, where: SQL) {
  const removed = await tx.delete(images).where(where).returning({ fileId: images.fileId });
  if (removed.length > 0)
    await tx.delete(files).where(
      inArray(
        files.id,
        removed.map((row) => row.fileId),
      ),
    );
}

/**
 * Keeps exactly the images `keepIds` (in that order, positions 0..n-1), removes the owner's other
 * images with their bytes, then appends `uploads`. Throws ApiError 400 (`field` imageIds) when an id
 * is not one of the owner's images.
 */
export async function replaceImages(
  tx: Transaction,
  owner: ImageOwner,
  keepIds: number[],
  uploads: FormFile[],
) {
  await orderImages(tx, owner, keepIds, { removeOthers: true });
  await addImages(tx, owner, uploads);
}

/**
 * Puts the owner's images in the order of `ids`. With `removeOthers` the images not named are
 * removed; without it every image of the owner must be named once. Throws ApiError 400 (`field`
 * imageIds, reason `unknownImage` or `incompleteOrder`).
 */
export async function orderImages(
  tx: Transaction,
  owner: ImageOwner,
  ids: number[],
  { removeOthers }: { removeOthers: boolean },
) {
  const current = await listImages(tx, owner);
  const known = new Set(current.map((image) => image.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw new ApiError(
      400,
      `Image ${unknown} is not one of this record's images.`,
      'imageIds',
      'unknownImage',
    );
  if (new Set(ids).size !== ids.length)
    throw new ApiError(400, 'An image id is given twice.', 'imageIds', 'duplicateImage');
  if (removeOthers)
    await removeImages(tx, and(ownedBy(owner), notInArray(images.id, ids.length ? ids : [0])) as SQL);
  else if (ids.length !== current.length)
    throw new ApiError(400, 'Name every image of this record once.', 'imageIds', 'incompleteOrder');
  for (const [position, id] of ids.entries())
    await tx.update(images).set({ position }).where(eq(images.id, id));
}

/** Removes all the owner's images and their bytes (before the owner itself is deleted). */
export async function deleteImages(tx: Transaction, owner: ImageOwner) {
  await removeImages(tx, ownedBy(owner));
}
