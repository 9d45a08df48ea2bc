import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { servedDictionary } from './i18n/served';
import { screenPageFile } from './server/src/plugins/screenPages';
import { LANGUAGES } from './src/providers/language';

const dictionaries = path.resolve(import.meta.dirname, 'i18n');

/** A module of src/common named in `names`, as a test of a chunk group. */
const commonModule = (names: string[]) => new RegExp(`src[\\\\/]common[\\\\/](${names.join('|')})\\.`);

/**
 * How the build groups modules into files (docs/decisions.md "Fewer files on the first load"). The
 * server speaks HTTP/1.1, so a browser fetches six files at a time from it, and every file costs a
 * round trip. Left to itself, the bundler made 23 files of the first load and about 25 more for each
 * screen. Now:
 * - `start`: everything the first load needs is one file (the entry);
 * - `calls`: the data provider's calls the first load leaves out (loaded after the first paint);
 * - `lists`: what every list screen shares (ListPage and the react-admin and MUI parts behind it);
 * - `forms`: what every create and edit screen shares (the record form and its pages).
 * Each screen keeps its own small file, and the heavy parts only some screens use (rich text, map, date
 * pickers, import) stay in files of their own.
 */
const chunkGroups = [
  // What the boot script (src/boot.ts, an entry of its own) shares with the application stays out of
  // `start`: the boot script runs while `start` downloads.
  {
    name: 'early',
    test: /(src[\\/](boot|providers[\\/](earlyFetch|language|authLibrary|sessionCache|cookies))|schemas[\\/]csrf)\./,
    priority: 4,
  },
  { name: 'start', tags: ['$initial' as const], priority: 3 },
  // The areas' API calls the first script leaves out (providers/areaProvider.ts), together: else the
  // ones a form screen shares went into `forms`, which the areas' part then loaded after every first paint.
  { name: 'calls', test: /src[\\/]providers[\\/]/, priority: 2.5 },
  {
    name: 'lists',
    test: commonModule(['ListPage', 'ListActions', 'searchFilter', 'StateChip', 'RowLink', 'LinkButton']),
    priority: 2,
  },
  { name: 'forms', test: commonModule(['EditPage', 'CreatePage', 'RecordForm', 'FormSection']), priority: 1 },
];

const BOOT = 'src/boot.ts';

/**
 * The boot script as the page's first script (docs/decisions.md "The phone's first screen"): an entry
 * of its own, so it runs as soon as its few hundred bytes have come, while the application's script
 * still downloads — a second script tag in index.html would be bundled into the application's.
 */
const bootScript = (): Plugin => ({
  name: 'club-beheer-boot-script',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) => {
      const chunk = Object.values(bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
      );
      return [
        {
          tag: 'script',
          attrs: { type: 'module', crossorigin: true, src: chunk ? `/${chunk.fileName}` : `/${BOOT}` },
          injectTo: 'head-prepend',
        },
      ];
    },
  },
});

/** The page's icon as index.html names it; public/favicon.svg is the icon itself. */
const ICON_HREF = 'href="/favicon.svg"';

/**
 * The page's icon written into the built index.html as a data: address (docs/decisions.md "The first
 * screen renders in one pass"): on a phone every request made while the application's script
 * downloads takes its share of the bandwidth, and the icon is a few hundred bytes. /favicon.svg stays
 * for whoever asks for it (/favicon.ico redirects there).
 */
const inlineIcon = (): Plugin => ({
  name: 'club-beheer-inline-icon',
  apply: 'build',
  transformIndexHtml: (html) => {
    if (!html.includes(ICON_HREF)) throw new Error(`index.html names no icon as ${ICON_HREF}`);
    const svg = readFileSync(path.resolve(import.meta.dirname, 'public/favicon.svg'), 'utf8').trim();
    return html.replace(ICON_HREF, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
  },
});

/** A resource's list screen: `src/resources/<resource>/<Name>List.tsx`, shown at `/<resource>`. */
const LIST_SCREEN = /[\\/]src[\\/]resources[\\/](\w+)[\\/][A-Z]\w*List\.tsx$/;

/**
 * A page for each list screen, `dist/screens/<resource>.html` (screenPageFile): index.html plus a
 * `modulepreload` link for each file of that screen the first load does not already bring
 * (docs/decisions.md "A list's files asked with the page"). The server sends it for `/<resource>`
 * (server/src/plugins/spa.ts), so that on a phone the list's files come while the application's
 * script downloads, instead of after it has run.
 * @throws Error (the build fails) when index.html or the entry is missing, or two list screens claim
 *   one resource.
 */
const screenPages = (): Plugin => ({
  name: 'club-beheer-screen-pages',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('index.html is missing');
    const html = index.source;
    const chunks = new Map(
      Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
    );
    const closure = (fileNames: string[], into = new Set<string>()) => {
      for (const fileName of fileNames)
        if (!into.has(fileName)) {
          into.add(fileName);
          closure(chunks.get(fileName)?.imports ?? [], into);
        }
      return into;
    };
    const first = closure(
      [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    );
    if (first.size === 0) throw new Error('the build has no entry');
    const pages = new Set<string>();
    for (const chunk of chunks.values()) {
      const resource = chunk.isDynamicEntry ? LIST_SCREEN.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
      if (!resource) continue;
      if (pages.has(resource)) throw new Error(`two list screens for /${resource}`);
      pages.add(resource);
      const links = [...closure([chunk.fileName])]
        .filter((fileName) => !first.has(fileName))
        .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
        .join('\n    ');
      this.emitFile({
        type: 'asset',
        fileName: screenPageFile(resource),
        source: html.replace('</head>', `  ${links}\n  </head>`),
      });
    }
  },
});

/**
 * The dictionaries as the browser gets them (i18n/served.ts: i18next's format) written into the build
 * as dist/assets/i18n/{lang}.json, under fixed names: they are revalidated, not hashed.
 */
const servedDictionaries = (): Plugin => ({
  name: 'club-beheer-dictionaries',
  apply: 'build',
  generateBundle() {
    for (const lang of LANGUAGES)
      this.emitFile({
        type: 'asset',
        fileName: `assets/i18n/${lang}.json`,
        source: servedDictionary(dictionaries, lang),
      });
  },
});

/**
 * The SPA build. In `npm run dev` the server mounts Vite in middleware mode, so one port serves all.
 * The build also writes the dictionaries to dist/assets/i18n/ and a brotli (.br) and a gzip (.gz)
 * copy of every text file beside it, which the server sends to browsers that accept them.
 */
export default defineConfig({
  plugins: [
    react(),
    bootScript(),
    inlineIcon(),
    screenPages(),
    servedDictionaries(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        boot: path.resolve(import.meta.dirname, BOOT),
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
