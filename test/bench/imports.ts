/**
 * `npm run bench:imports`: the in-process parts of the bench (`npm run bench` measures over HTTP
 * against a ceiling), on the app built in this process with a seeded database (in-memory PGlite, or
 * BENCH_DATABASE_URL — that database is wiped):
 * 1. seed time (ms) and resident memory (MiB);
 * 2. the first API calls of each screen through fastify.inject: p50/p95/max in ms over 200 calls each;
 * 3. the member import dry run of a 10,000-row CSV against 10,000 members (target ≤ 3 s);
 * 4. refused imports over HTTP on loopback (uploads.ts): a zip bomb's and a 50,000-row CSV's time to
 *    400 and RSS growth, and GET /readyz latency while three clients keep sending bombs.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/db/seed';
import { runImport } from '../../server/src/services/members/import';
import { insertMembers } from '../../server/src/services/members/store';
import { readSheet } from '../../server/src/services/spreadsheets/read';
import { percentile } from './load';
import { staffToken } from './routes';
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
const summary = await seedDemoData(database);
const seedMs = performance.now() - started;

const app = await buildApp({ config, database, serveBuild: false });
const token = await staffToken(config);
const authorization = `Bearer ${token}`;

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

// Up to 10,000 members, as the import dry run meets them.
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
      membershipKindId: null,
      language: 'nl' as const,
    })),
  ),
);

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const csv = ['stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land;email']
  .concat(
    Array.from(
      { length: 10_000 },
      (_, i) => `N${i};Voornaam${i};Achternaam${i};Markt;${i};8000;Brugge;BE;nieuw${i}@example.be`,
    ),
  )
  .join('\r\n');
started = performance.now();
const preview = await runImport(
  database.db,
  await readSheet(Buffer.from(csv)),
  false,
  { clearEmpty: false, reuseYears: config.tribeNumberReuseYears },
  { actor: { sub: 'bench', email: null }, fileName: 'bench.csv' },
);
const importMs = performance.now() - started;
const refusedImports = await benchRefusedImports(base, { authorization, ...csrf });

console.log(
  `database: ${database.kind}; members: ${summary.members} seeded, ${summary.members + extra} for the import`,
);
console.log(`seed: ${seedMs.toFixed(0)} ms`);
console.table(perCall);
console.log(
  `import dry run of 10,000 rows: ${importMs.toFixed(0)} ms (${preview.counts.new} new; target ≤ 3000 ms)`,
);
for (const line of refusedImports) console.log(line);
console.log(`resident memory: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
await app.close();
await database.close();

await rm(dataDir, { recursive: true, force: true });
