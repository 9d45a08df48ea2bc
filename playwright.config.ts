import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against the
 * real product: `npm start` on port 8180 with a fresh embedded database and identity provider.
 * No route interception. When the browser is missing the tests fail, they never skip.
 */
const PORT = Number(process.env.E2E_PORT ?? 8180);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
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
    { name: 'reading', testMatch: /(auth|shell)\.spec\.ts/ },
    { name: 'changing', testMatch: /(members|notifications)\.spec\.ts/, dependencies: ['reading'] },
  ],
  webServer: {
    command: `rm -rf .e2e-data && npx tsx server/src/start.ts`,
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR: '.e2e-data',
      LOG_LEVEL: 'warn',
    },
  },
});
