import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { ClubDataProvider } from '../providers/dataProvider';

// Not under ['notifications']: react-admin invalidates that prefix after deleteMany, we refresh after the reload.
const NOTIFICATION_TOTAL_KEY = ['notificationTotal'];

/** The header's notification count (`GET /Notifications/total`), fetched once `enabled`. */
export const useNotificationTotal = (enabled: boolean) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  return useQuery({
    queryKey: NOTIFICATION_TOTAL_KEY,
    queryFn: () => dataProvider.getNotificationTotal(),
    enabled,
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
 * Refetches the count after every successful change (any react-query mutation: saves, deletes,
 * imports), since the server writes notifications in the same transaction as those changes.
 */
export const useRefreshNotificationTotalAfterChanges = () => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          queryClient.invalidateQueries({ queryKey: NOTIFICATION_TOTAL_KEY });
        }
      }),
    [queryClient],
  );
};
