/**
 * With AUTH0_DOMAIN (issue J, docs/auth0.md): tokens signed as an Auth0 tenant signs them — its own key
 * set, `iss` https://<tenant>/, `aud` an array, the role's permissions from Auth0's RBAC — open what the
 * same role opens with the embedded provider, and a missing permission gets the same 403.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type StaffRole } from '../../server/src/schemas/permissions';
import { backends, createTestContext, type TestContext } from './context';

const TENANT = 'club-test.eu.auth0.com';
const AUDIENCE = 'https://club-beheer/api';

describe.each(backends)('roles from an Auth0 tenant on %s', (backend) => {
  let ctx: TestContext;
  let sign: (role: StaffRole) => Promise<string>;
  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'tenant-key', alg: 'RS256', use: 'sig' };
    ctx = await createTestContext(backend, {
      env: { AUTH0_DOMAIN: TENANT, AUTH0_CLIENT_ID: 'spa-client', AUTH0_AUDIENCE: AUDIENCE },
      auth0KeySet: createLocalJWKSet({ keys: [jwk] }),
    });
    // As Auth0 issues them: RBAC's permissions of the user's role, no staff account in our database.
    sign = (role) =>
      new SignJWT({
        permissions: ['backoffice:access', ...ROLE_PERMISSIONS[role]],
        scope: 'openid profile email offline_access',
        azp: 'spa-client',
        email: `${role}@club.test`,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'tenant-key', typ: 'JWT' })
        .setIssuer(`https://${TENANT}/`)
        .setAudience([AUDIENCE, `https://${TENANT}/userinfo`])
        .setSubject(`auth0|${role}-0001`)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
  });
  afterAll(() => ctx.close());

  const list = (token: string) =>
    ctx.api({
      method: 'POST',
      url: '/api/backoffice/Adverts/list',
      payload: { page: 1, pageSize: 5 },
      token,
    });
  const deactivate = (token: string) =>
    ctx.api({ method: 'PUT', url: '/api/backoffice/Members/deactivate', payload: { id: 999999 }, token });

  it('a redactie reads the adverts and may not change members', async () => {
    const token = await sign('redactie');
    expect((await list(token)).statusCode).toBe(200);
    const refused = await deactivate(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("The permission 'write:members' is required.");
  });

  it('a secretaris may change members (an unknown one is 404) and a lezer may not', async () => {
    expect((await deactivate(await sign('secretaris'))).statusCode).toBe(404);
    expect((await deactivate(await sign('lezer'))).statusCode).toBe(403);
  });

  it('a token of another issuer is refused', async () => {
    const embedded = await ctx.token();
    expect((await list(embedded)).statusCode).toBe(401);
  });
});
