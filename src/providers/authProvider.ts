import type { Auth0Client } from '@auth0/auth0-spa-js';
import { decodeJwt } from 'jose';
import {
  type AuthProvider,
  type AuthRedirectResult,
  PreviousLocationStorageKey,
  type UserIdentity,
} from 'react-admin';
import { canAccessWith } from './access';
import { authErrorKey } from './authErrors';
import { loadAuthLibrary } from './authLibrary';
import type { AuthConfig } from './config';
import { currentLanguage } from './language';
import { type CachedSession, createSessionCache } from './sessionCache';

/** Where a login without a remembered location ends (spec §2: the dashboard path). */
const AFTER_LOGIN_PATH = '/dashboard';

const callbackUrl = () => `${window.location.origin}/auth-callback`;

/**
 * The provider's sign-in redirect: back to our callback, the provider's pages (sign-in, errors) in the
 * application's language (OIDC `ui_locales`, which Auth0 and the embedded provider both honour).
 */
const signInRedirect = (client: Auth0Client) =>
  client.loginWithRedirect({
    authorizationParams: { redirect_uri: callbackUrl(), ui_locales: currentLanguage() },
  });

/**
 * The auth0-spa-js client for Auth0 or the embedded provider (`auth.domain` may be a full URL), once the
 * library has loaded (authLibrary.ts). No `issuer` option: with an http domain it would become
 * `https://http://…`. Tokens, refresh tokens included, are kept in localStorage (sessionCache.ts, which
 * the first screen reads without the library) so a reload keeps the session; without a refresh token
 * the hidden-iframe renewal is the fallback.
 * @throws (rejects) when the library cannot be loaded.
 */
export const createAuth0Client = async (auth: AuthConfig): Promise<Auth0Client> => {
  const { Auth0Client } = await loadAuthLibrary();
  return new Auth0Client({
    domain: auth.domain.replace(/\/+$/, ''),
    clientId: auth.clientId,
    authorizationParams: { audience: auth.audience, redirect_uri: callbackUrl() },
    useRefreshTokens: true,
    cache: createSessionCache(),
    useRefreshTokensFallback: true,
  });
};

/** The `permissions` claim of an access token (an empty list when absent). */
export const permissionsOf = (accessToken: string): string[] => {
  const claim = decodeJwt(accessToken).permissions;
  return Array.isArray(claim) ? claim.filter((item): item is string => typeof item === 'string') : [];
};

/** The signed-in user's permissions, from the access token (none when signed out). */
const tokenPermissions = async (client: Auth0Client): Promise<string[]> => {
  if (!(await client.isAuthenticated())) return [];
  const token = await client.getTokenSilently();
  return token ? permissionsOf(token) : [];
};

/**
 * The location remembered by checkAuth before the login round trip, as an in-app path (spec §2), and
 * forgets it. Other origins, the login and callback pages and '/' give {@link AFTER_LOGIN_PATH}.
 */
const takeRequestedPath = (): string => {
  const stored = localStorage.getItem(PreviousLocationStorageKey);
  localStorage.removeItem(PreviousLocationStorageKey);
  if (!stored) return AFTER_LOGIN_PATH;
  const url = new URL(stored, window.location.origin);
  const ignored =
    url.origin !== window.location.origin || ['/', '/login', '/auth-callback'].includes(url.pathname);
  return ignored ? AFTER_LOGIN_PATH : `${url.pathname}${url.search}${url.hash}`;
};

const completeLogin = async (client: Auth0Client): Promise<AuthRedirectResult> => {
  try {
    await client.handleRedirectCallback();
  } catch (error) {
    throw new Error(authErrorKey(error));
  }
  return { redirectTo: takeRequestedPath() };
};

/** What the auth provider knows at once of the signed-in person: their token's permissions and identity. */
export interface KnownAuth {
  /** The access token's `permissions` claim, as getPermissions answers it. */
  permissions: string[];
  /** As getIdentity answers it. */
  identity: UserIdentity;
}

/**
 * The auth provider of {@link createAuthProvider}: react-admin's, plus `knownNow`, what checkAuth
 * (signed in), getPermissions, getIdentity and canAccess answer, known at once from the cached
 * session (sessionCache.ts) — undefined when only the library knows, so the caller asks the provider.
 */
export type ClubAuthProvider = AuthProvider & { knownNow: () => KnownAuth | undefined };

/** The identity react-admin shows for a user of the token cache or the library: the email as id and name. */
const identityOf = (user: { email?: string; picture?: string }): UserIdentity => {
  if (!user.email) throw new Error('auth.errors.login_required');
  return { id: user.email, fullName: user.email, avatar: user.picture };
};

/** No session known without the library: every answer comes from its client. */
const noSession = (): CachedSession | undefined => undefined;

/**
 * The authProvider over auth0-spa-js, for Auth0 and the embedded provider alike (spec §4, §8). `client`
 * gives the library's client, the same one at every call (createProviders.ts loads the library and
 * makes it once, the first time it is called: called only when needed);
 * `session` the signed-in person the token cache holds (sessionCache.ts), from which checkAuth,
 * getPermissions, canAccess and getIdentity answer without the library while its access token is
 * valid — a signed-in person's first screen does not wait for it (docs/decisions.md "The first screen
 * without the sign-in library"):
 * - checkAuth/login start one provider redirect (even when called twice) and then never settle, so
 *   nothing renders or calls the API while the page leaves (for the sign-in or, after logout, the
 *   sign-out); checkAuth first remembers the location;
 * - the provider's pages (sign-in, sign-out) are in the application's language (`ui_locales`);
 * - checkError signs out only on 401; a 403 (no staff permission, missing CSRF header) keeps the session;
 *   logout leaves for the provider's sign-out only when someone is signed in;
 * - getPermissions: the access token's `permissions` claim; canAccess: those of the resource's area
 *   (providers/access.ts); getIdentity: the email as id and fullName; knownNow: the same answers at
 *   once while the session is cached;
 * - handleCallback: returns to the requested path; provider errors reject with `auth.errors.<code>`.
 */
export const createAuthProvider = (
  client: () => Auth0Client | Promise<Auth0Client>,
  session: () => CachedSession | undefined = noSession,
): ClubAuthProvider => {
  const library = () => Promise.resolve().then(client);
  /** The permissions of the cached session's token, else of the library's (none when signed out). */
  const permissions = async () => {
    const cached = session();
    return cached ? permissionsOf(cached.accessToken) : tokenPermissions(await library());
  };
  let leaving: Promise<never> | undefined;
  const leaveFor = (redirect: () => Promise<unknown>): Promise<never> => {
    leaving ??= redirect().then(
      () => new Promise<never>(() => {}),
      (error: unknown) => {
        leaving = undefined;
        throw error;
      },
    );
    return leaving;
  };
  let callback: Promise<AuthRedirectResult> | undefined;

  return {
    login: () => leaveFor(async () => signInRedirect(await library())),
    checkAuth: async () => {
      if (session()) return;
      const signedIn = await library();
      if (await signedIn.isAuthenticated()) return;
      return leaveFor(() => {
        localStorage.setItem(PreviousLocationStorageKey, window.location.href);
        return signInRedirect(signedIn);
      });
    },
    // Back to the start page, which signs in again; the provider's sign-out page in our language.
    // The page then leaves for the provider's sign-out: a checkAuth meanwhile (a list re-rendering as
    // react-admin resets its store) waits with it, rather than start a sign-in that would overtake it.
    // Nobody signed in (a list's request refused before checkAuth has sent the page to the sign-in):
    // nothing to sign out of, so no provider page; react-admin goes on to its login route.
    logout: async () => {
      const signedIn = await library();
      if (!(await signedIn.isAuthenticated())) return;
      const returnTo = `${window.location.origin}/`;
      leaving = new Promise<never>(() => {});
      try {
        await signedIn.logout({ logoutParams: { returnTo, ui_locales: currentLanguage() } });
      } catch (error) {
        leaving = undefined;
        throw error;
      }
      return false;
    },
    checkError: async (error?: { status?: number }) => {
      if (error?.status === 401) throw new Error('ra.notification.logged_out');
    },
    getPermissions: permissions,
    canAccess: async (params) => canAccessWith(await permissions(), params),
    knownNow: () => {
      const cached = session();
      return cached?.email
        ? { permissions: permissionsOf(cached.accessToken), identity: identityOf(cached) }
        : undefined;
    },
    getIdentity: async () => identityOf(session() ?? (await (await library()).getUser()) ?? {}),
    // The code can be exchanged only once; StrictMode and re-renders must share the first attempt.
    handleCallback: () => {
      callback ??= library().then(completeLogin);
      return callback;
    },
  };
};
