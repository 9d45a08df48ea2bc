/**
 * GET/POST /idp/userinfo for the API's access tokens (what discovery announces as userinfo_endpoint).
 * oidc-provider's own userinfo refuses any token with an audience, and ours all have the API's, so
 * this route answers instead, as Auth0 does: the bearer token is verified like the API's (auth.ts) and
 * must carry the `openid` scope; the answer holds `sub`, plus `email`/`email_verified` with the
 * `email` scope and `name` with `profile`. A missing or invalid token → 401 with
 * `WWW-Authenticate: Bearer error="invalid_token"`; no `openid` scope → 403 `insufficient_scope`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { findStaffAccount } from './accounts';

export function registerUserinfo(app: FastifyInstance, db: Database) {
  async function userinfo(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const payload = await app.verifyAccessToken(request);
    const account = payload?.sub ? await findStaffAccount(db, payload.sub) : undefined;
    if (!payload || !account) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return reply.code(401).send({ error: 'invalid_token', error_description: 'invalid access token' });
    }
    const scopes = new Set(String(payload.scope ?? '').split(' '));
    if (!scopes.has('openid')) {
      reply.header('www-authenticate', 'Bearer error="insufficient_scope", scope="openid"');
      return reply
        .code(403)
        .send({ error: 'insufficient_scope', error_description: 'access token missing openid scope' });
    }
    return {
      sub: payload.sub,
      ...(scopes.has('email') ? { email: account.email, email_verified: true } : {}),
      ...(scopes.has('profile') ? { name: account.name } : {}),
    };
  }
  app.get('/idp/userinfo', { schema: { hide: true } }, userinfo);
  app.post('/idp/userinfo', { schema: { hide: true } }, userinfo);
}
