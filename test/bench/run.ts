/**
 * `npm run bench`: measures on this machine, against the real app on loopback with a seeded database
 * (in-memory PGlite, or BENCH_DATABASE_URL — that database is wiped):
 * 1. seed time (ms) and resident memory (MiB);
 * 2. the first API calls of each screen through fastify.inject: p50/p95/max in ms over 200 calls each;
 * 3. POST /Members/list (page of 25 of 10,000 members, with a search string) under 20 concurrent
 *    clients with autocannon for 10 s, next to GET /healthz of the same server in the same run:
 *    median and p99 latency (ms) and requests/s, and the ratio;
 * 4. the member import dry run of a 10,000-row CSV (target ≤ 3 s);
 * 4b. refused imports over HTTP (uploads.ts): a zip bomb's and a 50,000-row CSV's time to 400 and RSS
 *    growth, and GET /readyz latency while three clients keep sending bombs;
 * 5. the SPA's first load: the JavaScript and CSS that index.html loads (KiB, gzip), next to all of
 *    the build — the form and detail screens come in their own chunks when first shown.
 */

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { build } from 'vite';
import { buildApp, rootDir } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/db/seed';
import { loadOrCreateIdpSecrets } from '../../server/src/plugins/idp/keys';
import { runImport } from '../../server/src/services/members/import';
import { insertMembers } from '../../server/src/services/members/store';
import { readSheet } from '../../server/src/services/spreadsheets/read';
import { benchRefusedImports } from './uploads';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-beheer-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
if (database.kind === 'postgres') {
  for (const schema of ['public', 'drizzle'])
    await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await database.db.execute(sql`create schema public`);
}
await database.migrate();
let started = performance.now();
const summary = await seedDemoData(database.db);
const seedMs = performance.now() - started;

const app = await buildApp({ config, database, serveBuild: false });
const secrets = await loadOrCreateIdpSecrets(dataDir);
const token = await new SignJWT({ permissions: [config.auth.requiredPermission] })
  .setProtectedHeader({ alg: 'RS256', kid: secrets.signingKey.kid })
  .setIssuer(config.auth.issuer)
  .setAudience(config.auth.audience)
  .setSubject('1')
  .setExpirationTime('1h')
  .sign(await importJWK(secrets.signingKey, 'RS256'));
const authorization = `Bearer ${token}`;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const csrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
const page = { pageSize: 25, page: 1 };
const { json: periods } = await app.inject({
  url: '/api/backoffice/Adverts/publishperiods',
  headers: { authorization },
});
// The coming issue of the revue, as the adverts screen opens on it.
const issueDates = (periods() as { date: string }[]).map((period) => period.date);
const today = new Date().toISOString().slice(0, 10);
const issue = issueDates.find((date) => date >= today) ?? (issueDates.at(-1) as string);
/** The first calls of each screen, against the seeded data: [method, url, JSON body]. */
const calls: [string, string, object?][] = [
  ['GET', '/Status'],
  ['GET', '/Notifications?take=200&skip=0'],
  ['GET', '/Notifications/total'],
  ['GET', '/Countries'],
  ['GET', '/Adverts/publishperiods'],
  ['POST', '/Adverts/list', { ...page, period: issue }],
  ['GET', `/Adverts/export?date=${issue}`],
  ['POST', '/Activities/list', page],
  ['POST', '/Messages/list', page],
  ['POST', '/Documents/list', page],
  ['POST', '/Vendors/list', page],
  ['GET', '/Orders?take=25&skip=0&includeOrderlines=false'],
  ['POST', '/Orders/summary', {}],
  ['GET', '/BoardMembers?includeAddress=true'],
];
const perCall: Record<string, string> = {};
for (const [method, url, body] of calls) {
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    started = performance.now();
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url: `/api/backoffice${url}`,
      headers: { authorization, ...(body ? csrf : {}) },
      ...(body ? { payload: body } : {}),
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${method} ${url} answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  perCall[`${method} ${url}`] =
    `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`;
}

// Up to 10,000 members for the list benchmark.
const extra = 10_000 - summary.members;
await database.db.transaction((tx) =>
  insertMembers(
    tx,
    Array.from({ length: extra }, (_, i) => ({
      firstName: `Voornaam${i}`,
      lastName: i % 7 === 0 ? `Vandamme${i}` : `Peeters${i}`,
      tribeNumber: `B${i}`,
      address: {
        street: 'Kerkstraat',
        number: String(i),
        box: '',
        zipcode: '8800',
        city: 'Roeselare',
        countryId: null,
      },
      contact: { email: `lid${i}@example.be`, phoneNumber: '', mobilePhoneNumber: '', fax: '', website: '' },
      display: { exposeEmail: false, exposeAddress: false, exposePhone: false },
      isBlocked: false,
      isActive: true,
      receivesRevue: true,
    })),
  ),
);

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
async function load(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 20, duration: 10, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, median: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}
const list = await load('POST /Members/list', {
  url: `${base}/api/backoffice/Members/list`,
  method: 'POST',
  headers: { authorization, 'content-type': 'application/json', ...csrf },
  body: JSON.stringify({ pageSize: 25, page: 2, searchString: 'van', showInactive: false }),
});
const trivial = await load('GET /healthz', { url: `${base}/healthz` });

const csv = ['stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land;email']
  .concat(
    Array.from(
      { length: 10_000 },
      (_, i) => `N${i};Voornaam${i};Achternaam${i};Markt;${i};8000;Brugge;BE;nieuw${i}@example.be`,
    ),
  )
  .join('\r\n');
started = performance.now();
const preview = await runImport(database.db, await readSheet(Buffer.from(csv)), false);
const importMs = performance.now() - started;
const refusedImports = await benchRefusedImports(base, { authorization, ...csrf });

console.log(`database: ${database.kind}; members: ${summary.members + extra}`);
console.log(`seed: ${seedMs.toFixed(0)} ms`);
console.table(perCall);
console.table(
  [list, trivial].map((r) => ({
    route: r.title,
    'median ms': r.median,
    'p99 ms': r.p99,
    'requests/s': Math.round(r.rps),
  })),
);
console.log(`list ÷ trivial requests/s: ${(list.rps / trivial.rps).toFixed(3)}`);
console.log(
  `import dry run of 10,000 rows: ${importMs.toFixed(0)} ms (${preview.counts.new} new; target ≤ 3000 ms)`,
);
for (const line of refusedImports) console.log(line);
console.log(`resident memory: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
await app.close();
await database.close();

const outDir = path.join(dataDir, 'dist');
await build({ root: rootDir, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
const gzipKiB = async (files: string[]) => {
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(path.join(outDir, file))).length),
  );
  return (sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(0);
};
const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
const firstLoad = [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const everything = (await readdir(path.join(outDir, 'assets'))).map((file) => `assets/${file}`);
console.log(
  `SPA first load: ${await gzipKiB(firstLoad)} KiB gzip in ${firstLoad.length} files; ` +
    `whole build: ${await gzipKiB(everything)} KiB gzip in ${everything.length} files`,
);
await rm(dataDir, { recursive: true, force: true });
