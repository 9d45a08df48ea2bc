/**
 * `npm run bench`: seeds a fresh in-memory PGlite with the demo data and measures, through
 * fastify.inject (no network), the latency of the shell's API calls: p50/p95/max in ms over 200
 * calls each, plus seed time (ms) and the process's resident memory (MiB). Set BENCH_DATABASE_URL to
 * measure on a PostgreSQL server (its database is wiped and seeded).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/db/seed';
import { loadOrCreateIdpSecrets } from '../../server/src/plugins/idp/keys';

const ROUNDS = 200;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-beheer-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
if (database.kind === 'postgres') {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}
await database.migrate();
let started = performance.now();
await seedDemoData(database.db);
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

const results: Record<string, string> = {};
for (const url of ['/Status', '/Notifications?take=200&skip=0', '/Notifications/total', '/Countries']) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    started = performance.now();
    const response = await app.inject({
      url: `/api/backoffice${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  results[`GET ${url}`] = `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
}

console.log(`database: ${database.kind}`);
console.log(`seed: ${seedMs.toFixed(0)} ms`);
console.table(results);
console.log(`resident memory: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
