import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type AuthProvider, type DataProvider, memoryStore, type Store } from 'react-admin';
import { App } from '../../src/App';
import { CUSTOM_PAGES } from '../../src/customPages';
import { AREAS, areaNames, preloadScreen } from '../../src/resources/areas';
import { createTestI18nProvider } from './i18nTestProvider';
import { fakeAuthProvider, STAFF } from './renderWithAdmin';

// The lists and the date inputs load with the test file, not inside a test: tests move from screen to
// screen, and on a busy machine a chunk loaded on demand could take longer than a query waits.
await Promise.all([
  ...areaNames().map((name) => AREAS[name].screens.list.preload()),
  ...Object.values(CUSTOM_PAGES).map((page) => page.preload()),
  import('../../src/common/DateInputs'),
]);

/**
 * Renders the whole app at `path` (browser history) with the given providers, a fresh store and cache
 * (or the ones given);
 * the screen at `path` is fetched first, as the browser's start does.
 */
export const renderApp = async (
  path: string,
  {
    dataProvider,
    authProvider = fakeAuthProvider(),
    lang = 'nl',
    store = memoryStore(),
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: {
    dataProvider: DataProvider;
    authProvider?: AuthProvider;
    lang?: 'nl' | 'en';
    store?: Store;
    queryClient?: QueryClient;
  },
) => {
  window.history.pushState({}, '', path);
  await preloadScreen(window.location.pathname);
  return render(
    <App
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={await createTestI18nProvider(lang)}
      requiredPermission={STAFF}
      store={store}
      queryClient={queryClient}
    />,
  );
};
