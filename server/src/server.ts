/**
 * Runs Club Beheer: prepares the database, builds the app and listens on PORT. On SIGINT/SIGTERM it
 * stops accepting connections, lets requests in flight finish (up to 10 s) and closes the database.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';

/** Starts the server; `serveBuild` false lets `dev.ts` put Vite's middleware in front instead. */
export async function runServer({ serveBuild = true } = {}) {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, serveBuild, logger: { level: config.logLevel } });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info(`${signal} received, finishing requests in flight`);
    await app.close();
    await database.close();
  });
  return { app, config };
}
