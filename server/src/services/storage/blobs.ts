/**
 * The blob store: where the bytes of uploads and of their renditions live (docs/decisions.md "Where
 * file bytes live"). A blob is written once under its key and never changed: an upload's key is the
 * hex SHA-256 of its bytes, a rendition's key is `<sha256 of its original>-<rendition>`. Rows of
 * `files` name their blob by `sha256`. Blobs no row refers to any more are removed by `sweep`.
 *
 * Three stores share this interface: a folder beside the PGlite database (./folderBlobs.ts), the
 * table `file_blobs` over a pool of its own on PostgreSQL (./tableBlobs.ts), and a map for a
 * throw-away in-memory PGlite (./memoryBlobs.ts).
 */
import { createHash } from 'node:crypto';

export interface BlobStore {
  /** Stores `bytes` under `key` (an existing blob of that key is kept and counts as stored now). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes of `key`, or undefined when no such blob is stored. */
  get(key: string): Promise<Buffer | undefined>;
  /**
   * Removes the blobs whose original no row of `files` names any more, among those stored at least
   * `graceMs` ago (younger ones may belong to a transaction still running). Returns how many went.
   */
  sweep(referenced: () => Promise<Set<string>>, graceMs: number): Promise<number>;
  /** Lets go of what the store holds open (the PostgreSQL store's pool). */
  close(): Promise<void>;
}

/** A key of the store: 64 lowercase hex digits, optionally `-` and a rendition name. */
const BLOB_KEY = /^[0-9a-f]{64}(-[a-z]+)?$/;

/** Throws an Error for a string that is no blob key (keys name files on disk: nothing else may). */
export function checkBlobKey(key: string): string {
  if (!BLOB_KEY.test(key)) throw new Error(`Not a blob key: ${key}`);
  return key;
}

/** The SHA-256 of the original that blob `key` is or was made from: the key's first 64 characters. */
export const originalOf = (key: string) => key.slice(0, 64);

/** The lowercase hex SHA-256 of `bytes` (about 1 ms per MB on the server's thread, with SHA-NI). */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** How long a new blob is spared by the sweep, in ms: longer than any transaction that stores a file. */
export const SWEEP_GRACE_MS = 10 * 60_000;

/** How often a server sweeps its blob store, in ms (also once at start). */
export const SWEEP_INTERVAL_MS = 10 * 60_000;
