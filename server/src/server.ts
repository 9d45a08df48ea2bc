/**
 * Runs Club Beheer: prepares the database, builds the app and listens on PORT; with the embedded
 * provider it says how to make the first beheerder when there is none, and on PGlite it answers the
 * shell's staff commands on its control socket (services/staff/startup.ts). On SIGINT/SIGTERM it
 * stops (see `stop`): no new connections, requests in flight finish (up to 5 s), the database closes
 * and the data folder's lock is released; the process then ends with code 0, within 10 s at most.
 * The log goes to stdout without ever holding the server (logOutput.ts): a closed or full pipe costs
 * only log lines. A database out of reach is not a reason to stop (db/unavailable.ts): requests answer
 * 503 meanwhile. Any other error nobody handled stops the process the same way, logged, with exit code 1.
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { prepareDatabase } from './db/prepare';
import { isDatabaseUnavailable } from './db/unavailable';
import { lossyLogOutput } from './logOutput';
import { startStaffAdministration } from './services/staff/startup';

/** How long requests in flight may take to finish once a stop began (ms). */
export const REQUEST_GRACE_MS = 5_000;
/** The process ends (code 1) when stopping takes longer than this (ms): a hung database close. */
export const STOP_LIMIT_MS = 9_000;

/**
 * Stops serving, then closes the database: Fastify refuses new connections and answers requests on
 * open keep-alive connections with 503 and `Connection: close`; every connection is closed as soon as
 * it is idle (also those busy when the stop began, which Node alone would keep for the keep-alive
 * timeout), and any still busy after REQUEST_GRACE_MS are cut. Then the pool or PGlite is closed,
 * which releases the PGlite folder's lock. Resolves when all is closed.
 */
export async function stop(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const started = performance.now();
  const closed = app.close();
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  const cut = setTimeout(() => {
    app.log.warn(`requests still running after ${REQUEST_GRACE_MS} ms are cut off`);
    app.server.closeAllConnections();
  }, REQUEST_GRACE_MS);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
  const served = performance.now();
  await database.close();
  app.log.info(
    `stopped: requests finished in ${Math.round(served - started)} ms, ` +
      `database closed in ${Math.round(performance.now() - served)} ms`,
  );
}

/**
 * The process's 'unhandledRejection' listener: a promise nobody awaited that failed because the
 * database is out of reach (work outside a request) is logged at warn and the process keeps serving;
 * any other reason is thrown again, which makes it an uncaught exception, and close-with-grace stops
 * the process on that (exit code 1).
 */
function survivingDatabaseLoss(app: FastifyInstance) {
  return (reason: unknown) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    app.log.warn({ err: reason }, 'work outside a request failed: the database is not reachable');
  };
}

/** Starts the server; `serveBuild` false lets `dev.ts` put Vite's middleware in front instead. */
export async function runServer({ serveBuild = true } = {}) {
  const config = loadConfig();
  const stream = lossyLogOutput();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, serveBuild, logger: { level: config.logLevel, stream } });
  process.on('unhandledRejection', survivingDatabaseLoss(app));
  const controlSocket = await startStaffAdministration(app, config);
  closeWithGrace({ delay: STOP_LIMIT_MS, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info(`${signal} received, finishing requests in flight`);
    controlSocket?.close();
    await stop(app, database);
  });
  return { app, config };
}

/**
 * Listens on config.port and config.host and says so, PUBLIC_URL first: `<name> runs on <PUBLIC_URL>
 * (Node.js <version>)` on stdout as soon as the socket listens, before Fastify's log line for each
 * interface (registered before listen, this listener runs before Fastify's), whose text sends to
 * PUBLIC_URL too: the sign-in only returns there. Rejects as app.listen does (e.g. EADDRINUSE).
 */
export async function listen(app: FastifyInstance, config: Config, name: string): Promise<void> {
  app.server.once('listening', () =>
    console.log(`${name} runs on ${config.publicUrl} (Node.js ${process.version})`),
  );
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `listening at ${address}; open ${config.publicUrl} in the browser`,
  });
}
