/** Access control of /api/backoffice: 401 for every kind of bad token, 403 without permission or CSRF. */
import Fastify from 'fastify';
import { createLocalJWKSet, generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import auth, { VERIFIED_TOKEN_TRUST_MS } from '../../server/src/plugins/auth';
import { loadOrCreateIdpSecrets } from '../../server/src/plugins/idp/keys';
import { backends, createTestContext, type TestContext } from './context';

describe.each(backends)('access control on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx.close());

  const get = (token: string | null) =>
    ctx.api({ method: 'GET', url: '/api/backoffice/Notifications/total', token });

  it('answers 200 with a valid staff token', async () => {
    const response = await get(await ctx.token());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(0);
  });

  it('answers 401 in the result shape without a token', async () => {
    const response = await get(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, isSuccess: false, error: expect.any(String) });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 for an expired token', async () => {
    expect((await get(await ctx.token({}, { expiresIn: '-2m' }))).statusCode).toBe(401);
  });

  it('accepts a token expired less than 60 s ago (leeway)', async () => {
    expect((await get(await ctx.token({}, { expiresIn: '-30s' }))).statusCode).toBe(200);
  });

  describe('pins the 60 s clock leeway on both sides', () => {
    it('exp 50 s ago is accepted, 70 s ago refused', async () => {
      expect((await get(await ctx.token({}, { expiresIn: '-50s' }))).statusCode).toBe(200);
      expect((await get(await ctx.token({}, { expiresIn: '-70s' }))).statusCode).toBe(401);
    });

    it('nbf 50 s ahead is accepted, 70 s ahead refused', async () => {
      expect((await get(await ctx.token({}, { notBefore: '50s' }))).statusCode).toBe(200);
      expect((await get(await ctx.token({}, { notBefore: '70s' }))).statusCode).toBe(401);
    });

    it('iat 50 s ahead is accepted, 70 s ahead refused', async () => {
      expect((await get(await ctx.token({}, { issuedAt: 50 }))).statusCode).toBe(200);
      expect((await get(await ctx.token({}, { issuedAt: 70 }))).statusCode).toBe(401);
    });

    it('iat older than the token lifetime (plus leeway) is refused, even with exp ahead', async () => {
      const lifetime = ctx.config.auth.accessTokenSeconds;
      expect((await get(await ctx.token({}, { issuedAt: -lifetime + 10 }))).statusCode).toBe(200);
      expect((await get(await ctx.token({}, { issuedAt: -lifetime - 70 }))).statusCode).toBe(401);
    });

    it('a token without iat is refused', async () => {
      const token = await ctx.token();
      const [header, payload] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      expect(claims.iat).toEqual(expect.any(Number));
      const key = await importJWK(ctx.signingKey, 'RS256');
      delete claims.iat;
      const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid;
      const without = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
      expect((await get(without)).statusCode).toBe(401);
    });
  });

  it('answers 401 for a token not valid before two minutes from now', async () => {
    expect((await get(await ctx.token({}, { notBefore: '2m' }))).statusCode).toBe(401);
  });

  it('answers 401 for a wrong audience', async () => {
    expect((await get(await ctx.token({ aud: 'https://other-api' }))).statusCode).toBe(401);
  });

  it('answers 401 for a wrong issuer', async () => {
    expect((await get(await ctx.token({ iss: 'https://evil.example/' }))).statusCode).toBe(401);
  });

  describe('remembers a verified token only while it would still pass', () => {
    afterEach(() => vi.useRealTimers());

    it('accepts it again, and refuses it once exp plus the leeway has passed', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await ctx.token({}, { expiresIn: '-50s' }); // within the 60 s leeway for 10 s more
      expect((await get(token)).statusCode).toBe(200);
      vi.advanceTimersByTime(5_000);
      expect((await get(token)).statusCode).toBe(200);
      vi.advanceTimersByTime(6_000);
      expect((await get(token)).statusCode).toBe(401);
    });

    it(`trusts it for at most ${VERIFIED_TOKEN_TRUST_MS / 1000} s, then verifies it again`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { publicKey } = await loadOrCreateIdpSecrets(ctx.config.dataDir);
      let keySet = createLocalJWKSet({ keys: [publicKey] });
      const app = Fastify();
      await app.register(auth, { ...ctx.config.auth, keySet: (header, token) => keySet(header, token) });
      app.get('/', { onRequest: app.requireStaff }, async () => 'ok');
      const status = async (token: string) =>
        (await app.inject({ url: '/', headers: { authorization: `Bearer ${token}` } })).statusCode;
      try {
        const token = await ctx.token(); // valid for an hour
        expect(await status(token)).toBe(200);
        keySet = createLocalJWKSet({ keys: [] }); // the key is withdrawn: only the memory accepts it
        vi.advanceTimersByTime(VERIFIED_TOKEN_TRUST_MS - 1_000);
        expect(await status(token)).toBe(200);
        vi.advanceTimersByTime(2_000);
        expect(await status(token)).toBe(401);
      } finally {
        await app.close();
      }
    });

    it('still refuses a forged signature of a token it verified before', async () => {
      const token = await ctx.token();
      expect((await get(token)).statusCode).toBe(200);
      const [header, payload, signature] = token.split('.');
      const other = `${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      expect((await get(`${header}.${payload}.${other}`)).statusCode).toBe(401);
    });
  });

  it('answers 401 for an unsigned token (alg none)', async () => {
    const [, payload] = (await ctx.token()).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await get(`${header}.${payload}.`)).statusCode).toBe(401);
    expect((await get(`${header}.${payload}.x`)).statusCode).toBe(401);
  });

  it('answers 401 for a tampered payload', async () => {
    const [header, payload, signature] = (await ctx.token({ permissions: [] })).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims.permissions = [ctx.config.auth.requiredPermission];
    const forged = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect((await get(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('answers 401 for a token signed by another key with the same kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const good = JSON.parse(Buffer.from((await ctx.token()).split('.')[0], 'base64url').toString());
    const token = await new SignJWT({ permissions: [ctx.config.auth.requiredPermission] })
      .setProtectedHeader({ alg: 'RS256', kid: good.kid })
      .setIssuer(ctx.config.auth.issuer)
      .setAudience(ctx.config.auth.audience)
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await get(token)).statusCode).toBe(401);
  });

  it('answers 403 when the token lacks the staff permission', async () => {
    const response = await get(await ctx.token({ permissions: ['members:read'] }));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toContain(ctx.config.auth.requiredPermission);
  });

  /** One change per verb; each answers something other than 403 with the CSRF header. */
  const changes = [
    { method: 'POST', url: '/api/backoffice/Locations', payload: { name: 'Zaal De Kring' } },
    { method: 'PUT', url: '/api/backoffice/Locations/id?id=1', payload: { id: 1, name: 'Zaal De Kring' } },
    { method: 'DELETE', url: '/api/backoffice/Notifications', payload: [1] },
  ] as const;

  it.each(changes)('answers 403 to a $method without the CSRF header, and not with it', async (change) => {
    const refused = await ctx.api({ ...change, csrf: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      isSuccess: false,
      error: expect.stringMatching(/X-XSRF-TOKEN/),
    });
    const allowed = await ctx.api({ ...change });
    expect(allowed.statusCode).not.toBe(403);
  });

  it.each(changes)('answers 403 to a $method whose CSRF header differs from the cookie', async (change) => {
    const response = await ctx.api({
      ...change,
      csrf: false,
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
    });
    expect(response.statusCode).toBe(403);
  });

  describe.each(changes)('a $method from another site', (change) => {
    const refusedWith = async (headers: Record<string, string>) => {
      const response = await ctx.api({ ...change, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, isSuccess: false, error: expect.any(String) });
    };
    it('is refused with Origin of another site', () => refusedWith({ origin: 'https://evil.example' }));
    it('is refused with Origin: null', () => refusedWith({ origin: 'null' }));
    it('is refused with Sec-Fetch-Site: cross-site', () => refusedWith({ 'sec-fetch-site': 'cross-site' }));
    it('passes with this site as Origin and Sec-Fetch-Site same-origin', async () => {
      const response = await ctx.api({
        ...change,
        headers: { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
      });
      expect(response.statusCode).not.toBe(403);
    });
  });

  it('lets a GET from another site through (reads are not changes)', async () => {
    const response = await ctx.api({
      method: 'GET',
      url: '/api/backoffice/Notifications/total',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('sets the XSRF-TOKEN cookie for the SPA to read', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/config.json' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
  });
});
