/**
 * Signing in at a test context's embedded provider by inject, as auth0-spa-js and a browser do it:
 * GET /idp/authorize with PKCE S256 → the sign-in page → POST of e-mail and password → the redirects
 * to the SPA's callback → POST /idp/oauth/token. Cookies are carried by hand; Host is PUBLIC_URL's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestContext } from './context';

/**
 * A browser stand-in for `ctx`: keeps cookies, sends Host localhost:8080 (the contexts' PUBLIC_URL),
 * and comes from `remoteAddress` (the throttle's address key).
 */
export function injectBrowser(ctx: Pick<TestContext, 'app'>, remoteAddress = '127.0.0.1') {
  const jar = new Map<string, string>();
  return async (options: InjectOptions) => {
    const response = await ctx.app.inject({
      remoteAddress,
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

/** The path and query of a Location header, as a browser at PUBLIC_URL follows it. */
export const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://localhost:8080');
  return `${url.pathname}${url.search}`;
};

/**
 * Signs `email` in with `password`: the status of the sign-in form's answer (303 when it let the
 * person in) and, when it did, the access token.
 */
export async function signInByInject(
  ctx: TestContext,
  email: string,
  password: string,
): Promise<{ status: number; accessToken?: string }> {
  const request = injectBrowser(ctx);
  const redirectUri = 'http://localhost:8080/auth-callback';
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: ctx.config.auth.clientId,
    redirect_uri: redirectUri,
    audience: ctx.config.auth.audience,
    scope: 'openid profile email offline_access',
    response_type: 'code',
    response_mode: 'query',
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  let response = await request({ method: 'GET', url: `/idp/authorize?${query}` });
  const interaction = pathOf(response.headers.location);
  await request({ method: 'GET', url: interaction });
  response = await request({
    method: 'POST',
    url: `${interaction}/login`,
    payload: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const status = response.statusCode;
  if (status !== 303) return { status };
  for (let hops = 0; hops < 5 && !String(response.headers.location).startsWith(redirectUri); hops++)
    response = await request({ method: 'GET', url: pathOf(response.headers.location) });
  const callback = new URL(String(response.headers.location));
  const token = await request({
    method: 'POST',
    url: '/idp/oauth/token',
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: ctx.config.auth.clientId,
      code: callback.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status, accessToken: token.json().access_token };
}
