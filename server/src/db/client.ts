/**
 * Opens the database: node-postgres when a connection string is given, else embedded PGlite (PostgreSQL
 * in WASM) keeping its files in `dataDir` (or in memory when dataDir is 'memory://'). Both expose the
 * same Drizzle API (`Database`), with snake_case column names. A PGlite folder is held under an
 * exclusive lock (`lock.ts`) from opening until `close()`.
 */

import { appendFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { BlobStore } from '../services/storage/blobs';
import { adoptTableBlobs, folderBlobStore } from '../services/storage/folderBlobs';
import { memoryBlobStore } from '../services/storage/memoryBlobs';
import { tableBlobStore } from '../services/storage/tableBlobs';
import { buildIndexes } from './indexes';
import { lockDataFolder } from './lock';
import { forDrizzle } from './pgliteClient';
import { openPool } from './pool';
import { isPreparedText } from './prepared';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle given to a `db.transaction` callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the bytes of stored files live (services/storage/blobs.ts). */
  blobs: BlobStore;
  /** Applies the committed migrations of server/migrations, then builds db/indexes.ts (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own `exclusively` on this database, so servers starting
   * at once migrate and seed one after the other. PostgreSQL: a session advisory lock held on a
   * connection of its own (the server drops it should this process die); PGlite: the folder's lock
   * already keeps every other process out.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** True when the database answers `select 1`. */
  ping(): Promise<boolean>;
  /** Closes the pools or PGlite (and releases the PGlite folder's lock). */
  close(): Promise<void>;
}

/** The PostgreSQL extensions PGlite loads (pg_trgm: the member search index, migration 0004). */
export const pgliteExtensions = { pg_trgm };

/** The advisory lock key of `exclusively` on PostgreSQL ("CLUB" in ASCII; any number unused here). */
const EXCLUSIVE_LOCK_KEY = 0x434c5542;

/**
 * PGlite's start parameters: its defaults plus a 64 MB buffer pool. PGlite touches its whole pool in
 * memory at start (the default 128 MB made 466 MiB of idle RSS, 64 MB makes 386 MiB); a club's data fits
 * many times over, and PGlite's files stay in the operating system's page cache besides.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=64MB'];

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Drizzle's query logger for LOG_SQL_FILE (the bench): appends `{"sql", "params", "prepared"}` as one
 * JSON line, synchronously, so a query is in the file before it runs; `prepared` is true for the named
 * prepared statements of db/prepared.ts.
 */
const sqlFileLogger = (file: string): Logger => ({
  logQuery: (query, params) =>
    appendFileSync(file, `${JSON.stringify({ sql: query, params, prepared: isPreparedText(query) })}\n`),
});

/** The blob folder of the PGlite database in `pgliteFolder`: `files` beside it (`$DATA_DIR/files`). */
export const blobFolderBeside = (pgliteFolder: string) =>
  path.join(path.dirname(path.resolve(pgliteFolder)), 'files');

/**
 * `target`: a postgres:// URL, a folder for PGlite, or 'memory://' for a throw-away PGlite; `logSqlFile`
 * (Config.logSqlFile) logs every query to that file. Throws DataFolderLockedError when another running
 * process holds the PGlite folder.
 */
export async function openDatabase(target: {
  databaseUrl?: string;
  dataDir?: string;
  logSqlFile?: string;
}): Promise<DatabaseHandle> {
  const logger = target.logSqlFile ? sqlFileLogger(target.logSqlFile) : false;
  if (target.databaseUrl) {
    const pool = openPool(target.databaseUrl);
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger });
    const blobs = tableBlobStore(target.databaseUrl);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      blobs,
      migrate: async () => {
        await migratePg(db, { migrationsFolder });
        await buildIndexes(db as unknown as Database, true);
      },
      exclusively: async (work) => {
        const holder = await pool.connect();
        try {
          // Polled, not waited for: a session blocked in pg_advisory_lock holds a snapshot, which the
          // other server's CREATE INDEX CONCURRENTLY (db/indexes.ts) waits for — a deadlock.
          const tryLock = async () =>
            (await holder.query('select pg_try_advisory_lock($1) as locked', [EXCLUSIVE_LOCK_KEY])).rows[0]
              .locked === true;
          while (!(await tryLock())) await new Promise((resolve) => setTimeout(resolve, 100));
          return await work();
        } finally {
          holder.release(true); // a session's advisory lock ends with its connection
        }
      },
      ping: async () => (await pool.query('select 1')).rowCount === 1,
      close: async () => {
        await Promise.all([pool.end(), blobs.close()]);
      },
    };
  }
  const dataDir = target.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const lock = inMemory ? undefined : lockDataFolder(path.resolve(dataDir));
  // A script that ends by an error still leaves no lock behind (a kill -9 leaves a stale one).
  const release = () => lock?.release();
  if (lock) process.once('exit', release);
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    startParams: pgliteStartParams,
  }).catch((error) => {
    release();
    throw error;
  });
  const db = drizzlePglite(forDrizzle(client), { schema, casing: 'snake_case', logger });
  const blobs = inMemory ? memoryBlobStore() : folderBlobStore(blobFolderBeside(dataDir));
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    blobs,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await buildIndexes(db as unknown as Database, false);
      await adoptTableBlobs(db as unknown as Database, blobs);
    },
    exclusively: (work) => work(),
    ping: async () => (await client.query('select 1')).rows.length === 1,
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
        process.removeListener('exit', release);
      }
    },
  };
}
