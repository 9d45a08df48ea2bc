import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads the schema folder and writes SQL migrations to server/migrations (committed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/migrations',
  casing: 'snake_case',
});
