/**
 * Backup and restore of the embedded database. A backup is one gzipped tarball holding PGlite's own
 * tarball of its data folder (`dumpDataDir('gzip')`, as `pglite.tar.gz`) and the blob folder beside it
 * (`files/`, the bytes of uploads and their renditions). A backup made before the blobs left the
 * database is PGlite's tarball alone; it restores as before, and the next start moves its files'
 * bytes into the folder. Both take the database folder's lock, so they refuse while a server (or
 * another script) has the database open.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { blobFolderBeside, pgliteExtensions } from '../client';
import { lockDataFolder } from '../lock';

/** The name of PGlite's own tarball inside a backup. */
const DATABASE_ENTRY = 'pglite.tar.gz';
/** The name of the blob folder inside a backup. */
const BLOBS_ENTRY = 'files';

/** Runs `work` with a temporary folder in `parent`, removed afterwards. */
async function withStaging<T>(parent: string, work: (staging: string) => Promise<T>): Promise<T> {
  const staging = await mkdtemp(path.join(parent, '.club-beheer-backup-'));
  try {
    return await work(staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Writes a backup of the PGlite folder `folder` and its blob folder to `file`. Throws
 * DataFolderLockedError when another running process holds the folder, and an Error when the folder
 * holds no database.
 */
export async function backupPglite(folder: string, file: string): Promise<void> {
  if (!existsSync(`${folder}/PG_VERSION`)) throw new Error(`No database in ${folder}`);
  const lock = lockDataFolder(folder);
  try {
    await withStaging(os.tmpdir(), async (staging) => {
      const client = await PGlite.create(folder, { extensions: pgliteExtensions });
      try {
        const tarball = await client.dumpDataDir('gzip');
        await writeFile(path.join(staging, DATABASE_ENTRY), Buffer.from(await tarball.arrayBuffer()));
      } finally {
        await client.close();
      }
      const entries = [DATABASE_ENTRY];
      const blobs = blobFolderBeside(folder);
      if (existsSync(blobs)) {
        await symlink(blobs, path.join(staging, BLOBS_ENTRY));
        entries.push(BLOBS_ENTRY);
      }
      await tar.create({ gzip: true, file, cwd: staging, follow: true, portable: true }, entries);
    });
  } finally {
    lock.release();
  }
}

/** Whether the tarball `file` is a backup with a blob folder (else: PGlite's own tarball alone). */
async function holdsDatabaseEntry(file: string): Promise<boolean> {
  let found = false;
  await tar.list({
    file,
    onReadEntry: (entry) => {
      if (entry.path === DATABASE_ENTRY) found = true;
      entry.resume();
    },
  });
  return found;
}

/** Moves `staged` to `target`, the current `target` first to `<target>.before-restore` (replacing one). */
async function putInPlace(staged: string, target: string) {
  const previous = `${target}.before-restore`;
  await rm(previous, { recursive: true, force: true });
  if (existsSync(target)) await rename(target, previous);
  await rename(staged, target);
}

/**
 * Replaces the PGlite folder `folder`, and the blob folder beside it, by those of the backup `file`
 * (made by backupPglite). The database is first unpacked into `<folder>.restoring` and opened; only
 * then is the current folder moved to `<folder>.before-restore` (replacing an earlier one) and the
 * restored one put in its place, and the same for the blob folder. Throws DataFolderLockedError when
 * another running process holds the folder.
 */
export async function restorePglite(file: string, folder: string): Promise<void> {
  const lock = lockDataFolder(folder);
  try {
    // Beside the data folder, so the blob folder is renamed into place on the same file system.
    await withStaging(path.dirname(path.resolve(folder)), async (staging) => {
      let database = file;
      const withBlobs = await holdsDatabaseEntry(file);
      if (withBlobs) {
        await tar.extract({ file, cwd: staging });
        database = path.join(staging, DATABASE_ENTRY);
      }
      const restoring = `${folder}.restoring`;
      await rm(restoring, { recursive: true, force: true });
      const client = await PGlite.create(restoring, {
        loadDataDir: new Blob([await readFile(database)]),
        extensions: pgliteExtensions,
      });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
      await putInPlace(restoring, folder);
      if (withBlobs) {
        const blobs = path.join(staging, BLOBS_ENTRY);
        if (existsSync(blobs)) await putInPlace(blobs, blobFolderBeside(folder));
      }
    });
  } finally {
    lock.release();
  }
}
