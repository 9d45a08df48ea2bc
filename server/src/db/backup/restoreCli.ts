/**
 * `npm run db:restore <file>`: replaces the configured database (PGlite in `<DATA_DIR>/pglite`, or
 * DATABASE_URL) by a backup of `npm run db:backup`. Refused while a server holds the PGlite folder;
 * stop the server (also one on DATABASE_URL) before restoring.
 */
import { loadConfig } from '../../config';
import { restoreDatabase } from '.';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore <backup file>');
  process.exit(2);
}
const started = performance.now();
try {
  await restoreDatabase(loadConfig(), file);
  console.log(`Restored ${file} in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
