/**
 * The end-to-end tests' server (playwright.config.ts `webServer`), one process: clears DATA_DIR, runs
 * `server/src/start.ts` (the SPA built when stale, demo data seeded) in this process, and removes
 * DATA_DIR when it ends. It stops as on SIGTERM as soon as its stdin ends: Playwright holds the other
 * end of that pipe, so when the run ends in any way — finished, Ctrl-C, SIGTERM, SIGKILL — the server
 * stops too and leaves no listener behind. Run as `node --import tsx test/e2e/webServer.ts`.
 */
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the folder of this run');
rmSync(dataDir, { recursive: true, force: true });
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
await import('../../server/src/start');
