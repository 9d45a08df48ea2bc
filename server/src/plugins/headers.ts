/**
 * Security headers on every response: no MIME sniffing, same-origin referrers, no framing by other
 * sites (the silent-renewal frame is same-origin). HTML pages of the SPA also get a Content Security
 * Policy that allows only this origin, the identity provider, and the map tile host.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** The CSP of the SPA's pages: scripts only from this origin; styles inline (MUI's emotion). */
export function contentSecurityPolicy(config: Config): string {
  const auth = config.auth.mode === 'auth0' ? ` https://${config.auth.domain}` : '';
  const tiles = new URL(config.mapTileUrl.replace(/[{}]/g, '')).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tiles}`,
    `connect-src 'self'${auth}`,
    `frame-src 'self'${auth}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export default fp<{ config: Config; spaPolicy: boolean }>(
  async (app: FastifyInstance, { config, spaPolicy }) => {
    const policy = contentSecurityPolicy(config);
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'same-origin');
      reply.header('x-frame-options', 'SAMEORIGIN');
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (spaPolicy && html && !request.url.startsWith('/idp/'))
        reply.header('content-security-policy', policy);
    });
  },
);
