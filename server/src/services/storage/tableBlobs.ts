/**
 * The blob store on PostgreSQL: the table `file_blobs`, so every server instance, on any machine,
 * reaches every file, and pg_dump backs them up with the rest. It has a small pool of its own: a burst
 * of large uploads then waits for these few connections and never takes the connections the other
 * requests need (docs/decisions.md "Where file bytes live"). node-postgres sends a Buffer as a binary
 * parameter (no hex text of the bytes is built on the way in).
 */
import { openPool } from '../../db/pool';
import { type BlobStore, checkBlobKey } from './blobs';

/**
 * Connections of the blob store's pool: as many as forms with files are read at once
 * (routes/multipart.ts FORMS_READ_AT_ONCE), besides the pool of the requests' queries.
 */
export const BLOB_POOL_SIZE = 4;

/** The blob store in table `file_blobs` of the database at `connectionString`. */
export function tableBlobStore(connectionString: string): BlobStore {
  // A connection lost while idle or in use (a restart) costs that call only, never the process.
  const pool = openPool(connectionString, BLOB_POOL_SIZE);
  return {
    async put(key, bytes) {
      await pool.query(
        'insert into file_blobs (key, data) values ($1, $2) on conflict (key) do update set stored_on = now()',
        [checkBlobKey(key), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
      );
    },
    async get(key) {
      const result = await pool.query<{ data: Buffer }>('select data from file_blobs where key = $1', [key]);
      return result.rows[0]?.data;
    },
    async sweep(_referenced, graceMs) {
      // The database knows which originals rows still name: no need to list them here.
      const result = await pool.query(
        `delete from file_blobs b where b.stored_on < now() - make_interval(secs => $1::float8 / 1000)
           and not exists (select 1 from files f where f.sha256 = left(b.key, 64))`,
        [graceMs],
      );
      return result.rowCount ?? 0;
    },
    close: () => pool.end(),
  };
}
