/**
 * Backups of the configured database — PGlite in `<DATA_DIR>/pglite`, or the PostgreSQL server of
 * DATABASE_URL — as one timestamped file. Uploaded files are rows of the `files` table, so the file
 * holds them too. The kind of a backup is read from its first bytes when it is restored.
 */
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Config, pgliteFolder } from '../../config';
import { backupPglite, restorePglite } from './pglite';
import { backupPostgres, restorePostgres } from './postgres';

/** `club-beheer-<kind>-YYYYMMDD-HHMMSS` (UTC) with the kind's extension. */
function backupName(kind: 'pglite' | 'postgres', now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '').replace('T', '-');
  return `club-beheer-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/**
 * Backs up the configured database into the folder `into` (which must exist). Returns the file's path
 * and size in bytes. Throws DataFolderLockedError when a server holds the PGlite folder, and an Error
 * when pg_dump fails.
 */
export async function backupDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  into: string,
  now = new Date(),
): Promise<{ file: string; bytes: number }> {
  const file = path.resolve(into, backupName(config.databaseUrl ? 'postgres' : 'pglite', now));
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupPglite(pgliteFolder(config), file);
  return { file, bytes: (await stat(file)).size };
}

/** 'pglite' for a gzip tarball, 'postgres' for a pg_dump custom-format file. */
async function kindOf(file: string): Promise<'pglite' | 'postgres'> {
  const handle = await open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'pglite';
    if (buffer.toString('latin1') === 'PGDMP') return 'postgres';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is no Club Beheer backup (neither a PGlite tarball nor a pg_dump file)`);
}

/**
 * Restores `file` into the configured database, replacing what it holds. Throws an Error when the
 * backup's kind does not match the configuration (a PGlite backup needs DATABASE_URL unset, a pg_dump
 * file needs it set), DataFolderLockedError when a server holds the PGlite folder, and an Error when
 * pg_restore fails.
 */
export async function restoreDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string) {
  const kind = await kindOf(file);
  if (kind === 'postgres' && !config.databaseUrl)
    throw new Error(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore into`);
  if (kind === 'pglite' && config.databaseUrl)
    throw new Error(`${file} is a PGlite backup: unset DATABASE_URL to restore into ${pgliteFolder(config)}`);
  if (config.databaseUrl) await restorePostgres(file, config.databaseUrl);
  else await restorePglite(file, pgliteFolder(config));
}
