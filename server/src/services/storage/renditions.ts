/**
 * The renditions of stored images (IMAGE_RENDITIONS: a thumbnail and a display size), made with sharp
 * (libvips), whose work runs on libuv's thread pool, off the event loop. A rendition is a blob of its
 * own, `<sha256 of the original>-<rendition>`, so it is made once per original and shared by every
 * row that names those bytes.
 *
 * Renditions are made in the background right after an upload (`prepare`) and, should that not have
 * happened — a stop in between, or images stored before renditions existed — at their first request
 * (`get`). Both wait in one queue that makes one image's renditions at a time (a request's first),
 * which bounds the memory they take: one original and its decoded pixels (shrunk while decoding for
 * JPEG). Nothing is lost when the process ends with work queued: a missing rendition is made when
 * asked for (docs/decisions.md "Image renditions").
 */
import sharp from 'sharp';
import { IMAGE_RENDITIONS, type ImageRendition, MAX_IMAGE_PIXELS } from '../../schemas/constants';
import type { BlobStore } from './blobs';

/** WebP quality of the renditions (0–100): no visible loss at these sizes, a 400 px photo ≈ 20–40 kB. */
const WEBP_QUALITY = 80;

/** The content type of every rendition. */
export const RENDITION_CONTENT_TYPE = 'image/webp';

// Decoded images are not kept in libvips' cache: one image at a time, each used once. One libvips
// thread: a rendition may take longer, but the server's own thread keeps a core (two-core machines).
sharp.cache(false);
sharp.concurrency(1);

/** The blob key of rendition `name` of the original with hash `sha256`. */
const renditionKey = (sha256: string, name: ImageRendition) => `${sha256}-${name}`;

export interface Renditions {
  /** Queues the renditions of original `sha256` (done in the background; errors are logged). */
  prepare(sha256: string): void;
  /**
   * The bytes of rendition `name` of original `sha256` (WebP), made first when missing; undefined when
   * the original is not stored or cannot be decoded as an image.
   */
  get(sha256: string, name: ImageRendition): Promise<Buffer | undefined>;
}

/** Makes every rendition of `original` (image bytes): name → WebP bytes. Throws when sharp cannot decode it. */
async function makeRenditions(original: Buffer): Promise<Record<ImageRendition, Buffer>> {
  const made = {} as Record<ImageRendition, Buffer>;
  for (const [name, edge] of Object.entries(IMAGE_RENDITIONS) as [ImageRendition, number][])
    made[name] = await sharp(original, { failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate() // upright, by the EXIF orientation; the output carries no metadata at all
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  return made;
}

/** The renditions of the images in `blobs`; `warn` logs a failure. */
export function imageRenditions(blobs: BlobStore, warn: (message: string) => void): Renditions {
  /** Originals whose renditions are being made or queued → when they are done (true: made). */
  const working = new Map<string, Promise<boolean>>();
  const queue: { sha256: string; urgent: boolean; done: (made: boolean) => void }[] = [];
  let busy = false;

  async function make(sha256: string): Promise<boolean> {
    const original = await blobs.get(sha256);
    if (!original) return false;
    const made = await makeRenditions(original);
    for (const [name, bytes] of Object.entries(made) as [ImageRendition, Buffer][])
      await blobs.put(renditionKey(sha256, name), bytes);
    return true;
  }

  async function drain() {
    if (busy) return;
    busy = true;
    for (let next = queue.shift(); next; next = queue.shift()) {
      const job = next;
      const made = await make(job.sha256).catch((error: Error) => {
        warn(`renditions of ${job.sha256} not made: ${error.message}`);
        return false;
      });
      working.delete(job.sha256);
      job.done(made);
    }
    busy = false;
  }

  function enqueue(sha256: string, urgent: boolean): Promise<boolean> {
    const known = working.get(sha256);
    if (known) {
      const index = queue.findIndex((job) => job.sha256 === sha256);
      if (urgent && index > 0) queue.unshift(...queue.splice(index, 1));
      return known;
    }
    const done = new Promise<boolean>((resolve) => {
      const job = { sha256, urgent, done: resolve };
      const firstBackground = queue.findIndex((other) => !other.urgent);
      if (urgent && firstBackground !== -1) queue.splice(firstBackground, 0, job);
      else queue.push(job);
    });
    working.set(sha256, done);
    void drain();
    return done;
  }

  return {
    prepare: (sha256) => void enqueue(sha256, false),
    async get(sha256, name) {
      const stored = await blobs.get(renditionKey(sha256, name));
      if (stored) return stored;
      if (!(await enqueue(sha256, true))) return undefined;
      return blobs.get(renditionKey(sha256, name));
    },
  };
}
