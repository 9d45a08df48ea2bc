import type { Auth0Client } from '@auth0/auth0-spa-js';
import { PreviousLocationStorageKey } from 'react-admin';
import { createAuthProvider, permissionsOf } from '../../src/providers/authProvider';
import { LANGUAGE_STORAGE_KEY } from '../../src/providers/language';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const accessToken = (payload: object) =>
  `${base64url({ alg: 'RS256', typ: 'at+jwt' })}.${base64url(payload)}.signature`;

/** The parts of auth0-spa-js the provider uses, signed in unless told otherwise. */
const fakeClient = (overrides: Partial<Record<keyof Auth0Client, unknown>> = {}) => {
  const client = {
    isAuthenticated: vi.fn(async () => true),
    getTokenSilently: vi.fn(async () => accessToken({ permissions: ['backoffice:access', 42] })),
    getUser: vi.fn(async () => ({ email: 'jan.maes@example.be', name: 'Jan Maes', picture: 'p.png' })),
    loginWithRedirect: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    handleRedirectCallback: vi.fn(async () => ({})),
    ...overrides,
  };
  return { client, authProvider: createAuthProvider(() => client as unknown as Auth0Client) };
};

const settledWithin = (promise: Promise<unknown>, ms = 50) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('authProvider', () => {
  it('signs out on 401 but not on 403', async () => {
    const { authProvider } = fakeClient();
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('network'))).resolves.toBeUndefined();
  });

  it('reads the permissions claim of the access token, keeping strings only', async () => {
    const { authProvider } = fakeClient();
    await expect(authProvider.getPermissions?.({})).resolves.toEqual(['backoffice:access']);
    expect(permissionsOf(accessToken({ scope: 'openid' }))).toEqual([]);
  });

  it('has no permissions when signed out, without asking for a token', async () => {
    const { authProvider, client } = fakeClient({ isAuthenticated: vi.fn(async () => false) });
    await expect(authProvider.getPermissions?.({})).resolves.toEqual([]);
    expect(client.getTokenSilently).not.toHaveBeenCalled();
  });

  it('gives the email as identity id and full name', async () => {
    const { authProvider } = fakeClient();
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 'jan.maes@example.be',
      fullName: 'jan.maes@example.be',
      avatar: 'p.png',
    });
  });

  it('remembers the requested page and redirects once to the provider when signed out', async () => {
    window.history.pushState({}, '', '/notifications?x=1');
    const { authProvider, client } = fakeClient({ isAuthenticated: vi.fn(async () => false) });
    const first = authProvider.checkAuth({});
    const second = authProvider.checkAuth({});
    expect(await settledWithin(Promise.race([first, second]))).toBe(false);
    expect(client.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(client.loginWithRedirect).toHaveBeenCalledWith({
      authorizationParams: { redirect_uri: `${window.location.origin}/auth-callback`, ui_locales: 'nl' },
    });
    expect(localStorage.getItem(PreviousLocationStorageKey)).toBe(
      `${window.location.origin}/notifications?x=1`,
    );
  });

  it('passes checkAuth when signed in', async () => {
    const { authProvider, client } = fakeClient();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(client.loginWithRedirect).not.toHaveBeenCalled();
  });

  it('returns to the requested page after the callback, else to the dashboard', async () => {
    localStorage.setItem(PreviousLocationStorageKey, `${window.location.origin}/members?page=2`);
    await expect(fakeClient().authProvider.handleCallback?.()).resolves.toEqual({
      redirectTo: '/members?page=2',
    });
    expect(localStorage.getItem(PreviousLocationStorageKey)).toBeNull();
    await expect(fakeClient().authProvider.handleCallback?.()).resolves.toEqual({ redirectTo: '/dashboard' });
    localStorage.setItem(PreviousLocationStorageKey, 'https://evil.example/members');
    await expect(fakeClient().authProvider.handleCallback?.()).resolves.toEqual({ redirectTo: '/dashboard' });
  });

  it('exchanges the code once even when the callback is handled twice', async () => {
    const { authProvider, client } = fakeClient();
    await Promise.all([authProvider.handleCallback?.(), authProvider.handleCallback?.()]);
    expect(client.handleRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      Object.assign(new Error('User did not consent'), { error: 'access_denied' }),
      'auth.errors.access_denied',
    ],
    [
      Object.assign(new Error('Invalid state'), { error: 'missing_transaction' }),
      'auth.errors.invalid_state',
    ],
    [new Error('There are no query params available for parsing.'), 'auth.errors.no_query_params'],
    [Object.assign(new Error('Timeout'), { error: 'timeout' }), 'auth.errors.timeout'],
    [Object.assign(new Error('Popup closed'), { error: 'cancelled' }), 'auth.errors.cancelled'],
    [Object.assign(new Error('Multifactor'), { error: 'mfa_required' }), 'auth.errors.mfa_required'],
    [
      Object.assign(new Error('raw provider text'), { error: 'server_error' }),
      'auth.errors.provider_unavailable',
    ],
    [
      Object.assign(new Error("redirect_uri did not match any of the client's registered redirect_uris"), {
        error: 'invalid_request',
      }),
      'auth.errors.misconfigured',
    ],
    [Object.assign(new Error('raw provider text'), { error: 'weird_error' }), 'auth.errors.unknown'],
  ])('shows callback error %# as a translation key', async (failure, key) => {
    const { authProvider } = fakeClient({ handleRedirectCallback: vi.fn(() => Promise.reject(failure)) });
    await expect(authProvider.handleCallback?.()).rejects.toThrow(key);
  });

  it('logs out at the provider and returns to the app root', async () => {
    const { authProvider, client } = fakeClient();
    await authProvider.logout({});
    expect(client.logout).toHaveBeenCalledWith({
      logoutParams: { returnTo: `${window.location.origin}/`, ui_locales: 'nl' },
    });
  });

  it("asks for the provider's pages in the language chosen in the app, Dutch when none was chosen", async () => {
    const dutch = fakeClient();
    void dutch.authProvider.login({});
    await vi.waitFor(() =>
      expect(dutch.client.loginWithRedirect).toHaveBeenCalledWith({
        authorizationParams: expect.objectContaining({ ui_locales: 'nl' }),
      }),
    );
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const signedIn = vi.fn(async () => false);
    const english = fakeClient({ isAuthenticated: signedIn });
    void english.authProvider.checkAuth({});
    await vi.waitFor(() =>
      expect(english.client.loginWithRedirect).toHaveBeenCalledWith({
        authorizationParams: expect.objectContaining({ ui_locales: 'en' }),
      }),
    );
    signedIn.mockResolvedValue(true);
    await english.authProvider.logout({});
    expect(english.client.logout).toHaveBeenCalledWith({
      logoutParams: expect.objectContaining({ ui_locales: 'en' }),
    });
  });

  it('waits for the sign-in library while it still loads, then answers from its client', async () => {
    const { client } = fakeClient();
    let loaded: (value: Auth0Client) => void = () => undefined;
    const library = new Promise<Auth0Client>((resolve) => (loaded = resolve));
    const authProvider = createAuthProvider(() => library);
    let checked = false;
    const check = authProvider.checkAuth({}).then(() => (checked = true));
    const permissions = authProvider.getPermissions?.({});
    await new Promise((done) => setTimeout(done, 20));
    expect(checked).toBe(false);
    expect(client.isAuthenticated).not.toHaveBeenCalled();
    loaded(client as unknown as Auth0Client);
    await check;
    expect(checked).toBe(true);
    expect(await permissions).toEqual(['backoffice:access']);
  });

  it("does not send anyone to the provider's sign-out when nobody is signed in (a list refused before the sign-in)", async () => {
    const { client, authProvider } = fakeClient({ isAuthenticated: vi.fn(async () => false) });
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow('ra.notification.logged_out');
    await authProvider.logout({});
    expect(client.logout).not.toHaveBeenCalled();
  });

  it('answers from the cached session without loading the sign-in library, and loads it to sign out', async () => {
    const { client } = fakeClient();
    const load = vi.fn(() => client as unknown as Auth0Client);
    const session = {
      accessToken: accessToken({ permissions: ['backoffice:access', 'read:members'] }),
      email: 'els.maes@example.be',
      picture: 'e.png',
    };
    const authProvider = createAuthProvider(load, () => session);
    await authProvider.checkAuth({});
    expect(await authProvider.getPermissions?.({})).toEqual(['backoffice:access', 'read:members']);
    expect(await authProvider.canAccess?.({ resource: 'members', action: 'list' })).toBe(true);
    expect(await authProvider.getIdentity?.()).toEqual({
      id: 'els.maes@example.be',
      fullName: 'els.maes@example.be',
      avatar: 'e.png',
    });
    // The same answers at once, for the first render (providers/queryClient.ts).
    expect(authProvider.knownNow()).toEqual({
      permissions: ['backoffice:access', 'read:members'],
      identity: { id: 'els.maes@example.be', fullName: 'els.maes@example.be', avatar: 'e.png' },
    });
    expect(load).not.toHaveBeenCalled();
    await authProvider.logout({});
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.logout).toHaveBeenCalled();
  });

  it('asks the sign-in library once the cached session has gone (its token about to expire)', async () => {
    const { client } = fakeClient();
    let session: { accessToken: string } | undefined = { accessToken: accessToken({ permissions: [] }) };
    const authProvider = createAuthProvider(
      () => client as unknown as Auth0Client,
      () => session,
    );
    expect(await authProvider.getPermissions?.({})).toEqual([]);
    expect(client.getTokenSilently).not.toHaveBeenCalled();
    session = undefined;
    expect(authProvider.knownNow()).toBeUndefined();
    expect(await authProvider.getPermissions?.({})).toEqual(['backoffice:access']);
    await authProvider.checkAuth({});
    expect(client.isAuthenticated).toHaveBeenCalled();
  });
});
