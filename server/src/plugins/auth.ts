/**
 * Access control of /api/backoffice (issue A §3): a bearer access token verified with jose (RS256
 * signature against the provider's key set, issuer, audience, exp/nbf with 60 s leeway) → else 401;
 * the token's `permissions` claim (Auth0 RBAC) must hold `requiredPermission` → else 403.
 * Decorates `request.user` with `{ sub, permissions }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type JWTVerifyGetKey, jwtVerify } from 'jose';
import { errorBody } from './errors';

export interface AuthOptions {
  keySet: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  requiredPermission: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: { sub: string; permissions: string[] };
  }
  interface FastifyInstance {
    /** onRequest hook: 401/403 unless the request carries a valid staff access token. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export default fp<AuthOptions>(async (app: FastifyInstance, options) => {
  async function verify(request: FastifyRequest) {
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(request.headers.authorization ?? '');
    if (!match) return null;
    try {
      const { payload } = await jwtVerify(match[1], options.keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        clockTolerance: 60,
        requiredClaims: ['sub', 'exp'],
      });
      const permissions = Array.isArray(payload.permissions) ? payload.permissions.map(String) : [];
      return { sub: String(payload.sub), permissions };
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'access token refused');
      return null;
    }
  }

  app.decorate('requireStaff', async (request, reply) => {
    const user = await verify(request);
    if (!user) {
      reply.header('www-authenticate', 'Bearer');
      return reply.code(401).send(errorBody(401, 'A valid access token is required.'));
    }
    if (!user.permissions.includes(options.requiredPermission)) {
      return reply
        .code(403)
        .send(errorBody(403, `The permission '${options.requiredPermission}' is required.`));
    }
    request.user = user;
  });
});
