/**
 * Signing in at a running server's embedded provider over HTTP, as auth0-spa-js and a browser do it:
 * GET /idp/authorize with a PKCE S256 challenge → the sign-in page → POST of e-mail and password →
 * the redirects to the SPA's callback with a code → POST /idp/oauth/token. Cookies are carried by hand.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';

export interface SignInTarget {
  /** Where the server listens, e.g. http://127.0.0.1:8296. */
  serverUrl: string;
  /** Its PUBLIC_URL: the provider's redirect URIs are built on it. */
  publicUrl: string;
  clientId: string;
  audience: string;
}

/** The tokens of a successful sign-in of `email` with `password`; fails the test otherwise. */
export async function signIn(target: SignInTarget, email: string, password: string) {
  const jar = new Map<string, string>();
  const redirectUri = `${target.publicUrl}/auth-callback`;
  const request = async (location: string, init: RequestInit = {}) => {
    const url = new URL(location, target.serverUrl);
    const response = await fetch(`${target.serverUrl}${url.pathname}${url.search}`, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(';')[0].split(/=(.*)/s);
      jar.set(name, value);
    }
    return response;
  };
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: target.clientId,
    redirect_uri: redirectUri,
    audience: target.audience,
    scope: 'openid profile email offline_access',
    response_type: 'code',
    response_mode: 'query',
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const authorize = await request(`/idp/authorize?${query}`);
  const interaction = new URL(authorize.headers.get('location') ?? '', target.serverUrl).pathname;
  expect((await request(interaction)).status).toBe(200);
  let response = await request(`${interaction}/login`, form({ email, password }));
  for (let hops = 0; hops < 5 && response.status === 303; hops++) {
    const location = response.headers.get('location') ?? '';
    if (location.startsWith(redirectUri)) break;
    response = await request(location);
  }
  const callback = new URL(response.headers.get('location') ?? '', target.serverUrl);
  expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
  const tokens = await request(
    '/idp/oauth/token',
    form({
      grant_type: 'authorization_code',
      client_id: target.clientId,
      code: callback.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  );
  expect(tokens.status).toBe(200);
  return (await tokens.json()) as { access_token: string; id_token: string; refresh_token: string };
}
