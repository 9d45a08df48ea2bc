import { cachedSession, createSessionCache } from '../../src/providers/sessionCache';

const NOW = Date.UTC(2026, 11, 2, 9, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

/** What auth0-spa-js hands its cache after a sign-in: the token entry and the ID token entry. */
const signIn = (cache = createSessionCache(), { expiresAt = seconds(NOW) + 3600, audience = 'api' } = {}) => {
  cache.set(`@@auth0spajs@@::client-1::${audience}::openid profile email offline_access`, {
    body: {
      access_token: `token-for-${audience}`,
      refresh_token: 'refresh',
      audience,
      client_id: 'client-1',
      scope: 'openid profile email offline_access',
    },
    expiresAt,
  });
  cache.set('@@auth0spajs@@::client-1::@@user@@', {
    id_token: 'id-token',
    decodedToken: {
      claims: { __raw: 'id-token', aud: 'client-1', email: 'els.maes@example.be' },
      user: { email: 'els.maes@example.be', picture: 'e.png' },
    },
  });
  return cache;
};

describe('the token cache of the sign-in library', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what the library hands it under its own prefix, lists, reads and removes it', async () => {
    const cache = signIn();
    const keys = (await cache.allKeys?.()) ?? [];
    expect(keys.sort()).toEqual([
      '@@auth0spajs@@::client-1::@@user@@',
      '@@auth0spajs@@::client-1::api::openid profile email offline_access',
    ]);
    expect(Object.keys(localStorage).every((key) => key.startsWith('club-beheer.auth::'))).toBe(true);
    expect(await cache.get('@@auth0spajs@@::client-1::@@user@@')).toMatchObject({ id_token: 'id-token' });
    for (const key of keys) await cache.remove(key);
    expect(localStorage.length).toBe(0);
    expect(cachedSession('client-1', 'api', NOW)).toBeUndefined();
  });

  it('gives the session of the client and audience while the access token is valid for 60 s more', () => {
    signIn(undefined, { expiresAt: seconds(NOW) + 61 });
    expect(cachedSession('client-1', 'api', NOW)).toEqual({
      accessToken: 'token-for-api',
      email: 'els.maes@example.be',
      picture: 'e.png',
    });
    // Any client and audience, as the boot script asks before the configuration has come.
    expect(cachedSession(undefined, undefined, NOW)?.accessToken).toBe('token-for-api');
    expect(cachedSession('client-1', 'api', NOW + 2_000)).toBeUndefined();
    expect(cachedSession('client-2', 'api', NOW)).toBeUndefined();
    expect(cachedSession('client-1', 'other-api', NOW)).toBeUndefined();
  });

  it('gives no session without the ID token, or when an entry is not JSON', () => {
    const cache = signIn();
    cache.remove('@@auth0spajs@@::client-1::@@user@@');
    expect(cachedSession('client-1', 'api', NOW)).toBeUndefined();
    localStorage.setItem('club-beheer.auth::broken', '{not json');
    signIn(cache);
    expect(cachedSession('client-1', 'api', NOW)?.email).toBe('els.maes@example.be');
  });

  it("gives no session once the ID token's session ceiling (session_expiry) is 30 s away", () => {
    const cache = signIn();
    cache.set('@@auth0spajs@@::client-1::@@user@@', {
      id_token: 'id-token',
      decodedToken: {
        claims: { __raw: 'id-token', aud: ['client-1'], session_expiry: seconds(NOW) + 31 },
        user: { email: 'els.maes@example.be' },
      },
    });
    expect(cachedSession('client-1', 'api', NOW)?.email).toBe('els.maes@example.be');
    expect(cachedSession('client-1', 'api', NOW + 2_000)).toBeUndefined();
  });
});
