import { queryOptions } from '@tanstack/react-query';
import type { ClubDataProvider } from '../providers/dataProvider';

/** How long the dashboard's counts are shown without asking again (ms), unless a change was saved. */
export const STATUS_FRESH_MS = 30_000;

/** The react-query key of the dashboard's counts. */
export const STATUS_QUERY_KEY = ['status'];

/**
 * The dashboard's counts (`GET /Status`, spec §3) as react-query asks them: the same query for the
 * dashboard and for the read begun before the first render (providers/firstScreen.ts), which the
 * dashboard then shows in its first render instead of asking again. Fresh for {@link STATUS_FRESH_MS};
 * every saved change makes them stale at once (notifications/useNotificationTotal.ts
 * `useRefreshCountsAfterChanges`).
 */
export const statusQuery = (dataProvider: ClubDataProvider) =>
  queryOptions({
    queryKey: STATUS_QUERY_KEY,
    queryFn: () => dataProvider.getStatus(),
    staleTime: STATUS_FRESH_MS,
  });
