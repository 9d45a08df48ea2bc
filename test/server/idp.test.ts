/**
 * The embedded identity provider end to end over HTTP, as auth0-spa-js drives it: authorize with
 * PKCE → our sign-in page → code → token (JWT access token for the API audience, id_token, refresh
 * token) → API call; refresh; logout honouring returnTo. No browser: cookies are carried by hand.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../../server/src/db/schema';
import { hashPassword } from '../../server/src/services/passwords';
import { createTestContext, type TestContext } from './context';

const PASSWORD = 'Parkiet2026!';
const REDIRECT_URI = 'http://localhost:8080/auth-callback';

describe('embedded identity provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    const passwordHash = await hashPassword(PASSWORD);
    await ctx.database.db.insert(staffAccounts).values([
      {
        email: 'beheerder@clubbeheer.test',
        name: 'Ann Vermeulen',
        passwordHash,
        permissions: ['backoffice:access'],
      },
      { email: 'lid@clubbeheer.test', name: 'Piet Claeys', passwordHash, permissions: [] },
    ]);
  });
  afterAll(() => ctx.close());

  /** A browser stand-in: keeps cookies, sends Host localhost:8080. */
  function browser() {
    const jar = new Map<string, string>();
    return async (options: InjectOptions) => {
      const response = await ctx.app.inject({
        ...options,
        headers: {
          host: 'localhost:8080',
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...options.headers,
        },
      });
      for (const c of response.cookies) {
        if (c.expires && c.expires.getTime() < Date.now()) jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
      return response;
    };
  }

  const path = (location: unknown) => {
    const url = new URL(String(location), 'http://localhost:8080');
    return `${url.pathname}${url.search}`;
  };

  /** The query of GET /authorize as auth0-spa-js sends it, with a PKCE S256 challenge of `verifier`. */
  const authorizeQuery = (verifier: string, extra: Record<string, string>) =>
    new URLSearchParams({
      client_id: ctx.config.auth.clientId,
      redirect_uri: REDIRECT_URI,
      audience: ctx.config.auth.audience,
      scope: 'openid profile email offline_access',
      response_type: 'code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...extra,
    });

  async function signIn(email: string, password = PASSWORD) {
    const request = browser();
    const verifier = randomBytes(32).toString('base64url');
    const query = authorizeQuery(verifier, { response_mode: 'query', state: 'state-1', nonce: 'nonce-1' });
    let response = await request({ method: 'GET', url: `/idp/authorize?${query}` });
    expect(response.statusCode).toBe(303);
    const interaction = path(response.headers.location);
    expect(interaction).toMatch(/^\/idp\/interaction\/[\w-]+$/);
    const page = await request({ method: 'GET', url: interaction, headers: { 'accept-language': 'nl-BE' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Wachtwoord');
    response = await request({
      method: 'POST',
      url: `${interaction}/login`,
      payload: new URLSearchParams({ email, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (response.statusCode !== 303) return { request, response };
    for (let hops = 0; hops < 5 && !String(response.headers.location).startsWith(REDIRECT_URI); hops++) {
      response = await request({ method: 'GET', url: path(response.headers.location) });
    }
    const callback = new URL(String(response.headers.location));
    expect(callback.searchParams.get('state')).toBe('state-1');
    const token = await request({
      method: 'POST',
      url: '/idp/oauth/token',
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: ctx.config.auth.clientId,
        code: callback.searchParams.get('code') ?? '',
        code_verifier: verifier,
        redirect_uri: REDIRECT_URI,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'auth0-client': 'e30' },
    });
    return { request, response: token };
  }

  it('signs a staff member in and the access token opens the API', async () => {
    const { response } = await signIn('Beheerder@clubbeheer.test');
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      id_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({ iss: 'http://localhost:8080/idp/', aud: ctx.config.auth.audience });
    expect(access.permissions).toEqual(['backoffice:access']);
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      email: 'beheerder@clubbeheer.test',
      name: 'Ann Vermeulen',
      nonce: 'nonce-1',
    });
    const api = await ctx.api({ method: 'GET', url: '/api/backoffice/Status', token: tokens.access_token });
    expect(api.statusCode).toBe(200);
  });

  it('renews silently in a hidden frame: prompt=none with web_message answers authorization_response', async () => {
    const { request } = await signIn('beheerder@clubbeheer.test');
    const query = authorizeQuery('verifier-2-verifier-2-verifier-2-verifier-2', {
      response_mode: 'web_message',
      prompt: 'none',
      state: 'state-2',
      nonce: 'nonce-2',
    });
    const response = await request({ method: 'GET', url: `/idp/authorize?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('authorization_response');
    expect(response.body).toContain('state-2');
    expect(response.body).not.toContain('login_required');
  });

  it('refuses a wrong password on the sign-in page', async () => {
    const { response } = await signIn('beheerder@clubbeheer.test', 'wrong');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('role="alert"');
  });

  it('gives an account without the staff permission a token the API answers 403', async () => {
    const { response } = await signIn('lid@clubbeheer.test');
    const api = await ctx.api({
      method: 'GET',
      url: '/api/backoffice/Status',
      token: response.json().access_token,
    });
    expect(api.statusCode).toBe(403);
  });

  it('refreshes tokens with an id_token, and logout honours returnTo and ends the refresh token', async () => {
    const { request, response } = await signIn('beheerder@clubbeheer.test');
    const refreshBody = new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: ctx.config.auth.clientId,
      refresh_token: response.json().refresh_token,
    }).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const refreshed = await request({
      method: 'POST',
      url: '/idp/oauth/token',
      payload: refreshBody,
      headers: form,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      access_token: expect.any(String),
      id_token: expect.any(String),
    });

    const returnTo = 'http://localhost:8080/';
    const logout = await request({
      method: 'GET',
      url: `/idp/v2/logout?client_id=${ctx.config.auth.clientId}&returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(logout.statusCode).toBe(200);
    const action = /action="([^"]+)"/.exec(logout.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)?.[1] ?? '';
    const confirm = await request({
      method: 'POST',
      url: path(action),
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      headers: form,
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(returnTo);
    const again = await request({
      method: 'POST',
      url: '/idp/oauth/token',
      payload: new URLSearchParams({
        ...Object.fromEntries(new URLSearchParams(refreshBody)),
        refresh_token: refreshed.json().refresh_token,
      }).toString(),
      headers: form,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });
});
