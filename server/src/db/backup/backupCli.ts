/**
 * `npm run db:backup [folder]`: writes one timestamped backup of the configured database (PGlite in
 * `<DATA_DIR>/pglite`, or DATABASE_URL) — uploaded files included — into `folder` (default ./backups).
 * A PGlite database must not be open in a server: stop it first (the backup would be refused).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config';
import { backupDatabase } from '.';

const into = path.resolve(process.argv[2] ?? 'backups');
await mkdir(into, { recursive: true });
const started = performance.now();
try {
  const { file, bytes } = await backupDatabase(loadConfig(), into);
  console.log(
    `Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms)`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
