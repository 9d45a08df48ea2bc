import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Two projects: the SPA in jsdom (test/web) and the API with fastify.inject (test/server). */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['test/web/**/*.test.{ts,tsx}'],
          setupFiles: ['test/web/setup.ts'],
          globals: true,
          // A screen driven through many user events takes up to 3 s on a two-core machine; twice that
          // when the machine is busy, so the default 5 s would fail a test that is only slow.
          testTimeout: 15_000,
          // Through Vite, like the SPA's own code: loaded by Node itself its editor never appears in jsdom.
          server: { deps: { inline: ['ra-input-rich-text'] } },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          // Adds PostgreSQL when TEST_DATABASE_URL is set or a local server answers; says so when not.
          globalSetup: ['test/server/postgresRun.ts'],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
