/**
 * The blob store on PostgreSQL: the table `file_blobs`, so every server instance, on any machine,
 * reaches every file, and pg_dump backs them up with the rest. Each blob is stored in parts of at most
 * BLOB_PART_BYTES, written in one transaction: node-postgres then builds, copies and writes 1 MB
 * messages instead of one of 10 MB, and a burst of uploads leaves the event loop turns in between
 * (docs/decisions.md "Where file bytes live"). It has a small pool of its own, so large uploads wait
 * for these few connections and never take those the other requests need.
 */
import { openPool } from '../../db/pool';
import { MB } from '../../schemas/constants';
import { type BlobStore, checkBlobKey } from './blobs';

/**
 * Connections of the blob store's pool: as many as forms with files are read at once
 * (routes/multipart.ts FORMS_READ_AT_ONCE), besides the pool of the requests' queries.
 */
const BLOB_POOL_SIZE = 4;

/** The largest part of a blob in `file_blobs`, in bytes (migration 0007 splits stored files so too). */
export const BLOB_PART_BYTES = MB;

/** The blob store in table `file_blobs` of the database at `connectionString`. */
export function tableBlobStore(connectionString: string): BlobStore {
  // A connection lost while idle or in use (a restart) costs that call only, never the process.
  const pool = openPool(connectionString, BLOB_POOL_SIZE);
  return {
    async put(key, bytes) {
      checkBlobKey(key);
      const client = await pool.connect();
      try {
        await client.query('begin');
        const touched = await client.query('update file_blobs set stored_on = now() where key = $1', [key]);
        if (touched.rowCount === 0) {
          const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          const parts = Math.max(1, Math.ceil(buffer.length / BLOB_PART_BYTES));
          for (let part = 0; part < parts; part++)
            await client.query(
              'insert into file_blobs (key, part, data) values ($1, $2, $3) on conflict do nothing',
              [key, part, buffer.subarray(part * BLOB_PART_BYTES, (part + 1) * BLOB_PART_BYTES)],
            );
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async get(key) {
      const { rows } = await pool.query<{ data: Buffer }>(
        'select data from file_blobs where key = $1 order by part',
        [key],
      );
      return rows.length === 0 ? undefined : Buffer.concat(rows.map((row) => row.data));
    },
    async sweep(_referenced, graceMs) {
      // The database knows which originals rows still name: no need to list them here.
      const { rows } = await pool.query<{ removed: number }>(
        `with gone as (
           delete from file_blobs b where b.stored_on < now() - make_interval(secs => $1::float8 / 1000)
             and not exists (select 1 from files f where f.sha256 = left(b.key, 64))
           returning b.key)
         select count(distinct key)::int as removed from gone`,
        [graceMs],
      );
      return rows[0].removed;
    },
    close: () => pool.end(),
  };
}
