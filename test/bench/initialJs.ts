/**
 * The SPA's first load: the JavaScript index.html loads (its module scripts, its modulepreload links
 * and, transitively, every static `import … from './x.js'` of those files; not `import()`, which loads
 * a screen's chunk when it is first shown — except the boot script's, which start as the page opens:
 * the sign-in library, src/providers/authLibrary.ts) and its style sheets, in raw, gzip (level 9) and
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
  /** Whether dist/ had to be built for this run. */
  built: boolean;
}

const distDir = path.join(rootDir, 'dist');
/** `./x.js` in `import"./x.js"` and `… from"./x.js"` (minified), not in `import("./x.js")`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
/** `./x.js` in `import("./x.js")` or `` import(`./x.js`) `` (minified). */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
/** The boot script's file (src/boot.ts): what it imports, even with `import()`, loads with the page. */
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

export async function measureFirstLoad(): Promise<FirstLoad> {
  const indexFile = path.join(distDir, 'index.html');
  const built = !existsSync(indexFile);
  if (built) await build({ root: rootDir, logLevel: 'warn' });
  const html = await readFile(indexFile, 'utf8');
  const linked = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
    (match) => path.join(distDir, match[1].replace(/^\//, '')),
  );
  const js = new Set(linked.filter((file) => file.endsWith('.js')));
  for (const file of js) {
    const source = await readFile(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) js.add(path.resolve(path.dirname(file), match[1]));
    if (BOOT_FILE.test(file))
      for (const match of source.matchAll(DYNAMIC_IMPORT)) js.add(path.resolve(path.dirname(file), match[1]));
  }
  const css = linked.filter((file) => file.endsWith('.css'));
  return { js: await sizes([...js]), css: await sizes(css), built };
}
