/**
 * The data the fuzz suite runs on: the demo data, and this year's payment requests (a dues run per
 * household), so that the dues routes meet requests at the small ids and years the drawn values lean to.
 */
import type { DatabaseHandle } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/db/seed';
import { runDues } from '../../server/src/services/dues/run';

/** Seeds `database` (empty, migrated) with the demo data and runs this year's dues, persisted. */
export async function seedFuzzData(database: DatabaseHandle): Promise<void> {
  await seedDemoData(database);
  await runDues(database.db, { year: new Date().getUTCFullYear() }, true);
}
