/**
 * Mounts the embedded OpenID provider under /idp (only when no Auth0 tenant is configured): the
 * provider's Koa app behind one wildcard route, and our sign-in and set-password pages as Fastify routes. Auth0's logout
 * parameter `returnTo` is mapped to OIDC's `post_logout_redirect_uri` on the way in.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { idpHeaders } from '../headers';
import { registerInteractions } from './interactions';
import { registerPasswordPage } from './password';
import { createProvider, type ProviderOptions } from './provider';
import { registerUserinfo } from './userinfo';

/** Rewrites `/v2/logout?returnTo=` to `post_logout_redirect_uri` (req.url is relative to /idp). */
export function mapReturnTo(url: string): string {
  const parsed = new URL(url, 'http://idp');
  if (parsed.pathname !== '/v2/logout') return url;
  const returnTo = parsed.searchParams.get('returnTo');
  if (!returnTo || parsed.searchParams.has('post_logout_redirect_uri')) return url;
  parsed.searchParams.delete('returnTo');
  parsed.searchParams.set('post_logout_redirect_uri', returnTo);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * oidc-provider drops X-Frame-Options and CSP frame-ancestors from its web_message answer (the silent
 * renewal frame); put `headers`' back just before the answer's headers are written.
 */
function keepFrameProtection(res: ServerResponse, headers: Record<string, string>) {
  const frameAncestors = /frame-ancestors [^;]+/.exec(headers['content-security-policy'])?.[0] ?? '';
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!res.hasHeader('x-frame-options')) res.setHeader('x-frame-options', headers['x-frame-options']);
    const csp = String(res.getHeader('content-security-policy') ?? '');
    if (!csp.includes('frame-ancestors'))
      res.setHeader('content-security-policy', csp ? `${csp}; ${frameAncestors}` : frameAncestors);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Paths under /idp (relative to it) that are our own Fastify routes, not the provider's. */
const ownRoute = (url: string) =>
  url.startsWith('/interaction/') ||
  url.startsWith('/password/') ||
  url === '/userinfo' ||
  url.startsWith('/userinfo?');

export default fp<ProviderOptions>(async (app: FastifyInstance, options) => {
  const provider = createProvider(options);
  const callback = provider.callback();
  await app.register(formbody);
  // The provider's endpoints: one route for every /idp path that is not ours, answered by the
  // provider's Koa app on the raw request and response. Its own body parser reads the stream, so this
  // scope's only content-type parser leaves it unread.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/idp/*', { schema: { hide: true } }, (request, reply) => {
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      const url = request.url.slice('/idp'.length);
      if (ownRoute(url)) return reply.callNotFound();
      reply.hijack();
      const res = reply.raw;
      const headers = idpHeaders(url);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      keepFrameProtection(res, headers);
      const mapped = mapReturnTo(url);
      // As a mounted Koa app expects: the path below the mount point, the whole path in originalUrl.
      req.originalUrl = `/idp${mapped}`;
      req.url = mapped;
      callback(req, res);
    });
  });
  registerInteractions(app, provider, options.db, options.requireSecondFactor, app.signInThrottle);
  registerUserinfo(app, options.db);
  registerPasswordPage(app, options.db, options.publicUrl);
});
