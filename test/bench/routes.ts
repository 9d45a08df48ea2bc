/**
 * What the bench measures: the first call of each list screen, as the SPA sends it, and the trivial
 * authenticated GET /Countries; each request as the product receives it (staff bearer token, CSRF
 * cookie, and the CSRF header and JSON body on POST) and as the bare server receives it (the same headers and body, on
 * `/bare/<n><path>`).
 */
import { importJWK, SignJWT } from 'jose';
import type { Config } from '../../server/src/config';
import { loadOrCreateIdpSecrets } from '../../server/src/plugins/idp/keys';
import { ROLE_PERMISSIONS } from '../../server/src/schemas/permissions';
import { DENSE_SEARCH_STRING, SEARCH_STRING } from './grow';
import type { Request } from './load';

/** Which target a route is held to (see report.ts). */
export type RouteKind = 'members' | 'list' | 'trivial';

export interface RouteSpec {
  name: string;
  kind: RouteKind;
  method: 'GET' | 'POST';
  /** Under /api/backoffice. */
  path: string;
  query?: string;
  body?: object;
}

/** The routes, with `issue` the revue issue the adverts screen opens on. */
export const routeSpecs = (issue: string): RouteSpec[] => [
  {
    name: 'POST /Members/list',
    kind: 'members',
    method: 'POST',
    path: '/Members/list',
    body: { pageSize: 25, page: 1, searchString: '', showInactive: false },
  },
  {
    name: `POST /Members/list "${SEARCH_STRING}"`,
    kind: 'members',
    method: 'POST',
    path: '/Members/list',
    body: { pageSize: 25, page: 1, searchString: SEARCH_STRING, showInactive: false },
  },
  {
    name: `POST /Members/list "${DENSE_SEARCH_STRING}"`,
    kind: 'members',
    method: 'POST',
    path: '/Members/list',
    body: { pageSize: 25, page: 1, searchString: DENSE_SEARCH_STRING, showInactive: false },
  },
  {
    name: 'GET /Notifications?take=200',
    kind: 'list',
    method: 'GET',
    path: '/Notifications',
    query: '?take=200&skip=0',
  },
  { name: 'GET /Notifications/total', kind: 'list', method: 'GET', path: '/Notifications/total' },
  {
    name: 'POST /Adverts/list',
    kind: 'list',
    method: 'POST',
    path: '/Adverts/list',
    body: { pageSize: 25, page: 1, searchString: '', period: issue },
  },
  {
    name: 'GET /Orders?take=25',
    kind: 'list',
    method: 'GET',
    path: '/Orders',
    query: '?take=25&skip=0&includeOrderlines=false',
  },
  { name: 'GET /Countries', kind: 'trivial', method: 'GET', path: '/Countries' },
];

/** The bare server's path of route number `index`. */
export const barePath = (spec: RouteSpec, index: number) => `/bare/${index}${spec.path}`;

/**
 * An access token as the embedded provider issues it (RS256, 1 h), signed here, of the first seeded
 * staff account (`sub` 1, the beheerder): the key to enter and every permission of its role.
 */
export async function staffToken(config: Config): Promise<string> {
  const secrets = await loadOrCreateIdpSecrets(config.dataDir);
  return new SignJWT({ permissions: [config.auth.requiredPermission, ...ROLE_PERMISSIONS.beheerder] })
    .setProtectedHeader({ alg: 'RS256', kid: secrets.signingKey.kid })
    .setIssuer(config.auth.issuer)
    .setAudience(config.auth.audience)
    .setSubject('1')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(secrets.signingKey, 'RS256'));
}

/** `spec` sent to `base` + `path` (the product's /api/backoffice path unless given). */
export function requestOf(spec: RouteSpec, token: string, base: string, path?: string): Request {
  // The browser sends the CSRF cookie with every call; the SPA adds the header to changes.
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=bench' };
  if (spec.method === 'POST')
    Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': 'bench' });
  return {
    method: spec.method,
    url: `${base}${path ?? `/api/backoffice${spec.path}`}${spec.query ?? ''}`,
    headers,
    body: spec.body && JSON.stringify(spec.body),
  };
}
