/**
 * The SPA's first load for a signed-in person: the JavaScript index.html loads (its module scripts,
 * its modulepreload links and, transitively, every static `import … from './x.js'` of those files; not
 * `import()`, which loads a screen's chunk when it is first shown) and its style sheets; and apart from
 * it, what a sign-in loads as well: the boot script's `import()`s, which start as the page opens when
 * no session is cached (the sign-in library, src/providers/authLibrary.ts). In raw, gzip (level 9) and
 * brotli (quality 11) bytes, compressed here with node:zlib. Reads dist/ as it is; builds it only when missing.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { rootDir } from '../../server/src/app';

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  js: Sizes;
  css: Sizes;
  /** What a first load without a cached session fetches besides `js`: the sign-in library. */
  signIn: Sizes;
  /** Whether dist/ had to be built for this run. */
  built: boolean;
}

const distDir = path.join(rootDir, 'dist');
/** `./x.js` in `import"./x.js"` and `… from"./x.js"` (minified), not in `import("./x.js")`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
/** `./x.js` in `import("./x.js")` or `` import(`./x.js`) `` (minified). */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
/** The boot script's file (src/boot.ts): its `import()`s load with the page of a sign-in. */
const BOOT_FILE = /[\\/]boot-[^\\/]+\.js$/;

async function sizes(files: string[]): Promise<Sizes> {
  const total: Sizes = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = await readFile(file);
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length;
  }
  return total;
}

/** `files` and, transitively, every file their static imports name. */
async function withStaticImports(files: string[]): Promise<Set<string>> {
  const all = new Set(files);
  for (const file of all) {
    const source = await readFile(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) all.add(path.resolve(path.dirname(file), match[1]));
  }
  return all;
}

export async function measureFirstLoad(): Promise<FirstLoad> {
  const indexFile = path.join(distDir, 'index.html');
  const built = !existsSync(indexFile);
  if (built) await build({ root: rootDir, logLevel: 'warn' });
  const html = await readFile(indexFile, 'utf8');
  const linked = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
    (match) => path.join(distDir, match[1].replace(/^\//, '')),
  );
  const js = await withStaticImports(linked.filter((file) => file.endsWith('.js')));
  const bootImports: string[] = [];
  for (const file of [...js].filter((name) => BOOT_FILE.test(name)))
    for (const match of (await readFile(file, 'utf8')).matchAll(DYNAMIC_IMPORT))
      bootImports.push(path.resolve(path.dirname(file), match[1]));
  const signIn = [...(await withStaticImports(bootImports))].filter((file) => !js.has(file));
  const css = linked.filter((file) => file.endsWith('.css'));
  return { js: await sizes([...js]), css: await sizes(css), signIn: await sizes(signIn), built };
}
