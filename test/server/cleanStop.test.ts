/**
 * A clean stop (issue G2 point 2): a server under write load that gets SIGTERM stops accepting
 * connections, finishes the requests in flight, closes the database and releases the data folder —
 * exit code 0 within 10 s — and every write it acknowledged is in the database when reopened.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { lockFileOf } from '../../server/src/db/lock';
import { locations } from '../../server/src/db/schema';
import { freePort } from '../freePort';
import { addTestStaffAccount, backends, createPostgresDatabase, signAccessToken } from './context';
import { postLocation, type ServerProcess, spawnServer, waitUntilReady } from './serverProcess';

/** The bound the issue sets from SIGTERM to the end of the process. */
const STOP_BOUND_MS = 10_000;
const WRITERS = 8;

describe.each(backends)('stopping the server under write load on %s', (backend) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let server: ServerProcess;
  const acknowledged: number[] = [];
  let refusedAfterSignal = 0;
  let stopMs = 0;
  let exitCode: number | string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wt-data-stop-'));
    const port = await freePort();
    const config = loadConfig({ DATA_DIR: dataDir, PORT: String(port) });
    const token = await signAccessToken(config, dataDir); // also writes the keys the server will use
    if (backend === 'postgres') {
      const postgres = await createPostgresDatabase();
      databaseUrl = postgres.url;
      dropDatabase = postgres.drop;
    }
    await addTestStaffAccount(databaseUrl ? { databaseUrl } : { dataDir });
    server = spawnServer(dataDir, port, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    await waitUntilReady(server, port);

    let signalled = false;
    let ended = false;
    void server.exited.then(() => {
      ended = true;
    });
    let serial = 0;
    // Each writer keeps writing until the process has ended, so requests keep arriving while it stops.
    const writer = async () => {
      while (!ended) {
        const name = `Zaal ${++serial}`;
        try {
          const response = await postLocation(port, token, name);
          const body = await response.json();
          if (response.ok) acknowledged.push(body.id);
          else if (signalled) refusedAfterSignal++;
          else throw new Error(`write refused before the signal: ${response.status} ${JSON.stringify(body)}`);
        } catch (error) {
          if (!signalled) throw error;
          refusedAfterSignal++;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = acknowledged.length;
    signalled = true;
    const sent = performance.now();
    server.child.kill('SIGTERM');
    exitCode = await server.exited;
    stopMs = performance.now() - sent;
    await Promise.all(writers);
    console.log(
      `${backend}: SIGTERM → exit ${Math.round(stopMs)} ms; ${before} writes acknowledged before the signal, ` +
        `${acknowledged.length - before} after; ${refusedAfterSignal} refused or cut off after it`,
    );
  }, 60_000);
  afterAll(async () => {
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('was writing when the signal came', () => {
    expect(acknowledged.length).toBeGreaterThan(WRITERS);
  });

  it(`ends with exit code 0 within ${STOP_BOUND_MS / 1000} s of SIGTERM`, () => {
    expect(exitCode, server.output()).toBe(0);
    expect(stopMs).toBeLessThan(STOP_BOUND_MS);
  });

  it('releases the data folder, and every acknowledged write is in the database', async () => {
    const folder = path.join(dataDir, 'pglite');
    expect(existsSync(lockFileOf(folder))).toBe(false);
    const database = await openDatabase({ databaseUrl, dataDir: folder });
    try {
      const stored = new Set(
        (await database.db.select({ id: locations.id }).from(locations)).map((r) => r.id),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
