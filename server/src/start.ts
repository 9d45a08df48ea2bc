/**
 * `npm start`: builds the SPA when dist/ is missing or older than the sources (in a child process, whose
 * memory goes when it ends), then runs the server (SPA + API + identity provider on one port;
 * migrations and demo seed on first start). The first address it prints is PUBLIC_URL, the one to open.
 * `--api-only` (tests, an API-only deployment) neither builds nor serves the SPA.
 * A data folder another process holds, or a database out of reach, ends the start at once: the
 * message, exit code 1. (Once running, the server outlives the database's faults: server.ts.)
 */
import './runtime';

// The rest loads once runtime.ts has run (the Node version checked, the source maps set).
const { rootDir } = await import('./app');
const { buildSpa, spaBuildIsStale } = await import('./buildSpa');
const { DataFolderLockedError } = await import('./db/lock');
const { listen, runServer } = await import('./server');
const { isDatabaseUnavailable } = await import('./db/unavailable');

const apiOnly = process.argv.includes('--api-only');
if (!apiOnly && spaBuildIsStale(rootDir)) {
  console.log('Building the SPA (dist/)…');
  await buildSpa(rootDir);
}
try {
  const { app, config } = await runServer({ serveBuild: !apiOnly });
  await listen(app, config, 'Club Beheer');
} catch (error) {
  if (isDatabaseUnavailable(error)) {
    // The driver's own error, under Drizzle's wrapper (which holds the query).
    let cause = error as { message?: string; code?: string; cause?: unknown };
    while (cause.cause instanceof Error) cause = cause.cause;
    console.error(
      `Club Beheer cannot start: the database is not reachable (${cause.message || cause.code}).`,
    );
    process.exit(1);
  }
  if (!(error instanceof DataFolderLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
