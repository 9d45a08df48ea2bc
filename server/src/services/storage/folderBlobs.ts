/**
 * The blob store of the embedded database: one file per blob in a folder beside the PGlite folder,
 * `<folder>/<first two hex digits>/<key>`. Every read and write goes through Node's asynchronous file
 * system calls (libuv's thread pool), so a 10 MB upload never holds the event loop, as it did when
 * PGlite — which runs on the server's own thread — wrote the bytes (docs/decisions.md "Where file
 * bytes live"). A blob is written to a temporary name first and then renamed, so a reader never sees
 * half a blob.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fileBlobs } from '../../db/schema';
import { type BlobStore, checkBlobKey, originalOf } from './blobs';

const TEMPORARY = '.tmp';

/** The blob store in `folder` (created when missing). */
export function folderBlobStore(folder: string): BlobStore {
  const fileOf = (key: string) => path.join(folder, key.slice(0, 2), checkBlobKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      const now = new Date();
      try {
        await utimes(file, now, now);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}${TEMPORARY}`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async sweep(referenced, graceMs) {
      const keep = await referenced();
      const before = Date.now() - graceMs;
      let removed = 0;
      const shards = await readdir(folder).catch(() => [] as string[]);
      for (const shard of shards) {
        const names = await readdir(path.join(folder, shard)).catch(() => [] as string[]);
        for (const name of names) {
          const file = path.join(folder, shard, name);
          const orphan = name.endsWith(TEMPORARY) || !keep.has(originalOf(name));
          if (!orphan) continue;
          const stored = await stat(file).catch(() => undefined);
          if (!stored || stored.mtimeMs > before) continue;
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
    close: async () => {},
  };
}

/**
 * Moves the blobs of table `file_blobs` into the folder store `blobs` (an embedded database whose
 * files migration 0007 took out of `files`, or a restored one), one at a time, each deleted from the
 * table once it is in the folder. Run at start, after the migrations.
 */
export async function adoptTableBlobs(db: Database, blobs: BlobStore): Promise<void> {
  for (;;) {
    const [next] = await db.select({ key: fileBlobs.key }).from(fileBlobs).limit(1);
    if (!next) return;
    const parts = await db
      .select({ data: fileBlobs.data })
      .from(fileBlobs)
      .where(eq(fileBlobs.key, next.key))
      .orderBy(asc(fileBlobs.part));
    await blobs.put(next.key, Buffer.concat(parts.map((part) => part.data)));
    await db.delete(fileBlobs).where(eq(fileBlobs.key, next.key));
  }
}
