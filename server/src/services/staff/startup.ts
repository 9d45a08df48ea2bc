/**
 * What the server does for the staff accounts when it starts with the embedded provider (no Auth0):
 * says how to make the first beheerder when there is no active one, and, on a PGlite data folder,
 * opens the control socket through which `npm run staff:add` / `staff:disable` reach it while it
 * holds the folder (docs/decisions.md "Staff accounts from the shell").
 */
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { listenControlSocket } from './controlSocket';
import { hasActiveBeheerder } from './queries';
import { runShellCommand } from './shell';

/** The command that makes the first beheerder, as the start prints it and the README shows it. */
export const FIRST_BEHEERDER_COMMAND =
  'npm run staff:add -- --email <e-mail> --name "<name>" --role beheerder';

/**
 * Prints (with `print`) how to make the first beheerder when no active one exists, and opens the
 * control socket on PGlite. Resolves with the socket's server (close it before the database), or
 * undefined with Auth0 or PostgreSQL, or when the socket cannot be opened (logged: the CLI then asks
 * to stop the server).
 */
export async function startStaffAdministration(
  app: FastifyInstance,
  config: Config,
  print: (line: string) => void = console.log,
): Promise<Server | undefined> {
  if (config.auth.mode !== 'embedded') return undefined;
  if (!(await hasActiveBeheerder(app.db)))
    print(
      `There is no active beheerder account yet. Make the first one with\n  ${FIRST_BEHEERDER_COMMAND}\n` +
        'and open the one-time set-password link it prints.',
    );
  if (config.databaseUrl) return undefined;
  try {
    return await listenControlSocket(
      config.dataDir,
      (command) => runShellCommand(app.db, command, config.publicUrl),
      (err) => app.log.error({ err }, 'staff command of the control socket failed'),
    );
  } catch (err) {
    app.log.warn({ err }, 'the control socket for npm run staff:add could not be opened');
    return undefined;
  }
}
