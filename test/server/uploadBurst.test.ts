/**
 * A burst of uploads does not hold up the others (issue R, outcome 3): while 20 advert photos of about
 * 9 MB each arrive at once, `GET /readyz` and a members list call keep answering (p99 ≤ 500 ms), every
 * photo is stored, and the server's peak resident memory stays under {@link PEAK_RSS_BOUND_MIB}. The
 * real server runs as a child process, on PGlite and on PostgreSQL; its peak RSS is the kernel's VmHWM.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { advertFormFields } from './advertForm';
import { backends, createPostgresDatabase, signAccessToken } from './context';
import { formData } from './formData';
import { phonePhotos } from './photos';
import { freePort, type ServerProcess, spawnServer, waitUntilReady } from './serverProcess';

const UPLOADS = 20;
/** The issue's bound on the other requests' p99 during the burst (ms). */
const P99_BOUND_MS = 500;
/** The bound on the server's peak resident memory over the whole run, burst included (MiB). */
const PEAK_RSS_BOUND_MIB = 900;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** Starts measuring the peak resident memory of process `pid` afresh (Linux: clear_refs 5). */
async function resetPeakRss(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

/** The peak resident memory of process `pid` since it started or since resetPeakRss, in MiB (VmHWM). */
async function peakRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

describe.each(backends)('20 photos of 9 MB arriving at once on %s', (backend) => {
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let server: ServerProcess;
  const statuses: number[] = [];
  const readyMs: number[] = [];
  const listMs: number[] = [];
  let peakMiB = 0;
  let burstMs = 0;
  let base = '';
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wt-data-burst-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig({ DATA_DIR: dataDir, PORT: String(port) });
    const token = await signAccessToken(config, dataDir);
    headers = { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=burst', 'x-xsrf-token': 'burst' };
    let databaseUrl: string | undefined;
    if (backend === 'postgres') {
      const postgres = await createPostgresDatabase();
      databaseUrl = postgres.url;
      dropDatabase = postgres.drop;
    }
    const photos = await phonePhotos(UPLOADS);
    // The demo club: a members list of its real size, and a member to place the adverts for.
    server = spawnServer(dataDir, port, {
      SEED_DEMO_DATA: 'true',

      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    await waitUntilReady(server, port);
    const listMembers = () =>
      fetch(`${base}/api/backoffice/Members/list`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ pageSize: 25, page: 1 }),
      });
    const memberId: number = (await (await listMembers()).json()).members[0].id;

    let bursting = true;
    const probe = async (times: number[], call: () => Promise<Response>) => {
      while (bursting) {
        const started = performance.now();
        const response = await call();
        await response.arrayBuffer();
        times.push(performance.now() - started);
        expect(response.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const probes = [probe(readyMs, () => fetch(`${base}/readyz`)), probe(listMs, listMembers)];
    await resetPeakRss(server.child.pid as number);
    const started = performance.now();
    await Promise.all(
      photos.map(async (bytes, index) => {
        const form = formData(advertFormFields(memberId), [
          { field: 'files', fileName: `foto-${index + 1}.jpg`, bytes },
        ]);
        const response = await fetch(`${base}/api/backoffice/Adverts`, {
          method: 'POST',
          headers: { ...headers, ...form.headers },
          body: new Uint8Array(form.payload),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }),
    );
    burstMs = performance.now() - started;
    bursting = false;
    await Promise.all(probes);
    peakMiB = await peakRssMiB(server.child.pid as number);
    console.log(
      `${backend}: ${UPLOADS} uploads of ${(photos[0].length / 2 ** 20).toFixed(1)} MiB in ${Math.round(burstMs)} ms; ` +
        `/readyz p99 ${Math.round(percentile(readyMs, 99))} ms (max ${Math.round(Math.max(...readyMs))}, ${readyMs.length} calls); ` +
        `members list p99 ${Math.round(percentile(listMs, 99))} ms (max ${Math.round(Math.max(...listMs))}, ${listMs.length} calls); ` +
        `peak RSS ${Math.round(peakMiB)} MiB`,
    );
  }, 180_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores every photo', () => {
    expect(statuses).toEqual(Array(UPLOADS).fill(201));
  });

  it(`keeps /readyz and the members list answering, p99 ≤ ${P99_BOUND_MS} ms`, () => {
    expect(readyMs.length).toBeGreaterThan(3);
    expect(percentile(readyMs, 99)).toBeLessThanOrEqual(P99_BOUND_MS);
    expect(percentile(listMs, 99)).toBeLessThanOrEqual(P99_BOUND_MS);
  });

  it(`keeps the server's peak memory under ${PEAK_RSS_BOUND_MIB} MiB`, () => {
    expect(peakMiB).toBeLessThan(PEAK_RSS_BOUND_MIB);
  });
});
