/**
 * `npm run staff:add -- --email <e-mail> --name "<name>" --role <role>`: makes a staff account and
 * prints its one-time set-password link (valid 72 hours); `npm run staff:disable -- --email <e-mail>`:
 * disables one (docs/decisions.md "Staff accounts from the shell"). With DATABASE_URL it writes to
 * PostgreSQL; with PGlite it opens the data folder, or, while a server holds it, asks that server over
 * its control socket. Exit code 0 when done, 1 when refused (a taken e-mail, an unknown role or
 * account, Auth0 configured), 2 for a usage error.
 */
import { parseArgs } from 'node:util';
import { loadConfig, pgliteFolder } from '../config';
import { askControlSocket } from '../services/staff/controlSocket';
import { runShellCommand, type ShellAnswer, type ShellCommand } from '../services/staff/shell';
import { openDatabase } from './client';
import { DataFolderLockedError } from './lock';

const USAGE = {
  add: 'npm run staff:add -- --email <e-mail> --name "<name>" --role <beheerder|secretaris|redactie|penningmeester|lezer>',
  disable: 'npm run staff:disable -- --email <e-mail>',
};

function command(): ShellCommand {
  const [verb, ...args] = process.argv.slice(2);
  if (verb !== 'add' && verb !== 'disable') {
    console.error(`Usage:\n  ${USAGE.add}\n  ${USAGE.disable}`);
    process.exit(2);
  }
  try {
    const options = {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
    } as const;
    const { values } = parseArgs({ args, options, strict: true });
    if (verb === 'disable' && values.email) return { command: 'disable', email: values.email };
    if (verb === 'add' && values.email && values.name && values.role)
      return { command: 'add', email: values.email, name: values.name, role: values.role };
  } catch (error) {
    console.error((error as Error).message);
  }
  console.error(`Usage: ${USAGE[verb]}`);
  process.exit(2);
}

/** Runs `request` on the database itself, or through the server that holds the PGlite folder. */
async function run(request: ShellCommand): Promise<ShellAnswer> {
  const config = loadConfig();
  if (config.auth.mode === 'auth0')
    return { ok: false, message: 'AUTH0_DOMAIN is set: the staff accounts are managed in Auth0, not here.' };
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteFolder(config) });
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    return askControlSocket(config.dataDir, request).catch((cause: Error) => ({
      ok: false,
      message: `${error.message}\nIts control socket did not answer either (${cause.message}).`,
    }));
  }
  try {
    await database.exclusively(() => database.migrate());
    return await runShellCommand(database.db, request, config.publicUrl);
  } finally {
    await database.close();
  }
}

const answer = await run(command());
(answer.ok ? console.log : console.error)(answer.message);
if (answer.link) console.log(answer.link);
process.exitCode = answer.ok ? 0 : 1;
