/**
 * `npm run member:erase -- <id> <who>`: erases member `id` on their request (docs/privacy.md), recorded in
 * the history as done by `who` (an e-mail address or name of the staff member who handled the
 * request). Works on the configured database; with PGlite, stop the server first.
 */
import { loadConfig, pgliteFolder } from '../config';
import { eraseMember } from '../services/members/erase';
import { openDatabase } from './client';

const [id, who] = [Number(process.argv[2]), process.argv[3]];
if (!Number.isInteger(id) || id < 1 || !who) {
  console.error('Usage: npm run member:erase -- <member id> <who handled the request>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteFolder(config) });
try {
  await eraseMember(database.db, id, { sub: 'member:erase', email: who });
  console.log(`Member ${id} erased.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
