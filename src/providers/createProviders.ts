import { createApi } from './api';
import { createAuth0Client, createAuthProvider } from './authProvider';
import type { AppConfig } from './config';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { createPreferenceStore } from './preferenceStore';

/**
 * The production auth and data providers and react-admin's store for a configuration, sharing one
 * auth0-spa-js client (loaded beside the application's script: providers/authLibrary.ts). The store
 * keeps each person's columns and saved searches on the server (preferenceStore.ts); signing out
 * first sends what it still holds.
 */
export const createProviders = (config: AppConfig) => {
  const client = createAuth0Client(config.auth);
  const http = createHttpClient(async () => (await client).getTokenSilently());
  const store = createPreferenceStore(createApi(config.apiUrl, http));
  const authProvider = createAuthProvider(client);
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
  };
};
