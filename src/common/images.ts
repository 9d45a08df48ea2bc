import type { Image } from '../../server/src/schemas/common';
import { MAX_IMAGE_BYTES } from '../../server/src/schemas/constants';
import { advertReasonKey } from '../providers/advertErrors';

/** docs/api/adverts.md, docs/api/activities.md: each image JPEG, PNG or WebP (and at most 10 MB). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * What the images input reads of an image of a form: a stored one (`id`, `location` of the original,
 * `thumbnailLocation` of its 400 px rendition) or a new `file`; `key`, when set, is stable while the
 * list is reordered.
 */
export interface ImageEntry {
  key?: string;
  name: string;
  id?: number;
  location?: string;
  thumbnailLocation?: string;
  file?: File;
}

/** A new image of a form: a chosen file with a key of its own until it is uploaded. */
export interface NewImage {
  key: string;
  name: string;
  file: File;
}

/** An image of the advert and vendor forms, in display order, always with a `key`. */
export interface FormImage extends ImageEntry {
  key: string;
}

let added = 0;

/** Chosen files → new form images, each with a fresh key. */
export const toNewImages = (files: Iterable<File>): NewImage[] =>
  Array.from(files, (file) => ({ key: `new-${++added}`, name: file.name, file }));

/** Stored images → form images keyed by their id. */
export const toFormImages = (images: readonly Image[]): FormImage[] =>
  images.map(({ id, name, location, thumbnailLocation }) => ({
    key: `stored-${id}`,
    id,
    name,
    location,
    thumbnailLocation,
  }));

/** A stable React key of a form image. */
export const imageKey = (image: ImageEntry): string => image.key ?? `stored-${image.id}`;

const isNew = (image: ImageEntry): boolean => image.file !== undefined;

/**
 * Whether the image at `index` may move by `step` (−1 earlier, +1 later). With `keptFirst` (a server
 * that keeps the stored images in the order sent and appends new files after them) a move never
 * crosses between stored and new images.
 */
export const canMoveImage = (
  images: readonly ImageEntry[],
  index: number,
  step: -1 | 1,
  keptFirst: boolean,
): boolean => {
  const other = images[index + step];
  const image = images[index];
  return other !== undefined && image !== undefined && (!keptFirst || isNew(other) === isNew(image));
};

/** The images with the one at `index` moved by `step` when {@link canMoveImage} allows it. */
export const moveImage = <T extends ImageEntry>(
  images: readonly T[],
  index: number,
  step: -1 | 1,
  keptFirst: boolean,
): T[] => {
  const moved = [...images];
  if (!canMoveImage(images, index, step, keptFirst)) return moved;
  [moved[index], moved[index + step]] = [moved[index + step] as T, moved[index] as T];
  return moved;
};

/** Whether `file` is one {@link validateImages} lets through: JPEG, PNG or WebP by its type, at most 10 MB. */
const isAcceptedFile = (file: File) =>
  file.size <= MAX_IMAGE_BYTES && IMAGE_TYPES.some((type) => type === file.type);

/**
 * Whether a chosen `file` is an image the browser can read: it is decoded (`createImageBitmap`) before
 * the form shows it, so a renamed text file (`nep.jpg`) never sits there as a broken thumbnail. Files
 * {@link validateImages} refuses anyway (type, size) are not decoded and pass here; a browser without
 * `createImageBitmap` passes everything (the server judges the content too).
 */
export const isReadableImage = async (file: File): Promise<boolean> => {
  if (!isAcceptedFile(file) || typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
};

/** Form validator of the images: each new file JPEG, PNG or WebP and at most 10 MB (the server checks too). */
export const validateImages = (images: ImageEntry[] | undefined) => {
  const refused = (images ?? []).find(({ file }) => file && !isAcceptedFile(file));
  if (!refused?.file) return undefined;
  const reason = refused.file.size > MAX_IMAGE_BYTES ? 'tooLarge' : 'unsupportedType';
  return { message: advertReasonKey(reason), args: { name: refused.name } };
};
