/**
 * The embedded identity provider end to end over HTTP, as auth0-spa-js drives it: authorize with
 * PKCE → our sign-in page → code → token (JWT access token for the API audience, id_token, refresh
 * token) → API call; refresh; logout honouring returnTo. No browser: cookies are carried by hand.
 */

import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../../server/src/db/schema';
import { authenticate } from '../../server/src/plugins/idp/accounts';
import { SIGN_IN_LIMITS } from '../../server/src/plugins/idp/throttle';
import { ROLE_PERMISSIONS } from '../../server/src/schemas/permissions';
import { hashPassword, verifyPassword } from '../../server/src/services/passwords';
import { createTestContext, type TestContext } from './context';
import { injectBrowser, pathOf } from './idpFlow';

const PASSWORD = 'Parkiet2026!';
const REDIRECT_URI = 'http://localhost:8080/auth-callback';

describe('embedded identity provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    const passwordHash = await hashPassword(PASSWORD);
    await ctx.database.db.insert(staffAccounts).values([
      { email: 'beheerder@clubbeheer.test', name: 'Ann Vermeulen', passwordHash, role: 'beheerder' },
      { email: 'lid@clubbeheer.test', name: 'Piet Claeys', passwordHash, role: null },
      { email: 'secretaris@clubbeheer.test', name: 'Luc Desmet', passwordHash, role: null },
      { email: 'penning@clubbeheer.test', name: 'Els Peeters', passwordHash, role: null },
    ]);
  });
  afterAll(() => ctx.close());

  /** A browser stand-in: keeps cookies, sends Host localhost:8080. */
  const browser = (remoteAddress?: string) => injectBrowser(ctx, remoteAddress);
  const path = pathOf;

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
    expect(access.permissions).toEqual(['backoffice:access', ...ROLE_PERMISSIONS.beheerder]);
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

  it('refuses a wrong password on the sign-in page, whose language switch still opens the page', async () => {
    const { request, response } = await signIn('beheerder@clubbeheer.test', 'wrong');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('role="alert"');
    // The page answers a post to …/login; its switch leads to the sign-in page's own address.
    const switchTo = /<a href="([^"]+)" hreflang="en">English<\/a>/.exec(response.body)?.[1] ?? '';
    expect(switchTo).toMatch(/^\/idp\/interaction\/[\w-]+\?lang=en$/);
    const english = await request({ method: 'GET', url: switchTo });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
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

  /** Opens the sign-in page from `address` in `language` (the SPA's ui_locales); `login` posts one attempt to it. */
  async function signInPage(address: string, language = 'nl') {
    const request = browser(address);
    const query = authorizeQuery(randomBytes(32).toString('base64url'), {
      response_mode: 'query',
      state: 's',
      ui_locales: language,
    });
    const interaction = path(
      (await request({ method: 'GET', url: `/idp/authorize?${query}` })).headers.location,
    );
    const login = (email: string, password: string) =>
      request({
        method: 'POST',
        url: `${interaction}/login`,
        payload: new URLSearchParams({ email, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    return { request, interaction, login };
  }

  describe('on first run, at the address the server prints or another name of this machine', () => {
    it.each(['127.0.0.1:8080', '[::1]:8080'])(
      'a page opened at http://%s moves to PUBLIC_URL, where the whole sign-in succeeds',
      async (host) => {
        const opened = await ctx.app.inject({
          method: 'GET',
          url: '/dashboard?page=2',
          headers: { host, accept: 'text/html,application/xhtml+xml' },
        });
        expect(opened.statusCode).toBe(302);
        expect(opened.headers.location).toBe('http://localhost:8080/dashboard?page=2');
        // The SPA's callback, on the origin the browser is now at, is one the provider returns to.
        expect(`${new URL(String(opened.headers.location)).origin}/auth-callback`).toBe(REDIRECT_URI);
        const { response } = await signIn('beheerder@clubbeheer.test');
        expect(response.statusCode).toBe(200);
        // Calls other than page loads answer on any name.
        const api = await ctx.app.inject({ method: 'GET', url: '/config.json', headers: { host } });
        expect(api.statusCode).toBe(200);
      },
    );

    it("shows the sign-in page in the app's language (ui_locales), not the browser's, Dutch when none is given", async () => {
      const pageIn = async (extra: Record<string, string>) => {
        const request = browser();
        const query = authorizeQuery(randomBytes(32).toString('base64url'), { state: 's', ...extra });
        const authorize = await request({ method: 'GET', url: `/idp/authorize?${query}` });
        const page = await request({
          method: 'GET',
          url: path(authorize.headers.location),
          headers: { 'accept-language': 'en-US,en;q=0.9' },
        });
        expect(page.statusCode).toBe(200);
        return page.body;
      };
      const dutch = await pageIn({ ui_locales: 'nl' });
      expect(dutch).toContain('<html lang="nl"');
      expect(dutch).toContain('Wachtwoord');
      expect(await pageIn({})).toContain('Wachtwoord');
      const english = await pageIn({ ui_locales: 'en' });
      expect(english).toContain('<html lang="en"');
      expect(english).toContain('Password');
    });

    it("answers a sign-in for an address it does not know with a page in the app's language naming the address to open", async () => {
      const request = browser();
      const verifier = randomBytes(32).toString('base64url');
      for (const [uiLocales, text] of [
        ['nl', 'Open Club Beheer via http://localhost:8080 en meld u daar aan.'],
        ['en', 'Open Club Beheer at http://localhost:8080 and sign in there.'],
      ]) {
        const query = authorizeQuery(verifier, {
          state: 's',
          ui_locales: uiLocales,
          redirect_uri: 'http://127.0.0.1:8080/auth-callback',
        });
        const page = await request({
          method: 'GET',
          url: `/idp/authorize?${query}`,
          headers: { 'accept-language': uiLocales === 'nl' ? 'en-US' : 'nl-BE' },
        });
        expect(page.statusCode).toBe(400);
        expect(page.body).toContain(text);
        expect(page.body).toContain('href="http://localhost:8080/"');
        expect(page.body).not.toContain('redirect_uri');
      }
    });
  });

  describe('resists guessing', () => {
    it('after 5 wrong passwords the 6th attempt gets 429 with Retry-After, even with the right password', async () => {
      const { login } = await signInPage('10.0.0.1', 'en');
      for (let i = 0; i < SIGN_IN_LIMITS.accountFailures; i++) {
        expect((await login('secretaris@clubbeheer.test', `wrong-${i}`)).statusCode).toBe(401);
      }
      const refused = await login('secretaris@clubbeheer.test', PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(SIGN_IN_LIMITS.lockSeconds);
      expect(refused.body).toContain('Too many failed attempts. Wait 30 seconds');
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      // From another address too: the lock is on the account.
      const elsewhere = await signInPage('10.0.0.2');
      const again = await elsewhere.login('Secretaris@clubbeheer.test ', PASSWORD);
      expect(again.statusCode).toBe(429);
      expect(again.body).toContain('Te veel mislukte pogingen');
    });

    it('locks an unknown e-mail exactly like a known one (no hint that an account exists)', async () => {
      const known = await signInPage('10.0.1.1');
      const unknown = await signInPage('10.0.1.2');
      const answers = async (login: typeof known.login, email: string) => {
        const out: string[] = [];
        for (let i = 0; i <= SIGN_IN_LIMITS.accountFailures; i++) {
          const response = await login(email, `wrong-${i}`);
          out.push(`${response.statusCode} ${/role="alert">([^<]*)</.exec(response.body)?.[1]}`);
        }
        return out;
      };
      const a = await answers(known.login, 'penning@clubbeheer.test');
      const b = await answers(unknown.login, 'niemand@clubbeheer.test');
      expect(a).toEqual(b);
      expect(a.at(-1)).toMatch(/^429 /);
    });

    it('locks a client address after its limit of failures over many e-mails', async () => {
      const { login } = await signInPage('10.0.2.1');
      for (let i = 0; i < SIGN_IN_LIMITS.addressFailures; i++) {
        expect((await login(`guess-${i}@clubbeheer.test`, 'wrong')).statusCode).toBe(401);
      }
      expect((await login('another@clubbeheer.test', 'wrong')).statusCode).toBe(429);
      // Another address is not affected.
      const other = await signInPage('10.0.2.2');
      expect((await other.login('another@clubbeheer.test', 'wrong')).statusCode).toBe(401);
    });

    it('a success clears the account count: 4 failures, a success, 4 failures still get 401', async () => {
      const fails = SIGN_IN_LIMITS.accountFailures - 1;
      const first = await signInPage('10.0.3.1');
      for (let i = 0; i < fails; i++) await first.login('lid@clubbeheer.test', 'wrong');
      expect((await first.login('lid@clubbeheer.test', PASSWORD)).statusCode).toBe(303);
      const second = await signInPage('10.0.3.2');
      for (let i = 0; i < fails; i++) {
        expect((await second.login('lid@clubbeheer.test', 'wrong')).statusCode).toBe(401);
      }
    });

    it('checks the password of an unknown e-mail against a hash of the same cost', async () => {
      const seen: string[] = [];
      const spy = (password: string, stored: string) => {
        seen.push(stored);
        return verifyPassword(password, stored);
      };
      expect(await authenticate(ctx.database.db, 'niemand@clubbeheer.test', PASSWORD, spy)).toBeUndefined();
      expect(await authenticate(ctx.database.db, 'lid@clubbeheer.test', 'wrong', spy)).toBeUndefined();
      expect(seen).toHaveLength(2);
      const cost = (hash: string) => hash.split('$').slice(0, 4).join('$');
      expect(cost(seen[0])).toBe(cost(seen[1]));
      expect(cost(seen[0])).toMatch(/^scrypt\$\d+\$\d+\$\d+$/);
    });
  });

  describe('standard OIDC', () => {
    it('gives the same issuer in /config.json, discovery and the tokens', async () => {
      const config = (await ctx.app.inject({ method: 'GET', url: '/config.json' })).json();
      const discovery = await ctx.app.inject({
        method: 'GET',
        url: '/idp/.well-known/openid-configuration',
        headers: { host: 'localhost:8080' },
      });
      expect(discovery.statusCode).toBe(200);
      expect(config.auth.issuer).toBe(discovery.json().issuer);
      expect(config.auth.issuer).toBe('http://localhost:8080/idp/');
      expect(discovery.json().userinfo_endpoint).toBe('http://localhost:8080/idp/userinfo');
    });

    it('answers the token request with the granted scope, and userinfo accepts the access token', async () => {
      const { response } = await signIn('beheerder@clubbeheer.test');
      const tokens = response.json();
      // The access token's scope: the OIDC scopes it opens userinfo with (offline_access is the refresh token).
      expect(tokens.scope.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
      expect(decodeJwt(tokens.access_token).scope).toBe(tokens.scope);
      for (const method of ['GET', 'POST'] as const) {
        const info = await ctx.app.inject({
          method,
          url: '/idp/userinfo',
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(info.statusCode).toBe(200);
        expect(info.json()).toEqual({
          sub: decodeJwt(tokens.access_token).sub,
          email: 'beheerder@clubbeheer.test',
          email_verified: true,
          name: 'Ann Vermeulen',
        });
      }
    });

    it('userinfo refuses a missing or forged token with 401 and a token without openid with 403', async () => {
      const none = await ctx.app.inject({ method: 'GET', url: '/idp/userinfo' });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toContain('invalid_token');
      const noOpenid = await ctx.app.inject({
        method: 'GET',
        url: '/idp/userinfo',
        headers: { authorization: `Bearer ${await ctx.token({ scope: 'backoffice' })}` },
      });
      expect(noOpenid.statusCode).toBe(403);
    });
  });

  describe('headers and origin', () => {
    it("every /idp answer, the provider's own included, has nosniff, no framing by others and a CSP", async () => {
      const { request, interaction } = await signInPage('10.0.4.1');
      const answers = {
        discovery: await request({ method: 'GET', url: '/idp/.well-known/openid-configuration' }),
        jwks: await request({ method: 'GET', url: '/idp/.well-known/jwks.json' }),
        signInPage: await request({ method: 'GET', url: interaction }),
        logout: await request({ method: 'GET', url: `/idp/v2/logout?client_id=${ctx.config.auth.clientId}` }),
        error: await request({ method: 'GET', url: '/idp/v2/logout?client_id=unknown' }),
        unknownPath: await request({ method: 'GET', url: '/idp/no-such-page' }),
        userinfo: await request({ method: 'GET', url: '/idp/userinfo' }),
      };
      for (const [name, response] of Object.entries(answers)) {
        expect([name, response.headers['x-content-type-options']]).toEqual([name, 'nosniff']);
        // no-referrer would make Chromium send Origin: null on the sign-in form's POST.
        expect([name, response.headers['referrer-policy']]).toEqual([name, 'same-origin']);
        expect([name, response.headers['x-frame-options']]).toEqual([name, 'DENY']);
        expect([name, response.headers['content-security-policy']]).toEqual([
          name,
          expect.stringContaining("frame-ancestors 'none'"),
        ]);
      }
      expect(answers.logout.statusCode).toBe(200);
      expect(answers.error.statusCode).toBe(400);
    });

    it('the silent-renewal answer may be framed by this origin only, and its script is allowed by hash', async () => {
      const { request } = await signIn('beheerder@clubbeheer.test');
      const query = authorizeQuery('verifier-3-verifier-3-verifier-3-verifier-3', {
        response_mode: 'web_message',
        prompt: 'none',
        state: 'state-3',
        nonce: 'nonce-3',
      });
      const response = await request({ method: 'GET', url: `/idp/authorize?${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp.match(/'sha256-/g)?.length).toBe(2);
    });

    it('refuses a sign-in posted from another site with 403 in the result shape', async () => {
      const { request, interaction } = await signInPage('10.0.5.1');
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const response = await request({
          method: 'POST',
          url: `${interaction}/login`,
          payload: new URLSearchParams({ email: 'beheerder@clubbeheer.test', password: PASSWORD }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ statusCode: 403, isSuccess: false, error: expect.any(String) });
      }
      const token = await request({
        method: 'POST',
        url: '/idp/oauth/token',
        payload: 'grant_type=refresh_token&client_id=club-beheer&refresh_token=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      });
      expect(token.statusCode).toBe(403);
      const sameSite = await request({
        method: 'POST',
        url: `${interaction}/login`,
        payload: new URLSearchParams({ email: 'beheerder@clubbeheer.test', password: PASSWORD }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:8080',
          'sec-fetch-site': 'same-origin',
        },
      });
      expect(sameSite.statusCode).toBe(303);
    });
  });
});
