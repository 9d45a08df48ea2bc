/** Access control of /api/backoffice: 401 for every kind of bad token, 403 without permission or CSRF. */
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers 401 for a token not valid before two minutes from now', async () => {
    expect((await get(await ctx.token({}, { notBefore: '2m' }))).statusCode).toBe(401);
  });

  it('answers 401 for a wrong audience', async () => {
    expect((await get(await ctx.token({ aud: 'https://other-api' }))).statusCode).toBe(401);
  });

  it('answers 401 for a wrong issuer', async () => {
    expect((await get(await ctx.token({ iss: 'https://evil.example/' }))).statusCode).toBe(401);
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

  it('answers 403 to a change without the CSRF header, even with a valid token', async () => {
    const response = await ctx.api({
      method: 'DELETE',
      url: '/api/backoffice/Notifications',
      payload: [1],
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/X-XSRF-TOKEN/);
  });

  it('answers 403 when the CSRF header differs from the cookie', async () => {
    const response = await ctx.api({
      method: 'DELETE',
      url: '/api/backoffice/Notifications',
      payload: [1],
      csrf: false,
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('sets the XSRF-TOKEN cookie for the SPA to read', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/config.json' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
  });
});
