import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type AuthProvider, type DataProvider, memoryStore } from 'react-admin';
import { App } from '../../src/App';
import { createTestI18nProvider } from './i18nTestProvider';
import { fakeAuthProvider, STAFF } from './renderWithAdmin';

/** Renders the whole app at `path` (browser history) with the given providers, a fresh store and cache. */
export const renderApp = async (
  path: string,
  {
    dataProvider,
    authProvider = fakeAuthProvider(),
    lang = 'nl',
  }: { dataProvider: DataProvider; authProvider?: AuthProvider; lang?: 'nl' | 'en' },
) => {
  window.history.pushState({}, '', path);
  return render(
    <App
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={await createTestI18nProvider(lang)}
      requiredPermission={STAFF}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    />,
  );
};
