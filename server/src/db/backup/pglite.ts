/**
 * Backup and restore of the embedded database: PGlite's own tarball of its data folder
 * (`dumpDataDir('gzip')`, restored with the `loadDataDir` option). Both take the folder's lock, so they
 * refuse while a server (or another script) has the database open.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../client';
import { lockDataFolder } from '../lock';

/**
 * Writes a gzipped tarball of the PGlite folder `folder` to `file`. Throws DataFolderLockedError when
 * another running process holds the folder, and an Error when the folder holds no database.
 */
export async function backupPglite(folder: string, file: string): Promise<void> {
  if (!existsSync(`${folder}/PG_VERSION`)) throw new Error(`No database in ${folder}`);
  const lock = lockDataFolder(folder);
  try {
    const client = await PGlite.create(folder, { extensions: pgliteExtensions });
    try {
      const tarball = await client.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Replaces the PGlite folder `folder` by the database of the tarball `file` (made by backupPglite). The
 * tarball is first unpacked into `<folder>.restoring` and opened; only then is the current folder moved
 * to `<folder>.before-restore` (replacing an earlier one) and the restored one put in its place.
 * Throws DataFolderLockedError when another running process holds the folder.
 */
export async function restorePglite(file: string, folder: string): Promise<void> {
  const lock = lockDataFolder(folder);
  try {
    const staging = `${folder}.restoring`;
    await rm(staging, { recursive: true, force: true });
    const client = await PGlite.create(staging, {
      loadDataDir: new Blob([await readFile(file)]),
      extensions: pgliteExtensions,
    });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    const previous = `${folder}.before-restore`;
    await rm(previous, { recursive: true, force: true });
    if (existsSync(folder)) await rename(folder, previous);
    await rename(staging, folder);
  } finally {
    lock.release();
  }
}
