/**
 * One writer per embedded database (issue G2 point 1): the PGlite folder is locked from opening to
 * closing; a second opener — in this process or a second server — is refused with a message naming the
 * folder and the process that holds it; a lock left by a process that no longer runs is taken over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { DataFolderLockedError, lockDataFolder, lockFileOf } from '../../server/src/db/lock';
import { freePort } from '../freePort';
import { spawnServer } from './serverProcess';

describe('the lock of the embedded database folder', () => {
  let dataDir: string;
  let folder: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wt-data-lock-'));
    folder = path.join(dataDir, 'pglite');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second lock while the first is held, and grants it after release', () => {
    const lock = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(folder)).toThrow(
      `The data folder ${folder} is in use by process ${process.pid}`,
    );
    lock.release();
    expect(existsSync(lockFileOf(folder))).toBe(false);
    lockDataFolder(folder).release();
  });

  it('takes over a lock whose process no longer runs', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    writeFileSync(lockFileOf(folder), `${gone}\n`);
    const lock = lockDataFolder(folder);
    expect(existsSync(lockFileOf(folder))).toBe(true);
    lock.release();
  });

  it('refuses to open the same PGlite folder twice, and opens it again once closed', async () => {
    const first = await openDatabase({ dataDir: folder });
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(DataFolderLockedError);
    await first.close();
    const again = await openDatabase({ dataDir: folder });
    expect(await again.ping()).toBe(true);
    await again.close();
  });

  it('a second server on a held folder ends at once, exit code 1, naming the folder and the holder', async () => {
    const lock = lockDataFolder(folder);
    try {
      const server = spawnServer(dataDir, await freePort());
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`The data folder ${folder} is in use by process ${process.pid}`);
      expect(existsSync(lockFileOf(folder))).toBe(true);
    } finally {
      lock.release();
    }
  });
});
