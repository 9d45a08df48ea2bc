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
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle given to a `db.transaction` callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations of server/migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when the database answers `select 1`. */
  ping(): Promise<boolean>;
  /** Closes the pool or PGlite (and releases the PGlite folder's lock). */
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Drizzle's query logger for LOG_SQL_FILE (the bench): appends `{"sql", "params"}` as one JSON line,
 * synchronously, so a query is in the file before it runs.
 */
const sqlFileLogger = (file: string): Logger => ({
  logQuery: (query, params) => appendFileSync(file, `${JSON.stringify({ sql: query, params })}\n`),
});

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
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator) is dropped and replaced on the
    // next query; without a listener the pool's 'error' event would end the process.
    pool.on('error', (error) =>
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`),
    );
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => (await pool.query('select 1')).rowCount === 1,
      close: () => pool.end(),
    };
  }
  const dataDir = target.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const lock = inMemory ? undefined : lockDataFolder(path.resolve(dataDir));
  // A script that ends by an error still leaves no lock behind (a kill -9 leaves a stale one).
  const release = () => lock?.release();
  if (lock) process.once('exit', release);
  const client = await PGlite.create(dataDir).catch((error) => {
    release();
    throw error;
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
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
