/**
 * The sign-in library's token cache, and the session it holds read without the library (issue M).
 * auth0-spa-js takes a cache of ours through its public `cache` option (an `ICache`): the tokens it
 * gets are kept in localStorage as its own `cacheLocation: 'localstorage'` keeps them, under keys of
 * ours. A signed-in person's first screen then needs none of the library's 216 kB: the access token
 * and the e-mail are read here, at once, and the library loads only to sign in, to renew a token
 * that is about to expire, or to sign out (docs/decisions.md "The first screen without the sign-in
 * library"). Imports nothing at run time, so that the boot script (src/boot.ts) can use it.
 */
import type { DecodedToken, ICache, WrappedCacheEntry } from '@auth0/auth0-spa-js';

/** The localStorage prefix of the entries the library hands to {@link createSessionCache}. */
const STORAGE_PREFIX = 'club-beheer.auth::';

/**
 * Seconds before its expiry that an access token no longer counts as valid: the library's own margin
 * (auth0-spa-js asks for a new token within 60 s of the cached one's expiry).
 */
const EXPIRY_MARGIN_SECONDS = 60;

/**
 * Seconds before an ID token's `session_expiry` claim (an Auth0 session's ceiling) that the session
 * counts as ended: the library's own leeway.
 */
const SESSION_EXPIRY_LEEWAY_SECONDS = 30;

/** The library's keys of the entries held, without {@link STORAGE_PREFIX}. */
const storedKeys = (): string[] =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(STORAGE_PREFIX))
    .map((key) => key.slice(STORAGE_PREFIX.length));

/** The entry stored under the library's `key`; undefined when absent or not JSON. */
const read = (key: string): unknown => {
  const stored = localStorage.getItem(STORAGE_PREFIX + key);
  if (stored === null) return undefined;
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
};

/** auth0-spa-js's cache in localStorage (its `cache` option): entries as JSON under our prefix. */
export const createSessionCache = (): ICache => ({
  set: (key, entry) => localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(entry)),
  get: <T>(key: string) => read(key) as T | undefined,
  remove: (key) => localStorage.removeItem(STORAGE_PREFIX + key),
  allKeys: storedKeys,
});

/** What the cache holds of a signed-in person, enough for the first screen and its API calls. */
export interface CachedSession {
  /** The access token for the API, valid for at least {@link EXPIRY_MARGIN_SECONDS} more. */
  accessToken: string;
  /** The ID token's e-mail and picture claims. */
  email?: string;
  picture?: string;
}

const isTokenEntry = (entry: unknown): entry is WrappedCacheEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as WrappedCacheEntry).expiresAt === 'number' &&
  typeof (entry as WrappedCacheEntry).body?.access_token === 'string';

/** The library's entry of the ID token (`{ id_token, decodedToken }`). */
type IdTokenEntry = { id_token: string; decodedToken: DecodedToken };

const isIdTokenEntry = (entry: unknown): entry is IdTokenEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as IdTokenEntry).decodedToken?.claims === 'object' &&
  typeof (entry as IdTokenEntry).decodedToken?.user === 'object';

/**
 * The session the cache holds for `clientId` and `audience` (any when absent, as the boot script asks
 * before the configuration has come): an access token still valid `EXPIRY_MARGIN_SECONDS` after
 * `now` (ms since the epoch) with the ID token's user, whose session ceiling (`session_expiry`) has
 * not come; else undefined — then the library decides (renews the token, signs in or out).
 */
export const cachedSession = (
  clientId?: string,
  audience?: string,
  now = Date.now(),
): CachedSession | undefined => {
  const entries = storedKeys().map(read);
  const token = entries
    .filter(isTokenEntry)
    .find(
      ({ body, expiresAt }) =>
        (clientId === undefined || body.client_id === clientId) &&
        (audience === undefined || body.audience === audience) &&
        expiresAt - EXPIRY_MARGIN_SECONDS >= now / 1000,
    );
  const idToken = entries
    .filter(isIdTokenEntry)
    .map(({ decodedToken }) => decodedToken)
    .find(({ claims }) => clientId === undefined || [claims.aud].flat().includes(clientId));
  const ceiling = idToken?.claims.session_expiry;
  const ended = typeof ceiling === 'number' && now / 1000 >= ceiling - SESSION_EXPIRY_LEEWAY_SECONDS;
  if (!token?.body.access_token || !idToken?.user || ended) return undefined;
  return { accessToken: token.body.access_token, email: idToken.user.email, picture: idToken.user.picture };
};
