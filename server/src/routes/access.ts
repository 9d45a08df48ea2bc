/**
 * What each /api/backoffice route needs, declared where it is registered as its OpenAPI `security`
 * (issue J): `...needs('write:members')` in a route's schema, or `...anyStaff` for the few shared reads
 * every staff member's screens use (the dashboard counts, countries, board, links). The access hook
 * (plugins/auth.ts) reads the same declaration, and routes/api.ts refuses to register a route without
 * one, so the OpenAPI document is the list of who may call what.
 */
import type { Config } from '../config';
import { PERMISSIONS, type Permission } from '../schemas/permissions';

/** The OpenAPI security scheme of the API: OAuth 2 with the permissions as its scopes (app.ts). */
export const SECURITY_SCHEME = 'auth0';

/** A route schema's `security`: a staff access token holding `permission` (and the key to enter). */
export const needs = (permission: Permission) => ({ security: [{ [SECURITY_SCHEME]: [permission] }] });

/**
 * A route schema's `security` with alternatives: a staff access token holding any one of `permissions`
 * (OpenAPI: one security requirement each). The handler narrows what each may ask (GET /History).
 */
export const needsOneOf = (permissions: readonly Permission[]) => ({
  security: permissions.map((permission) => ({ [SECURITY_SCHEME]: [permission] })),
});

/** A route schema's `security`: any staff access token (the key to enter, no area's permission). */
export const anyStaff = { security: [{ [SECURITY_SCHEME]: [] as Permission[] }] };

/**
 * The alternatives a route's schema declares (`security` of {@link needs}, {@link needsOneOf} or
 * {@link anyStaff}), each the permissions that together let a token in: `[[]]` for any staff member,
 * undefined when the route declares nothing.
 */
export function declaredPermissions(schema: unknown): string[][] | undefined {
  const security = (schema as { security?: Record<string, string[]>[] } | undefined)?.security;
  return security?.map((requirement) => requirement[SECURITY_SCHEME] ?? []);
}

/**
 * The OpenAPI security scheme {@link SECURITY_SCHEME}: OAuth 2's authorization code flow at the
 * provider the SPA signs in with (Auth0 or the embedded one), every permission a scope with its meaning.
 */
export function securityScheme(config: Config) {
  const { domain, requiredPermission } = config.auth;
  const provider = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  const scopes = Object.fromEntries(
    PERMISSIONS.map((permission) => {
      const [level, area] = permission.split(':');
      return [permission, `${level === 'write' ? 'Change' : 'Read'} ${area}`];
    }),
  );
  return {
    type: 'oauth2' as const,
    description: `Every call needs the permission '${requiredPermission}' too (AUTH_REQUIRED_PERMISSION).`,
    flows: {
      authorizationCode: {
        authorizationUrl: `${provider}/authorize`,
        tokenUrl: `${provider}/oauth/token`,
        scopes,
      },
    },
  };
}
