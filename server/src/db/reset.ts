/**
 * `npm run db:reset`: drops every table of the configured database (PGlite in ./data or DATABASE_URL),
 * applies the migrations and seeds the demo data again — not while a server starting on the same
 * database migrates it (`exclusively`).
 */

import { sql } from 'drizzle-orm';
import { loadConfig, pgliteFolder } from '../config';
import { openDatabase } from './client';
import { seedDemoData } from './seed';

const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: pgliteFolder(config),
});
const summary = await handle.exclusively(async () => {
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`create schema public`);
  await handle.migrate();
  return seedDemoData(handle);
});
console.log(`Database reset (${handle.kind}): ${JSON.stringify(summary)}`);
await handle.close();
