/**
 * The SPA build of `npm start`: `vite build` in a child process of its own, so that the bundler's
 * memory (about a gigabyte at its peak) is given back when it ends instead of staying with the server.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the build reads, relative to the project root: a change to any of them makes dist/ stale. */
const SOURCES = ['src', 'i18n', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  );
}

/** Whether dist/index.html is missing or older than one of the {@link SOURCES} under `rootDir`. */
export function spaBuildIsStale(rootDir: string): boolean {
  const built = path.join(rootDir, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const newestSource = Math.max(...SOURCES.map((source) => newestChange(path.join(rootDir, source))));
  return statSync(built).mtimeMs < newestSource;
}

/**
 * Runs `vite build` for the project at `rootDir` on this process's Node, its output on this console.
 * @throws Error when the build fails (its exit code or signal in the message).
 */
export async function buildSpa(rootDir: string): Promise<void> {
  const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
  const viteCli = path.join(path.dirname(vitePackage), 'bin', 'vite.js');
  const child = spawn(process.execPath, [viteCli, 'build', '--logLevel', 'warn'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  if (code !== 0) throw new Error(`vite build ended with ${signal ?? `exit code ${code}`}`);
}
