/**
 * Backup and restore of a PostgreSQL server's database with the client tools of the same major version
 * (Debian's `postgresql-client`): `pg_dump -Fc` (custom format, compressed) and `pg_restore --clean`
 * in one transaction, so a restore that fails leaves the database as it was.
 */
import { spawn } from 'node:child_process';

/** Runs `command` with `args`; rejects with its stderr when it fails or cannot be found. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(
        new Error(
          `${command} could not be run (${error.message}); install PostgreSQL's client tools: apt-get install -y postgresql-client`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Writes the database at `databaseUrl` to `file` (pg_dump custom format). */
export function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl]);
}

/** Replaces the objects of the database at `databaseUrl` by those of `file` (made by backupPostgres). */
export function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  return run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
