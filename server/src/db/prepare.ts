/**
 * Opens the configured database, applies the committed migrations and, on an empty database, seeds
 * the demo data (unless SEED_DEMO_DATA=false). PGlite keeps its files in `<dataDir>/pglite`. Servers
 * starting at once on one PostgreSQL database do this one after the other (`exclusively`): the first
 * migrates and seeds, the others find the database migrated and not empty.
 */
import { type Config, pgliteFolder } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { isDatabaseEmpty, seedDemoData } from './seed';

export async function prepareDatabase(
  config: Config,
  log: (message: string) => void = console.log,
): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: pgliteFolder(config),
    logSqlFile: config.logSqlFile,
  });
  await handle.exclusively(async () => {
    await handle.migrate();
    if (config.seedDemoData && (await isDatabaseEmpty(handle.db))) {
      const started = Date.now();
      const summary = await seedDemoData(handle);
      log(`Seeded demo data in ${Date.now() - started} ms: ${JSON.stringify(summary)}`);
    }
  });
  return handle;
}
