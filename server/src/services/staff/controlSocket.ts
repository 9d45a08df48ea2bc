/**
 * The server's control socket for the shell's staff commands while it holds the PGlite data folder
 * (docs/decisions.md "Staff accounts from the shell"): a Unix domain socket `<DATA_DIR>/run/control.sock`
 * in a folder of mode 0700, the socket itself 0600, so only the OS user that runs the server can use
 * it. One request a connection: a {@link ShellCommand} as one line of JSON, answered by one line of
 * JSON ({@link ShellAnswer}), then the connection closes.
 */
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { ShellAnswer, ShellCommand } from './shell';

/** The most bytes of one request; a longer one is refused. */
const MAX_REQUEST_BYTES = 16 * 1024;

/** The control socket of data folder `dataDir` (DATA_DIR). */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'control.sock');

/**
 * Listens on {@link controlSocketPath} and answers each request with `run`'s answer (a thrown error:
 * `{ok: false}` with its message; `log` hears of it). Resolves with the server once it listens; a socket
 * left by a process that ended is replaced (the caller holds the data folder's lock).
 */
export async function listenControlSocket(
  dataDir: string,
  run: (command: ShellCommand) => Promise<ShellAnswer>,
  log: (error: unknown) => void,
): Promise<Server> {
  const file = controlSocketPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(file), 0o700);
  rmSync(file, { force: true });
  const server = createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('error', () => connection.destroy());
    connection.on('data', async (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES)
        return connection.end(`${JSON.stringify({ ok: false, message: 'Request too long.' })}\n`);
      if (!received.includes('\n')) return;
      connection.removeAllListeners('data');
      let answer: ShellAnswer;
      try {
        answer = await run(JSON.parse(received) as ShellCommand);
      } catch (error) {
        log(error);
        answer = { ok: false, message: `The server could not do it: ${(error as Error).message}` };
      }
      connection.end(`${JSON.stringify(answer)}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(file, 0o600);
  return server;
}

/** Sends `command` to the server holding `dataDir` and resolves with its answer; rejects when none listens. */
export function askControlSocket(dataDir: string, command: ShellCommand): Promise<ShellAnswer> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(controlSocketPath(dataDir));
    let received = '';
    connection.setEncoding('utf8');
    connection.setTimeout(60_000, () =>
      connection.destroy(new Error('The server did not answer within 60 s.')),
    );
    connection.on('connect', () => connection.write(`${JSON.stringify(command)}\n`));
    connection.on('data', (chunk: string) => {
      received += chunk;
    });
    connection.on('error', reject);
    connection.on('end', () => {
      try {
        resolve(JSON.parse(received) as ShellAnswer);
      } catch {
        reject(new Error('The server gave no answer.'));
      }
    });
  });
}
