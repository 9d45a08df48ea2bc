/**
 * The bench of one backend (PostgreSQL or PGlite), from an empty database to its rows of the report:
 * 1. migrate and seed as the server's first start does (prepareDatabase, in this process), grow the
 *    data by bulk SQL (grow.ts), VACUUM ANALYZE, close; for PGlite, copy the data folder for the bare
 *    server (only one process may open a folder; the copy is byte for byte the same data);
 * 2. start the server with LOG_SQL_FILE and record the SQL each measured request runs (capture.ts);
 *    stop it;
 * 3. start the server afresh, wait 3 s, take its idle RSS; start the bare server (bare.ts) with the
 *    recorded SQL; warm both up on every route until their code has settled; measure each route on
 *    both, in alternating slices
 *    (load.ts); 3 s after the load, take both servers' RSS again.
 */
import { cp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig, pgliteFolder } from '../../server/src/config';
import { prepareDatabase } from '../../server/src/db/prepare';
import { freePort } from '../freePort';
import type { Query } from './bare';
import { captureRoutes } from './capture';
import { growData } from './grow';
import { type Figures, measurePair, warmUp } from './load';
import { type Child, rssMiB, startNode } from './processes';
import type { Backend, Row } from './report';
import { barePath, requestOf, staffToken } from './routes';

export interface Settings {
  members: number;
  notifications: number;
  /**
   * Seconds per server: of the first warm-up of every route (`settle`, 10 clients, before any route is
   * measured), of the warm-up before each route (10 clients), of the one-client and of the ten-client
   * measurement.
   */
  seconds: { settle: number; warm: number; one: number; ten: number };
  /** In how many alternating slices the one-client and ten-client measurements are sent. */
  slices: { one: number; ten: number };
  /**
   * The fewest latencies each server gives at 10 clients, whatever `seconds.ten` (a slow route then
   * runs longer): its p99 is then the tenth slowest answer or later, not one of the two or three slowest.
   */
  minLatencies: number;
  /** The server's LOG_LEVEL. */
  logLevel: string;
}

export interface BackendResult {
  rows: Row[];
  /** MiB: the server 3 s after its start and 3 s after the load; the bare server after the load. */
  rss: { backend: Backend; idle: number; afterLoad: number; bare: number };
  notes: string[];
  /** The SQL the product ran for each route, as the bare server replays it. */
  captured: { route: string; queries: Query[] }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `dataDir`: an empty folder; `databaseUrl`: an empty PostgreSQL database, or '' for PGlite. */
export async function benchBackend(
  backend: Backend,
  dataDir: string,
  databaseUrl: string,
  settings: Settings,
  log: (line: string) => void,
): Promise<BackendResult> {
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: settings.logLevel,
    SEED_DEMO_DATA: 'true',
    LOG_SQL_FILE: '',
  };
  const config = loadConfig({ ...env, PORT: String(port) });
  const notes: string[] = [];
  const children = new Set<Child>();
  const start = async (
    script: string,
    args: string[],
    extra: Record<string, string>,
    ready: string,
    on?: number,
  ) => {
    const child = await startNode(script, args, { ...env, ...extra }, ready, on);
    children.add(child);
    return child;
  };
  const stop = async (child: Child) => {
    await child.stop();
    children.delete(child);
  };
  try {
    let started = performance.now();
    const database = await prepareDatabase(config, () => {});
    const seededMs = performance.now() - started;
    started = performance.now();
    const counts = await growData(database, settings);
    await database.close();
    notes.push(
      `${backend}: seeded in ${(seededMs / 1000).toFixed(1)} s, grown to ${counts.members.toLocaleString('en')} members ` +
        `and ${counts.notifications.toLocaleString('en')} notifications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    log(notes.at(-1) as string);
    const token = await staffToken(config);

    const bareDir = path.join(dataDir, 'bare');
    if (backend === 'pglite')
      await cp(pgliteFolder(config), pgliteFolder({ dataDir: bareDir }), { recursive: true });

    const logFile = path.join(dataDir, 'queries.jsonl');
    let product = await start(
      'server/src/start.ts',
      ['--api-only'],
      { LOG_SQL_FILE: logFile },
      '/readyz',
      port,
    );
    const { specs, routes, varying } = await captureRoutes(product.base, logFile, token);
    for (const name of varying)
      notes.push(`${backend}: ${name} ran different SQL on successive calls; the last is replayed`);
    await stop(product);
    const routesFile = path.join(dataDir, 'bare-routes.json');
    await writeFile(routesFile, JSON.stringify(routes, null, 1));

    product = await start('server/src/start.ts', ['--api-only'], {}, '/readyz', port);
    await sleep(3000);
    const idle = rssMiB(product.pid);
    const bare = await start(
      'test/bench/bare.ts',
      [],
      { DATA_DIR: bareDir, BARE_ROUTES: routesFile },
      '/bare/ping',
    );
    const pairs = specs.map(
      (spec, i) =>
        [requestOf(spec, token, product.base), requestOf(spec, token, bare.base, barePath(spec, i))] as const,
    );
    // Both servers first answer every route for a while, so the first route measured is not also
    // their warm-up: the product's code takes some seconds of load to reach its steady speed
    // (docs/decisions.md "The bench measures against a ceiling").
    for (const pair of pairs) for (const request of pair) await warmUp(request, 10, settings.seconds.settle);
    log(
      `${backend}: idle RSS ${idle.toFixed(0)} MiB; every route warmed up; measuring ${specs.length} routes`,
    );
    const rows: Row[] = [];
    for (const [i, spec] of specs.entries()) {
      log(`  ${spec.name}`);
      const pair = pairs[i];
      const { seconds, slices } = settings;
      const warm = [await warmUp(pair[0], 10, seconds.warm), await warmUp(pair[1], 10, seconds.warm)];
      const row = (clients: number, [p, b]: [Figures, Figures]): Row => ({
        backend,
        route: spec.name,
        kind: spec.kind,
        clients,
        product: p,
        bare: b,
      });
      rows.push(
        row(1, await measurePair([...pair], 1, seconds.one, slices.one, [warm[0] / 3, warm[1] / 3])),
        row(
          10,
          await measurePair(
            [...pair],
            10,
            seconds.ten,
            slices.ten,
            [warm[0], warm[1]],
            settings.minLatencies,
          ),
        ),
      );
    }
    await sleep(3000);
    const rss = { backend, idle, afterLoad: rssMiB(product.pid), bare: rssMiB(bare.pid) };
    await stop(bare);
    await stop(product);
    const captured = specs.map((spec, i) => ({ route: spec.name, queries: routes[i].queries }));
    return { rows, rss, notes, captured };
  } finally {
    for (const child of children) await child.stop();
  }
}
