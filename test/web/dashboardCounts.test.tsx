/**
 * The dashboard's counts (spec §3): begun before the first render for `/dashboard`
 * (providers/firstScreen.ts), kept fresh for a while, and made stale by every saved change
 * (notifications/useNotificationTotal.ts).
 */
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStore } from 'react-admin';
import { STATUS_QUERY_KEY } from '../../src/dashboard/statusQuery';
import { useRefreshCountsAfterChanges } from '../../src/notifications/useNotificationTotal';
import type { ClubDataProvider } from '../../src/providers/dataProvider';
import { prefetchFirstScreen } from '../../src/providers/firstScreen';

const counts = { activeMembers: 12 };
const statusProvider = () => ({ getStatus: vi.fn(async () => counts) }) as unknown as ClubDataProvider;

describe("the dashboard's counts", () => {
  it('are asked before the first render of the dashboard only', async () => {
    const queryClient = new QueryClient();
    const dataProvider = statusProvider();
    const screen = { queryClient, dataProvider, store: memoryStore(), search: '' };
    prefetchFirstScreen(screen, '/adverts');
    expect(dataProvider.getStatus).not.toHaveBeenCalled();
    prefetchFirstScreen(screen, '/dashboard');
    await vi.waitFor(() => expect(queryClient.getQueryData(STATUS_QUERY_KEY)).toEqual(counts));
    expect(queryClient.getQueryState(STATUS_QUERY_KEY)?.isInvalidated).toBe(false);
  });

  it('are asked again after a change is saved', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(STATUS_QUERY_KEY, counts);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useRefreshCountsAfterChanges();
        return useMutation({ mutationFn: async () => ({ id: 1 }) });
      },
      { wrapper },
    );
    expect(queryClient.getQueryState(STATUS_QUERY_KEY)?.isInvalidated).toBe(false);
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryState(STATUS_QUERY_KEY)?.isInvalidated).toBe(true);
  });
});
