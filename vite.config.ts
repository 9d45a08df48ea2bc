import { readdirSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const dictionaries = path.resolve(import.meta.dirname, 'i18n');

/** A module of src/common named in `names`, as a test of a chunk group. */
const commonModule = (names: string[]) => new RegExp(`src[\\\\/]common[\\\\/](${names.join('|')})\\.`);

/**
 * How the build groups modules into files (docs/decisions.md "Fewer files on the first load"). The
 * server speaks HTTP/1.1, so a browser fetches six files at a time from it, and every file costs a
 * round trip. Left to itself, the bundler made 23 files of the first load and about 25 more for each
 * screen. Now:
 * - `start`: everything the first load needs is one file (the entry);
 * - `lists`: what every list screen shares (ListPage and the react-admin and MUI parts behind it);
 * - `forms`: what every create and edit screen shares (the record form and its pages).
 * Each screen keeps its own small file, and the heavy parts only some screens use (rich text, map, date
 * pickers, import) stay in files of their own.
 */
const chunkGroups = [
  { name: 'start', tags: ['$initial' as const], priority: 3 },
  {
    name: 'lists',
    test: commonModule(['ListPage', 'ListActions', 'searchFilter', 'StateChip', 'RowLink', 'LinkButton']),
    priority: 2,
  },
  { name: 'forms', test: commonModule(['EditPage', 'CreatePage', 'RecordForm', 'FormSection']), priority: 1 },
];

/**
 * The SPA build. In `npm run dev` the server mounts Vite in middleware mode, so one port serves all.
 * The build also copies the dictionaries to dist/assets/i18n/ and writes a brotli (.br) and a gzip (.gz)
 * copy of every text file beside it, which the server sends to browsers that accept them.
 */
export default defineConfig({
  plugins: [
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      artifacts: () =>
        readdirSync(dictionaries).map((file) => ({
          src: path.join(dictionaries, file),
          replace: (outDir: string, name: string) => path.join(outDir, 'assets', 'i18n', name),
        })),
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
