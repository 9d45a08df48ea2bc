import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from './test/freePort';

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against the
 * real product: the server on its own port with a fresh embedded database and identity provider
 * (test/e2e/webServer.ts, which stops when the run ends). No route interception. When the browser is
 * missing the tests fail, they never skip.
 *
 * The port: E2E_PORT when given, else one the operating system gives, chosen once by the runner's
 * main process and handed on through the environment to its workers, which load this file again.
 */
process.env.E2E_PORT ||= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${PORT}`;
/** Each port has its own data folder, so two runs on different ports do not meet; removed after the run. */
const DATA_DIR = path.join(os.tmpdir(), `club-beheer-e2e-${PORT}`);

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  // A stray test.only must not silently narrow a CI run to one test.
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // One server and database for the whole run: the suites that only read (and compare with the seed)
  // run before the suites that change data.
  projects: [
    { name: 'reading', testMatch: /(auth|shell|accessibility)\.spec\.ts/ },
    { name: 'changing', testIgnore: /(auth|shell|accessibility)\.spec\.ts/, dependencies: ['reading'] },
  ],
  webServer: {
    // One process: the shell Playwright runs it in becomes the `node` package's Node 24, the server. It
    // stops when the run ends (test/e2e/webServer.ts); at a normal end Playwright sends it SIGTERM.
    command: 'exec node_modules/.bin/node --import tsx test/e2e/webServer.ts',
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // The activity map's tiles from this server (which has none): the tests never fetch from the internet.
      MAP_TILE_URL: `${baseURL}/no-tiles/{z}/{x}/{y}.png`,
    },
  },
});
