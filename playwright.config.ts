import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against the
 * real product: `npm start` on port 8180 with a fresh embedded database and identity provider.
 * No route interception. When the browser is missing the tests fail, they never skip.
 */
const PORT = Number(process.env.E2E_PORT ?? 8180);
export const baseURL = `http://localhost:${PORT}`;
/** Each port has its own data directory, so two runs on different E2E_PORTs do not meet. */
const DATA_DIR = PORT === 8180 ? '.e2e-data' : `.e2e-data-${PORT}`;

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
    command: `rm -rf ${DATA_DIR} && npx tsx server/src/start.ts`,
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
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
