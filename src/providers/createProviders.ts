import { createAuth0Client, createAuthProvider } from './authProvider';
import type { AppConfig } from './config';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';

/** The production auth and data providers for a configuration, sharing one auth0-spa-js client. */
export const createProviders = (config: AppConfig) => {
  const client = createAuth0Client(config.auth);
  const http = createHttpClient(() => client.getTokenSilently());
  return {
    authProvider: createAuthProvider(client),
    dataProvider: createDataProvider(config.apiUrl, http),
  };
};
