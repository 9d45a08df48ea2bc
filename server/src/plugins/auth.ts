/**
 * Access control of /api/backoffice (issue A §3): a bearer access token verified with jose (RS256
 * signature against the provider's key set, issuer, audience, exp/nbf/iat with {@link CLOCK_LEEWAY_SECONDS}
 * leeway, iat no older than the access token lifetime) → else 401;
 * the token's `permissions` claim (Auth0 RBAC) must hold `requiredPermission`, the key to enter, and
 * every permission the route declares (routes/access.ts) → else 403 naming the one missing.
 * With the embedded provider (`currentPermissions`), a token is also refused when its account is
 * disabled or gone, and holds only the permissions its account's role still gives.
 * Decorates `request.user` with `{ sub, email, permissions }`.
 * A verified token is remembered (bounded LRU, keyed by the token) for at most
 * {@link VERIFIED_TOKEN_TRUST_MS} and never past the moment it would no longer pass — its `exp`, or
 * its `iat` plus the lifetime, plus the leeway — so the signature of a token the SPA sends on every
 * call is checked about once a minute, and a change to the account or the key set holds within a
 * minute (docs/decisions.md "A cheaper request").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { JOSEError } from 'jose/errors';
import { LRUCache } from 'lru-cache';
import { declaredPermissions } from '../routes/access';
import { errorBody } from './errors';

export interface AuthOptions {
  keySet: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  requiredPermission: string;
  /** Longest access token lifetime in seconds (jose's maxTokenAge: also refuses an iat in the future). */
  accessTokenSeconds: number;
  /**
   * The permissions the account `sub` holds now, or undefined when it is disabled or gone (embedded
   * provider only; Auth0 keeps its own accounts). Asked each time a token is verified.
   */
  currentPermissions?: (sub: string) => Promise<string[] | undefined>;
}

/** The `permissions` claim of verified token claims, as strings (none when absent). */
const permissionsClaim = (payload: JWTPayload) =>
  Array.isArray(payload.permissions) ? payload.permissions.map(String) : [];

/** Clock difference tolerated between the provider and this server for exp, nbf and iat, in seconds. */
export const CLOCK_LEEWAY_SECONDS = 60;

/**
 * How long a verified token is trusted without verifying it again, in ms from its verification: a
 * disabled account or a key the key set no longer holds refuses the token within this time, however
 * far its `exp` lies ahead.
 */
export const VERIFIED_TOKEN_TRUST_MS = 60_000;

/** How many verified tokens are remembered at most (a token is about 1 kB). */
export const VERIFIED_TOKENS_KEPT = 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member: token `sub`, `email` (when the token carries it) and permissions. */
    user?: { sub: string; email: string | null; permissions: string[] };
  }
  interface FastifyInstance {
    /** onRequest hook: 401/403 unless the request carries a valid staff access token. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The verified claims of the request's bearer access token, or null (logged) when it has none valid. */
    verifyAccessToken: (request: FastifyRequest) => Promise<JWTPayload | null>;
  }
}

export default fp<AuthOptions>(async (app: FastifyInstance, options) => {
  /** Verified tokens → their claims and the last moment (ms since 1970) they are trusted without a check. */
  const verified = new LRUCache<string, { payload: JWTPayload; validUntil: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });

  /**
   * `payload` with only the permissions its account still holds (a role taken away counts at once, a
   * role given with the next token), or null when the account is disabled or gone; unchanged for Auth0.
   */
  async function withCurrentPermissions(payload: JWTPayload): Promise<JWTPayload | null> {
    if (!options.currentPermissions) return payload;
    const current = await options.currentPermissions(String(payload.sub));
    if (!current) return null;
    return { ...payload, permissions: permissionsClaim(payload).filter((p) => current.includes(p)) };
  }

  async function verifyAccessToken(request: FastifyRequest): Promise<JWTPayload | null> {
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(request.headers.authorization ?? '');
    if (!match) return null;
    const token = match[1];
    const known = verified.get(token);
    if (known && Date.now() <= known.validUntil) return known.payload;
    try {
      let { payload } = await jwtVerify(token, options.keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_LEEWAY_SECONDS,
        maxTokenAge: options.accessTokenSeconds,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const checked = await withCurrentPermissions(payload);
      if (!checked) {
        request.log.info({ sub: payload.sub }, 'access token refused: account disabled or gone');
        return null;
      }
      payload = checked;
      // Valid until the first of exp and iat + lifetime, plus the leeway (required claims: numbers);
      // trusted until then or for VERIFIED_TOKEN_TRUST_MS, whichever ends first.
      const lastValidSecond =
        Math.min(Number(payload.exp), Number(payload.iat) + options.accessTokenSeconds) +
        CLOCK_LEEWAY_SECONDS;
      const validUntil = Math.min(lastValidSecond * 1000, Date.now() + VERIFIED_TOKEN_TRUST_MS);
      verified.set(token, { payload, validUntil });
      return payload;
    } catch (error) {
      if (!(error instanceof JOSEError)) throw error;
      request.log.info({ reason: error.message }, 'access token refused');
      return null;
    }
  }

  app.decorate('verifyAccessToken', verifyAccessToken);
  app.decorate('requireStaff', async (request, reply) => {
    const payload = await verifyAccessToken(request);
    if (!payload) {
      reply.header('www-authenticate', 'Bearer');
      return reply.code(401).send(errorBody(401, 'A valid access token is required.'));
    }
    const permissions = permissionsClaim(payload);
    const email = typeof payload.email === 'string' ? payload.email : null;
    if (!permissions.includes(options.requiredPermission))
      return reply
        .code(403)
        .send(errorBody(403, `The permission '${options.requiredPermission}' is required.`));
    const alternatives = declaredPermissions(request.routeOptions.schema) ?? [[]];
    const held = alternatives.some((needed) =>
      needed.every((permission) => permissions.includes(permission)),
    );
    if (!held) {
      const names = alternatives.map((needed) => needed.join(' and ')).join("' or '");
      return reply.code(403).send(errorBody(403, `The permission '${names}' is required.`));
    }
    request.user = { sub: String(payload.sub), email, permissions };
  });
});
