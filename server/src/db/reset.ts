/**
 * `npm run db:reset`: drops every table of the configured database (PGlite in ./data or DATABASE_URL),
 * applies the migrations and seeds the demo data again.
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
await handle.db.execute(sql`drop schema if exists public cascade`);
await handle.db.execute(sql`drop schema if exists drizzle cascade`);
await handle.db.execute(sql`create schema public`);
await handle.migrate();
const summary = await seedDemoData(handle.db);
console.log(`Database reset (${handle.kind}): ${JSON.stringify(summary)}`);
await handle.close();
