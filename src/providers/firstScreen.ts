import type { QueryClient } from '@tanstack/react-query';
import { type GetListParams, getQuery, type SortPayload, type Store } from 'react-admin';
import { statusQuery } from '../dashboard/statusQuery';
import { MEMBERS_SORT } from '../resources/members/membersSort';
import type { ClubDataProvider } from './dataProvider';
import { PAGE_SIZE } from './lists';

/** How long a list's page read before the first render counts as fresh (ms): the list shows it without asking again. */
export const FIRST_READ_FRESH_MS = 5_000;

/** What a first screen's reads are begun with. */
interface FirstScreen {
  queryClient: QueryClient;
  dataProvider: ClubDataProvider;
  store: Store;
  /** The address's query string (`location.search`): '' when it has none. */
  search: string;
}

/**
 * Begins the read of the page react-admin's List of `resource` asks first: sorted by `sort` and
 * `PAGE_SIZE` rows a page unless the store holds the person's own sort, page and filter from an
 * earlier visit (`<resource>.listParams`, react-admin's `getQuery` merges them as the List does), under
 * the List's own react-query key, fresh for {@link FIRST_READ_FRESH_MS} once answered. Only for an
 * address without a query string: a search or filter in the address is left to the List.
 */
const prefetchList = (
  { queryClient, dataProvider, store, search }: FirstScreen,
  resource: string,
  sort: SortPayload,
) => {
  if (search !== '') return Promise.resolve();
  const query = getQuery({
    queryFromLocation: {},
    params: store.getItem(`${resource}.listParams`),
    filterDefaultValues: undefined,
    sort,
    perPage: PAGE_SIZE,
  });
  const params: GetListParams = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
  const queryKey = [resource, 'getList', params];
  // Fresh for the List's first look only: any later answer is as stale as react-admin's always are.
  queryClient.setQueryDefaults(queryKey, {
    staleTime: (cached) => (cached.state.dataUpdateCount === 1 ? FIRST_READ_FRESH_MS : 0),
  });
  return queryClient.prefetchQuery({
    queryKey,
    // The shape react-admin's useGetList keeps.
    queryFn: () =>
      dataProvider
        .getList(resource, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
};

/**
 * The reads each first screen shows (by path), as react-query asks them there. Begun with the
 * providers, before the first render, they have usually come by the time the screen renders, which
 * then shows them at once instead of rendering a second time when they arrive (docs/decisions.md
 * "The first screen renders in one pass", "The members list's first page asked with the app").
 * The boot script begins the dashboard's API read even earlier (earlyFetch.ts FIRST_SCREEN_READS);
 * the API client takes that answer.
 */
export const FIRST_SCREEN_QUERIES: Readonly<Record<string, (screen: FirstScreen) => Promise<unknown>>> = {
  '/dashboard': ({ queryClient, dataProvider }) => queryClient.prefetchQuery(statusQuery(dataProvider)),
  '/members': (screen) => prefetchList(screen, 'members', MEMBERS_SORT),
};

/**
 * Begins the reads {@link FIRST_SCREEN_QUERIES} names for `pathname` in the screen's query cache. A
 * read that fails leaves no data: the screen then asks again, as it does without this.
 */
export const prefetchFirstScreen = (screen: FirstScreen, pathname: string): void => {
  void FIRST_SCREEN_QUERIES[pathname]?.(screen);
};
