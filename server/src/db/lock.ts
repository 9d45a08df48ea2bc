/**
 * One writer per embedded database: PGlite has no locking of its own, so two processes on one data
 * folder both write and each overwrites the other's pages (acknowledged writes were lost). A process
 * takes the folder by creating `<folder>.lock` exclusively with its PID inside — written to a file of
 * its own first, then hard-linked into place (link fails when the name exists, atomically, so a lock
 * is never seen half written); a lock whose process no longer runs (a crash, a kill -9) is stale and
 * taken over.
 */
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** Thrown when another running process (or this one) holds the data folder. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by process ${pid} (another Club Beheer server or a db: script). ` +
        `Stop that process first; one process at a time may open an embedded database.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  /** The lock file, `<folder>.lock`. */
  file: string;
  /** Removes the lock file when it is still ours; safe to call twice. */
  release(): void;
}

/** The lock file of a data folder; beside it, so a restore can replace the folder whole. */
export function lockFileOf(folder: string): string {
  return `${folder.replace(/\/+$/, '')}.lock`;
}

/** Whether a process with this PID runs (EPERM: it runs, under another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID written in a lock file, or undefined when it is gone or unreadable (half written). */
function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the exclusive lock of `folder` (an absolute path) for this process. Throws DataFolderLockedError
 * when a running process holds it — this one included, so one process cannot open a folder twice.
 * A lock left by a process that no longer runs, or holding no PID, is removed and taken.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const file = lockFileOf(folder);
  const own = `${file}.${process.pid}`;
  writeFileSync(own, `${process.pid}\n`);
  try {
    return takeLock(folder, file, own);
  } finally {
    unlinkSync(own);
  }
}

function takeLock(folder: string, file: string, own: string): DataFolderLock {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      linkSync(own, file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (holderOf(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = holderOf(file);
    if (pid !== undefined && isRunning(pid)) throw new DataFolderLockedError(folder, pid);
    try {
      unlinkSync(file); // stale: its process is gone
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}: it keeps coming back`);
}
