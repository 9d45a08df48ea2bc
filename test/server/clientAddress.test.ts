/**
 * The client address the server believes (request.ip, used by the sign-in throttle and its log):
 * X-Forwarded-For is ignored unless TRUST_PROXY names the proxy it came through.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

/** Signs in wrongly once from socket address 10.9.9.9 with X-Forwarded-For 203.0.113.7; the logged ip. */
async function loggedAddress(env: NodeJS.ProcessEnv): Promise<{ ctx: TestContext; ip: unknown }> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const ctx = await createTestContext('pglite', { env, logger: { level: 'warn', stream } });
  const query = new URLSearchParams({
    client_id: ctx.config.auth.clientId,
    redirect_uri: 'http://localhost:8080/auth-callback',
    audience: ctx.config.auth.audience,
    scope: 'openid',
    response_type: 'code',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  const headers = { host: 'localhost:8080', 'x-forwarded-for': '203.0.113.7' };
  const start = await ctx.app.inject({
    method: 'GET',
    url: `/idp/authorize?${query}`,
    headers,
    remoteAddress: '10.9.9.9',
  });
  const location = new URL(String(start.headers.location), 'http://localhost:8080').pathname;
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${location}/login`,
    payload: 'email=niemand%40clubbeheer.test&password=wrong',
    headers: {
      ...headers,
      cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      'content-type': 'application/x-www-form-urlencoded',
    },
    remoteAddress: '10.9.9.9',
  });
  expect(response.statusCode).toBe(401);
  const failure = lines.find((line) => line.msg === 'sign-in failed');
  return { ctx, ip: failure?.ip };
}

describe('client address', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('is the socket peer without TRUST_PROXY, and a failed sign-in is logged with it', async () => {
    const result = await loggedAddress({});
    ctx = result.ctx;
    expect(result.ip).toBe('10.9.9.9');
  });

  it('is the forwarded address when TRUST_PROXY names the proxy', async () => {
    const result = await loggedAddress({ TRUST_PROXY: '10.9.9.9' });
    ctx = result.ctx;
    expect(result.ip).toBe('203.0.113.7');
  });
});
