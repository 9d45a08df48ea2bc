import type { QueryClient } from '@tanstack/react-query';
import { type GetListParams, getQuery, type SortPayload, type Store } from 'react-admin';
import { statusQuery } from '../dashboard/statusQuery';
import { MEMBERS_SORT } from '../resources/members/membersSort';
import type { ClubDataProvider } from './dataProvider';
import { type RememberedRead, rememberFirstScreenRead } from './earlyFetch';
import { PAGE_SIZE } from './lists';
import { MEMBERS_LIST_PATH, membersListRequest } from './members';

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
 * The page react-admin's List of `resource` asks first: sorted by `sort` and `PAGE_SIZE` rows a page
 * unless the store holds the person's own sort, page and filter from an earlier visit
 * (`<resource>.listParams`; react-admin's `getQuery` merges them as the List does).
 */
const firstPageParams = (store: Store, resource: string, sort: SortPayload): GetListParams => {
  const query = getQuery({
    queryFromLocation: {},
    params: store.getItem(`${resource}.listParams`),
    filterDefaultValues: undefined,
    sort,
    perPage: PAGE_SIZE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
};

/**
 * Begins the read of the page react-admin's List of `resource` asks first ({@link firstPageParams})
 * under the List's own react-query key, fresh for {@link FIRST_READ_FRESH_MS} once answered. Only for
 * an address without a query string: a search or filter in the address is left to the List.
 */
const prefetchList = (
  { queryClient, dataProvider, store, search }: FirstScreen,
  resource: string,
  sort: SortPayload,
) => {
  if (search !== '') return Promise.resolve();
  const params = firstPageParams(store, resource, sort);
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
 * The list screens whose first page is asked before the list renders, by path: the list's resource
 * and order, and its API request — asked with the providers ({@link FIRST_SCREEN_QUERIES}) and, on
 * the next load, by the boot script (earlyFetch.ts `fetchFirstScreenReads`).
 */
const FIRST_SCREEN_LISTS: Readonly<
  Record<string, { resource: string; sort: SortPayload; read: (params: GetListParams) => RememberedRead }>
> = {
  '/members': {
    resource: 'members',
    sort: MEMBERS_SORT,
    read: (params) => ({ path: MEMBERS_LIST_PATH, body: JSON.stringify(membersListRequest(params)) }),
  },
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
  ...Object.fromEntries(
    Object.entries(FIRST_SCREEN_LISTS).map(([pathname, { resource, sort }]) => [
      pathname,
      (screen: FirstScreen) => prefetchList(screen, resource, sort),
    ]),
  ),
};

/**
 * Begins the reads {@link FIRST_SCREEN_QUERIES} names for `pathname` in the screen's query cache. A
 * read that fails leaves no data: the screen then asks again, as it does without this.
 */
export const prefetchFirstScreen = (screen: FirstScreen, pathname: string): void => {
  void FIRST_SCREEN_QUERIES[pathname]?.(screen);
};

/**
 * Keeps, for each of {@link FIRST_SCREEN_LISTS}, the request its first page would make on the next
 * load written down for the boot script: now, and again whenever the list's remembered sort, filter
 * or page changes in `store` (a sign-out's reset too, which puts the plain first page in its place).
 * The API client takes the boot script's answer only for the very same request (docs/decisions.md
 * "The members list's first page asked by the boot script").
 */
export const rememberFirstScreenReads = (store: Store): void => {
  for (const [pathname, { resource, sort, read }] of Object.entries(FIRST_SCREEN_LISTS)) {
    const remember = () => rememberFirstScreenRead(pathname, read(firstPageParams(store, resource, sort)));
    remember();
    store.subscribe(`${resource}.listParams`, remember);
  }
};
