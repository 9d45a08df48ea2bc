import type { Auth0Client } from '@auth0/auth0-spa-js';
import { createApi } from './api';
import { createAuth0Client, createAuthProvider } from './authProvider';
import type { AppConfig } from './config';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { createPreferenceStore } from './preferenceStore';
import { FirstScreenQueryClient } from './queryClient';
import { cachedSession } from './sessionCache';

/**
 * The production auth and data providers and react-admin's store for a configuration, sharing one
 * auth0-spa-js client, made the first time it is needed: while the token cache holds a valid access
 * token (sessionCache.ts) the API calls and the auth provider use it without the library, which loads
 * to sign in, to renew the token or to sign out (docs/decisions.md "The first screen without the
 * sign-in library"). The store keeps each person's columns and saved searches on the server
 * (preferenceStore.ts); signing out first sends what it still holds. The react-query cache is made
 * here too, so that the first screen's reads can begin before the first render (firstScreen.ts), and
 * so that it knows the auth provider's answers of the cached session at once (queryClient.ts).
 */
export const createProviders = (config: AppConfig) => {
  let client: Promise<Auth0Client> | undefined;
  const library = () => {
    client ??= createAuth0Client(config.auth);
    return client;
  };
  const session = () => cachedSession(config.auth.clientId, config.auth.audience);
  const http = createHttpClient(async () => session()?.accessToken ?? (await library()).getTokenSilently());
  const store = createPreferenceStore(createApi(config.apiUrl, http));
  const authProvider = createAuthProvider(library, session);
  return {
    authProvider: {
      ...authProvider,
      logout: async (params: unknown) => {
        await store.flush();
        return authProvider.logout(params);
      },
    },
    dataProvider: createDataProvider(config.apiUrl, http),
    store,
    queryClient: new FirstScreenQueryClient(authProvider.knownNow),
  };
};
