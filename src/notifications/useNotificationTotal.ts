import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { useFirstPainted } from '../common/firstPaint';
import { STATUS_QUERY_KEY } from '../dashboard/statusQuery';
import type { ClubDataProvider } from '../providers/dataProvider';

// Not under ['notifications']: react-admin invalidates that prefix after deleteMany, we refresh after the reload.
const NOTIFICATION_TOTAL_KEY = ['notificationTotal'];

/** The header's notification count (`GET /Notifications/total`), fetched once `enabled` and the first screen painted. */
export const useNotificationTotal = (enabled: boolean) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  return useQuery({
    queryKey: NOTIFICATION_TOTAL_KEY,
    queryFn: () => dataProvider.getNotificationTotal(),
    enabled: useFirstPainted() && enabled,
  });
};

/** Returns a function that refetches the count, e.g. after the list reloads (spec §2). */
export const useRefreshNotificationTotal = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_TOTAL_KEY }),
    [queryClient],
  );
};

/**
 * Refetches the header's notification count and makes the dashboard's counts stale after every
 * successful change (any react-query mutation: saves, deletes, imports), since the server writes
 * notifications in the same transaction as those changes and the counts may have moved.
 */
export const useRefreshCountsAfterChanges = () => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          queryClient.invalidateQueries({ queryKey: NOTIFICATION_TOTAL_KEY });
          queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
        }
      }),
    [queryClient],
  );
};
