/**
 * The SPA side of the one origin: GET /config.json (the runtime configuration the SPA reads at start),
 * GET /assets/i18n/{lang}.json (the dictionaries of i18n/ in i18next's format, i18n/served.ts), the built files of
 * dist/ and, for any other GET that accepts HTML, dist/index.html (client-side routes such as
 * /notifications); /favicon.ico redirects to the SVG icon.
 * Built files go out brotli- or gzip-compressed as the browser accepts (the .br and .gz files the build
 * writes beside each text file); the hashed ones under assets/ are cached for a year, everything else
 * (index.html, the dictionaries, the icon) is revalidated on every use (ETag / Last-Modified).
 * With `serveBuild` false (npm run dev, tests) dist/ is not served: Vite's middleware serves the SPA and
 * the dictionaries are converted from i18n/ on each request (i18n/served.ts), as the build converts them.
 */

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES } from '../../../src/providers/language';
import type { Config } from '../config';
import { errorBody } from './errors';
import { listResourceOf, SCREEN_PAGES_DIR, screenPageFile } from './screenPages';

/**
 * Whether a built file, by its path relative to dist/ (`assets/index-B2x9.js`), is one whose name holds
 * a hash of its content: a file of dist/assets/ other than the dictionaries.
 */
export const isHashedAsset = (distPath: string) => /^assets\/(?!i18n\/)/.test(distPath);

/** Cache-Control of a built file, by its path relative to dist/. */
const cacheControlOf = (distPath: string) =>
  isHashedAsset(distPath) ? 'public, max-age=31536000, immutable' : 'no-cache';

export interface SpaOptions {
  config: Config;
  rootDir: string;
  /** Serve dist/ (false when Vite's dev middleware serves the SPA). */
  serveBuild: boolean;
}

/** The body of GET /config.json: where the SPA finds the API and the identity provider. */
export function clientConfig(config: Config) {
  return {
    apiUrl: '/api/backoffice',
    auth: {
      domain: config.auth.domain,
      /** Exactly the provider's `issuer` (discovery, tokens' `iss`): with its trailing slash. */
      issuer: config.auth.issuer,
      clientId: config.auth.clientId,
      audience: config.auth.audience,
      requiredPermission: config.auth.requiredPermission,
    },
    mapTileUrl: config.mapTileUrl,
  };
}

export default fp<SpaOptions>(async (app: FastifyInstance, { config, rootDir, serveBuild }) => {
  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(clientConfig(config)),
  );

  if (!serveBuild) {
    // Loaded only here: it brings react-admin's converter, which a server serving the build never needs.
    const { servedDictionary } = await import('../../../i18n/served');
    for (const lang of LANGUAGES)
      app.get(`/assets/i18n/${lang}.json`, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('application/json; charset=utf-8')
          .send(servedDictionary(path.join(rootDir, 'i18n'), lang)),
      );
    return;
  }
  const distDir = path.join(rootDir, 'dist');
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error('dist/index.html is missing: run npm run build');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) =>
      reply.header('cache-control', cacheControlOf(path.relative(distDir, file).split(path.sep).join('/'))),
  });
  // The list screens' pages the build wrote (screenPages.ts), by their path relative to dist/.
  const screenPagesDir = path.join(distDir, SCREEN_PAGES_DIR);
  const screenPages = new Set(
    existsSync(screenPagesDir)
      ? readdirSync(screenPagesDir)
          .filter((file) => file.endsWith('.html'))
          .map((file) => screenPageFile(path.basename(file, '.html')))
      : [],
  );
  // Browsers and bookmark tools that ask for the classic icon get the club's SVG one.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/favicon.svg', 301),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const pathname = request.url.split('?')[0];
    if (!wantsPage) return reply.code(404).send(errorBody(404, `Not found: ${pathname}`));
    const resource = listResourceOf(pathname);
    const screenPage = resource === undefined ? undefined : screenPageFile(resource);
    return reply.sendFile(screenPage && screenPages.has(screenPage) ? screenPage : 'index.html', distDir);
  });
});
