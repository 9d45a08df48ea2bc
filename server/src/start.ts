/**
 * `npm start`: builds the SPA when dist/ is missing or older than the sources, then runs the server
 * (SPA + API + identity provider on one port; migrations and demo seed on first start).
 * `--api-only` (tests, an API-only deployment) neither builds nor serves the SPA.
 * A data folder another process holds ends the start at once: the message, exit code 1.
 */
import './runtime';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { rootDir } from './app';
import { DataFolderLockedError } from './db/lock';
import { runServer } from './server';

function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  );
}

const apiOnly = process.argv.includes('--api-only');
const built = path.join(rootDir, 'dist', 'index.html');
const sources = ['src', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(rootDir, p),
);
if (!apiOnly && (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newestChange)))) {
  console.log('Building the SPA (dist/)…');
  await build({ root: rootDir, logLevel: 'warn' });
}
try {
  const { app, config } = await runServer({ serveBuild: !apiOnly });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Club Beheer runs on ${config.publicUrl} (Node.js ${process.version})`);
} catch (error) {
  if (!(error instanceof DataFolderLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
