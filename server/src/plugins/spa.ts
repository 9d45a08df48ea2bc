/**
 * The SPA side of the one origin: GET /config.json (the runtime configuration the SPA reads at start),
 * GET /assets/i18n/{lang}.json (the dictionaries of i18n/), the built files of dist/ and, for any other
 * GET that accepts HTML, dist/index.html (client-side routes such as /notifications); /favicon.ico
 * redirects to the SVG icon.
 * With `serveBuild` false (npm run dev, tests) dist/ is not served: Vite's middleware serves the SPA.
 */

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { errorBody } from './errors';

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

  await app.register(fastifyStatic, {
    root: path.join(rootDir, 'i18n'),
    prefix: '/assets/i18n/',
    decorateReply: false,
    allowedPath: (pathName) => /^\/(en|nl)\.json$/.test(pathName),
    cacheControl: false,
  });

  const distDir = path.join(rootDir, 'dist');
  if (!serveBuild) return;
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error('dist/index.html is missing: run npm run build');
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: false });
  // Browsers and bookmark tools that ask for the classic icon get the club's SVG one.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/favicon.svg', 301),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
    return reply.code(404).send(errorBody(404, `Not found: ${request.url.split('?')[0]}`));
  });
});
