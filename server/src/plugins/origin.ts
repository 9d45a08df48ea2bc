/**
 * Refuses cross-site changes before any route or the embedded provider sees them: a request other
 * than GET, HEAD or OPTIONS answers 403 in the result shape when its `Sec-Fetch-Site` is `cross-site`,
 * or its `Origin` is `null` or another origin than PUBLIC_URL's or the request's own. A request without
 * these headers (curl, a server-side OIDC client) passes: the CSRF token and the bearer token guard it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why `request` is a cross-site change ('cross-site' fetch, 'null' or foreign origin), else undefined. */
export function crossSiteReason(request: FastifyRequest, publicOrigin: string): string | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'Sec-Fetch-Site: cross-site';
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  if (origin === 'null') return 'Origin: null';
  const own = `${request.protocol}://${request.host}`;
  return origin === publicOrigin || origin === own ? undefined : `Origin: ${origin}`;
}

export default fp<{ publicUrl: string }>(async (app: FastifyInstance, { publicUrl }) => {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    const reason = crossSiteReason(request, publicOrigin);
    if (!reason) return;
    request.log.warn({ ip: request.ip, reason, url: request.url }, 'cross-site change refused');
    return reply.code(403).send(errorBody(403, 'Changes are only accepted from this site.'));
  });
});
