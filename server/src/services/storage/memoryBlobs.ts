/**
 * The blob store of a throw-away in-memory PGlite ('memory://', the server tests): a map that goes
 * with the process, as the database does.
 */
import { type BlobStore, checkBlobKey, originalOf } from './blobs';

/** An empty blob store in memory. */
export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, { bytes: Buffer; storedAt: number }>();
  return {
    async put(key, bytes) {
      const known = blobs.get(checkBlobKey(key));
      blobs.set(key, { bytes: known?.bytes ?? Buffer.from(bytes), storedAt: Date.now() });
    },
    get: async (key) => blobs.get(key)?.bytes,
    async sweep(referenced, graceMs) {
      const keep = await referenced();
      const before = Date.now() - graceMs;
      let removed = 0;
      for (const [key, { storedAt }] of blobs)
        if (!keep.has(originalOf(key)) && storedAt <= before && blobs.delete(key)) removed++;
      return removed;
    },
    close: async () => {},
  };
}
