/**
 * Security headers on every response: no MIME sniffing, same-origin referrers, no framing by other
 * sites (the silent-renewal frame is same-origin). HTML pages of the SPA also get a Content Security
 * Policy that allows only this origin, the identity provider, and the map tile host. Every /idp answer
 * gets {@link idpHeaders} (the provider's own answers get them in idp/index.ts, before it writes).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { LOGOUT_SCRIPT } from './idp/provider';

const logoutScriptHash = `'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`;

/**
 * The headers of an answer under /idp, by path relative to /idp (e.g. `/authorize?…`): nosniff, no
 * outside referrer, and a CSP with no outside sources — inline styles, scripts only by hash (oidc-provider adds
 * the hash of its web_message script to this header). No framing at all, except /authorize, which
 * auth0-spa-js's silent renewal frames from this same origin.
 */
export function idpHeaders(idpPath: string): Record<string, string> {
  const framable = idpPath === '/authorize' || idpPath.startsWith('/authorize?');
  return {
    'x-content-type-options': 'nosniff',
    // Not no-referrer: with it Chromium sends `Origin: null` on the sign-in form's POST.
    'referrer-policy': 'same-origin',
    'x-frame-options': framable ? 'SAMEORIGIN' : 'DENY',
    'content-security-policy': [
      "default-src 'none'",
      `script-src ${logoutScriptHash}`,
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      "form-action 'self'",
      `frame-ancestors ${framable ? "'self'" : "'none'"}`,
      "base-uri 'none'",
    ].join('; '),
  };
}

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
      if (request.url.startsWith('/idp/')) {
        reply.headers(idpHeaders(request.url.slice('/idp'.length)));
        return;
      }
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'same-origin');
      reply.header('x-frame-options', 'SAMEORIGIN');
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (spaPolicy && html) reply.header('content-security-policy', policy);
    });
  },
);
