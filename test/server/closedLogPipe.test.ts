/**
 * Logging never holds the server (issue R outcome 2): when whoever reads the server's output closes
 * the pipe (a log shipper, a `| tee` or a terminal that ends) or stops reading it, only log lines are
 * lost. The server keeps answering, ends with code 0 within the stop limit on SIGTERM and releases
 * the data folder, so the next start on it succeeds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { STOP_LIMIT_MS } from '../../server/src/server';
import { addTestStaffAccount, signAccessToken } from './context';
import { type ServerProcess, startServer } from './serverProcess';

/** Requests sent while nobody reads the log: at LOG_LEVEL=debug far more lines than a pipe holds. */
const REQUESTS = 2_000;

describe('a server whose log output nobody reads', () => {
  let dataDir: string;
  let port: number;
  let token: string;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wt-data-logpipe-'));
    await addTestStaffAccount({ dataDir });
    ({ server, port } = await startServer(dataDir, { LOG_LEVEL: 'debug' }));
    // The server made the provider's keys in dataDir; the token is signed with them.
    token = await signAccessToken(loadConfig({ DATA_DIR: dataDir, PORT: String(port) }), dataDir);
  }, 30_000);
  afterEach(async () => {
    server?.child.stdout?.destroy();
    server?.child.stderr?.destroy();
    if (server?.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The statuses of `count` requests that each log a line: the health check and a list of the API. */
  async function statuses(count: number): Promise<number[]> {
    const answered: number[] = [];
    for (let sent = 0; sent < count; sent += 2) {
      const [health, list] = await Promise.all([
        fetch(`http://127.0.0.1:${port}/healthz`),
        fetch(`http://127.0.0.1:${port}/api/backoffice/Locations`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      ]);
      answered.push(health.status, list.status);
      await Promise.all([health.arrayBuffer(), list.arrayBuffer()]);
    }
    return answered;
  }

  /** Sends SIGTERM; resolves with the exit code and the time to it (ms), or 'running' past the limit. */
  async function stopServer(running: ServerProcess): Promise<{ code: number | string; ms: number }> {
    const sent = performance.now();
    running.child.kill('SIGTERM');
    const code = await Promise.race([
      running.exited,
      new Promise<string>((resolve) => setTimeout(resolve, STOP_LIMIT_MS + 2_000, 'running').unref()),
    ]);
    const ms = performance.now() - sent;
    console.log(
      `SIGTERM → ${code === 'running' ? 'still running' : `exit ${code}`} after ${Math.round(ms)} ms`,
    );
    return { code, ms };
  }

  /** A second server starts on the same data folder and stops cleanly: the first released its lock. */
  async function expectFolderReleased(): Promise<void> {
    ({ server } = await startServer(dataDir));
    expect((await stopServer(server)).code).toBe(0);
  }

  it('closed by its reader: keeps answering, stops within the limit and releases the folder', async () => {
    const running = server as ServerProcess;
    running.child.stdout?.destroy();
    running.child.stderr?.destroy();
    expect(new Set(await statuses(200))).toEqual(new Set([200]));
    const { code, ms } = await stopServer(running);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(STOP_LIMIT_MS);
    await expectFolderReleased();
  }, 60_000);

  it('full because its reader stopped reading: keeps answering, stops within the limit', async () => {
    const running = server as ServerProcess;
    running.child.stdout?.pause();
    running.child.stderr?.pause();
    const started = performance.now();
    expect(new Set(await statuses(REQUESTS))).toEqual(new Set([200]));
    console.log(`${REQUESTS} requests answered in ${Math.round(performance.now() - started)} ms, log unread`);
    const { code, ms } = await stopServer(running);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(STOP_LIMIT_MS);
    await expectFolderReleased();
  }, 60_000);
});
