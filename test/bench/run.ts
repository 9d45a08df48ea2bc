/**
 * `npm run bench` [--quick] [--backend postgres|pglite]: the product against its ceiling, over HTTP on
 * loopback (README.md "Benchmark" says how to read it). For PostgreSQL (a fresh database bench_* on
 * BENCH_POSTGRES_URL's server, default the local one; skipped when it does not answer) and for PGlite
 * (a fresh DATA_DIR), backend.ts grows the data to 100,000 members and 1,000,000 notifications and
 * measures each list route and GET /Countries of the real server (start.ts --api-only, a child
 * process) with autocannon — 1 client, then 10 — next to a bare Fastify route running the same SQL
 * through the same driver (bare.ts). Then what the history costs a member update (trail.ts) and the
 * SPA's initial JS (initialJs.ts) and Lighthouse on the whole product at the same size (lighthouse.ts). Prints one table of
 * req/s, p50, p99 and the product/bare ratios against the targets of report.ts, and writes it to
 * bench-results.md. Then booking a bank statement of 10,000 credits (statements.ts) and a dues run
 * (duesRun.ts) at the same size. `--quick`: 5,000 members, 50,000 notifications, 1,000 credits, 1 s
 * runs (a smoke test). `--only routes,trail,statements,dues,doubles,lighthouse,js`: just those parts (e.g.
 * `npm run bench -- --only statements`).
 * The in-process parts (import dry run, refused imports) are `npm run bench:imports`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { rootDir } from '../../server/src/app';
import { type BackendResult, benchBackend, type Settings } from './backend';
import { measureDoubles } from './doubles';
import { measureDuesRun } from './duesRun';
import { DENSE_SEARCH_STRING, SEARCH_STRING } from './grow';
import { type FirstLoad, measureFirstLoad } from './initialJs';
import { type LighthouseResult, measureLighthouse } from './lighthouse';
import { type Backend, figureTable, routeTable, sliceNotes } from './report';
import { measureStatementBooking, type StatementFigures } from './statements';
import { measureTrail } from './trail';

const quick = process.argv.includes('--quick');
const only = process.argv.at(process.argv.indexOf('--backend') + 1);
const parts = process.argv.includes('--only')
  ? process.argv.at(process.argv.indexOf('--only') + 1)?.split(',')
  : undefined;
/** Whether the bench runs `part` (all parts unless --only names some). */
const runs = (part: 'routes' | 'trail' | 'statements' | 'dues' | 'doubles' | 'lighthouse' | 'js') =>
  !parts || parts.includes(part);
const backends = (['postgres', 'pglite'] as const).filter(
  (backend) => !process.argv.includes('--backend') || backend === only,
);
const settings: Settings = {
  ...(quick ? { members: 5_000, notifications: 50_000 } : { members: 100_000, notifications: 1_000_000 }),
  seconds: quick ? { settle: 0.5, warm: 0.5, one: 1, ten: 1 } : { settle: 8, warm: 6, one: 4, ten: 16 },
  slices: quick ? { one: 2, ten: 2 } : { one: 4, ten: 4 },
  minLatencies: quick ? 0 : 1000,
  logLevel: 'warn',
};
const adminUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const began = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${line}`);

/** Runs `statement` on the administration database. */
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const results: BackendResult[] = [];
const notes: string[] = [];
for (const backend of runs('routes') ? backends : []) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `club-beheer-bench-${backend}-`));
  const database = `bench_${process.pid}_${backend}`;
  let databaseUrl = '';
  try {
    if (backend === 'postgres') {
      try {
        await admin(`create database ${database}`);
      } catch (error) {
        notes.push(
          `postgres: skipped, ${adminUrl.replace(/:[^:@/]*@/, ':***@')} answered: ${(error as Error).message}`,
        );
        log(notes.at(-1) as string);
        continue;
      }
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
    }
    log(`${backend}: growing the data`);
    results.push(await benchBackend(backend, dataDir, databaseUrl, settings, log));
  } catch (error) {
    notes.push(`${backend}: the bench failed: ${(error as Error).stack ?? error}`);
    log(notes.at(-1) as string);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) await admin(`drop database if exists ${database} with (force)`);
  }
}

/**
 * `measure` on each backend the bench runs, when it runs `part`, each on a fresh PostgreSQL database
 * bench_<pid>_<part> (dropped after) or on PGlite (`databaseUrl` undefined). A failure becomes a note
 * "<backend>: <what> not measured: …" and the other backend still runs.
 */
async function measureEach<T>(
  part: Parameters<typeof runs>[0],
  what: string,
  measure: (backend: Backend, databaseUrl: string | undefined) => Promise<T>,
): Promise<T[]> {
  const figures: T[] = [];
  for (const backend of runs(part) ? backends : []) {
    const database = `bench_${process.pid}_${part}`;
    try {
      let databaseUrl: string | undefined;
      if (backend === 'postgres') {
        await admin(`create database ${database}`);
        const url = new URL(adminUrl);
        url.pathname = `/${database}`;
        databaseUrl = url.toString();
      }
      figures.push(await measure(backend, databaseUrl));
    } catch (error) {
      notes.push(`${backend}: ${what} not measured: ${(error as Error).message}`);
    } finally {
      if (backend === 'postgres')
        await admin(`drop database if exists ${database} with (force)`).catch(() => {});
    }
  }
  return figures;
}

const trail = await measureEach('trail', "the history's cost", (backend, databaseUrl) => {
  log(`${backend}: what the history costs a write`);
  return measureTrail(backend, quick ? 2 : 10, databaseUrl);
});

const duesRuns = await measureEach('dues', 'the dues run', (backend, databaseUrl) => {
  log(`${backend}: a dues run at ${settings.members.toLocaleString('en')} members`);
  return measureDuesRun(backend, settings.members, databaseUrl);
});

const doubles = await measureEach('doubles', 'the likely doubles', (backend, databaseUrl) => {
  log(`${backend}: the likely doubles at ${settings.members.toLocaleString('en')} members`);
  return measureDoubles(backend, settings.members, quick ? 2 : 5, databaseUrl);
});

const statements: StatementFigures[] = [];
for (const backend of runs('statements') ? backends : []) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `club-beheer-bench-statements-${backend}-`));
  const database = `bench_${process.pid}_statements`;
  let databaseUrl = '';
  try {
    if (backend === 'postgres') {
      await admin(`create database ${database}`);
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
    }
    log(`${backend}: booking a bank statement`);
    statements.push(
      await measureStatementBooking(
        backend,
        dataDir,
        databaseUrl,
        { members: settings.members, credits: quick ? 1_000 : 10_000 },
        log,
      ),
    );
  } catch (error) {
    notes.push(`${backend}: the statement booking not measured: ${(error as Error).stack ?? error}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) await admin(`drop database if exists ${database} with (force)`).catch(() => {});
  }
}

let lighthouse: LighthouseResult | undefined;
if (runs('lighthouse'))
  try {
    lighthouse = await measureLighthouse({ ...settings, runs: quick ? 1 : 5 }, log);
    notes.push(...lighthouse.notes);
  } catch (error) {
    notes.push(`Lighthouse not measured: ${(error as Error).stack ?? error}`);
  }

let firstLoad: FirstLoad | undefined;
if (runs('js'))
  try {
    firstLoad = await measureFirstLoad();
    if (firstLoad.built) notes.push('dist/ was missing: built for this run');
  } catch (error) {
    notes.push(`initial JS not measured: ${(error as Error).message}`);
  }

const names: Record<Backend, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const report = [
  `# Club Beheer bench${quick ? ' (--quick: smaller data, shorter runs; targets apply to the full bench)' : ''}`,
  '',
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · ` +
    `${settings.members.toLocaleString('en')} members, ${settings.notifications.toLocaleString('en')} notifications · ` +
    `${results.map((r) => names[r.rss.backend]).join(' and ') || 'no backend'} · ` +
    `every route warmed up first (${settings.seconds.settle} s per server), then per server and route: ${settings.seconds.warm} s warm-up, ${settings.seconds.one} s at 1 client, ` +
    `${settings.seconds.ten} s at 10 clients` +
    (settings.minLatencies
      ? ` (or ${settings.minLatencies.toLocaleString('en')} latencies, whichever is more)`
      : '') +
    ', product and bare alternating in slices · ' +
    `server LOG_LEVEL=${settings.logLevel} · search strings "${SEARCH_STRING}" and "${DENSE_SEARCH_STRING}"`,
  '',
  'product = the real server (auth, CSRF, schemas, Drizzle); bare = a bare Fastify route running the same SQL ' +
    'through the same driver; product/bare = the share of the ceiling the product reaches (req/s) or its extra latency (p99).',
  '',
  routeTable(results.flatMap((r) => r.rows)),
  '',
  figureTable(
    results.map((r) => r.rss),
    firstLoad,
    trail,
    lighthouse,
    statements,
    duesRuns,
    doubles,
  ),
  '',
  ...[...notes, ...results.flatMap((r) => r.notes), ...sliceNotes(results.flatMap((r) => r.rows))].map(
    (note) => `- ${note}`,
  ),
  '',
].join('\n');
console.log(`\n${report}`);
const replayed = results.flatMap((result) =>
  result.captured.map(({ route, queries }) =>
    [
      `${result.rss.backend}, ${route}:`,
      '```sql',
      ...queries.map((q) => `${q.sql};${q.params.length ? ` -- ${JSON.stringify(q.params)}` : ''}`),
      '```',
    ].join('\n'),
  ),
);
await writeFile(
  path.join(rootDir, 'bench-results.md'),
  `${report}\n<details><summary>The SQL the product ran, which the bare routes replay</summary>\n\n${replayed.join('\n\n')}\n\n</details>\n`,
);
log('written to bench-results.md');
