/**
 * Runs the real server as a child process (`node --import tsx server/src/start.ts --api-only`, so the
 * child's PID is the server's) on a given data folder and a free localhost port, for tests of what an
 * operator sees: the start, the lock of the data folder, the stop on a signal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rootDir } from '../../server/src/app';
import { freePort } from '../freePort';

export interface ServerProcess {
  child: ChildProcess;
  /** What the child wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the child ended. */
  exited: Promise<number | string>;
}

/**
 * Starts the server on `dataDir` (PGlite, no demo data) and `port`; `env` adds or overrides variables.
 * `serveBuild` serves the built SPA (dist/) too, as `npm start` does; by default only the API.
 */
export function spawnServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  { serveBuild = false } = {},
): ServerProcess {
  const args = ['--import', 'tsx', 'server/src/start.ts', ...(serveBuild ? [] : ['--api-only'])];
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  return { child, output: () => output, exited };
}

/**
 * Waits until the child says it runs (start.ts's line once it listens) and GET /readyz answers 200, so
 * the answer is this child's and not another process's on the port; throws with the child's output
 * when it ended.
 */
export async function waitUntilReady(server: ServerProcess, port: number): Promise<void> {
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (!ended) {
    const ready =
      server.output().includes('Club Beheer runs on') &&
      (await fetch(`http://127.0.0.1:${port}/readyz`)
        .then((response) => response.ok)
        .catch(() => false));
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server ended before it was ready:\n${server.output()}`);
}

/**
 * Starts the server on `dataDir` on a free port and waits until it is ready; `env` may depend on the
 * port (PUBLIC_URL), `options` are spawnServer's. When another process
 * took that port meanwhile (test files run in parallel: the child ends with EADDRINUSE), it tries the
 * next free port; throws as waitUntilReady does.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
  options: { serveBuild?: boolean } = {},
): Promise<{ server: ServerProcess; port: number }> {
  const taken: number[] = [];
  for (;;) {
    const port = await freePort(taken);
    const server = spawnServer(dataDir, port, typeof env === 'function' ? env(port) : env, options);
    try {
      await waitUntilReady(server, port);
      return { server, port };
    } catch (error) {
      if (!server.output().includes('EADDRINUSE')) throw error;
      taken.push(port);
    }
  }
}

/**
 * POST /api/backoffice/Locations on the server at `port` as the SPA sends it (bearer `token`, the CSRF
 * cookie and header): a location named `name` in Tielt. Resolves with the answer; rejects when the
 * connection fails.
 */
export function postLocation(port: number, token: string, name: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/backoffice/Locations`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      cookie: 'XSRF-TOKEN=location-writer',
      'x-xsrf-token': 'location-writer',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name, info: 'Markt 1, 8700 Tielt', latitude: 51, longitude: 3.3 }),
  });
}
