import { notifyManager, QueryClient } from '@tanstack/react-query';
import {
  coalescingTimeoutProvider,
  installFewerQueryTimers,
  scheduleNotification,
} from '../../src/providers/queryTimers';

describe('react-query timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the notifications of one task from one timer, in order, after the task', () => {
    const ran: number[] = [];
    for (const n of [1, 2, 3]) scheduleNotification(() => ran.push(n));
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([1, 2, 3]);
    scheduleNotification(() => ran.push(4));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([1, 2, 3, 4]);
  });

  it('runs the notifications after one that throws, and reports its error', () => {
    const reported: Array<() => void> = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((report) => reported.push(report));
    const ran: string[] = [];
    scheduleNotification(() => ran.push('first'));
    scheduleNotification(() => {
      throw new Error('observer failed');
    });
    scheduleNotification(() => ran.push('third'));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['first', 'third']);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toThrow('observer failed');
  });

  it('fires long timers of one deadline from one browser timer, not before their delay', () => {
    const fired: number[] = [];
    const ids = Array.from({ length: 25 }, (_, n) =>
      coalescingTimeoutProvider.setTimeout(() => fired.push(n), 300_000),
    );
    expect(vi.getTimerCount()).toBe(1);
    expect(new Set(ids).size).toBe(25);
    coalescingTimeoutProvider.clearTimeout(ids[3]);
    vi.advanceTimersByTime(299_999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1_001);
    expect(fired).toEqual(Array.from({ length: 25 }, (_, n) => n).filter((n) => n !== 3));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removes the shared timer when every timer of its deadline is cleared', () => {
    const fired = vi.fn();
    const ids = [1, 2].map(() => coalescingTimeoutProvider.setTimeout(fired, 60_000));
    for (const id of ids) coalescingTimeoutProvider.clearTimeout(id);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(fired).not.toHaveBeenCalled();
  });

  it('leaves short timers to the browser, each on its own', () => {
    const fired = vi.fn();
    coalescingTimeoutProvider.setTimeout(fired, 1_000);
    const cleared = coalescingTimeoutProvider.setTimeout(fired, 1_000);
    expect(vi.getTimerCount()).toBe(2);
    coalescingTimeoutProvider.clearTimeout(cleared);
    vi.advanceTimersByTime(1_000);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('copies a page of 25 records into the cache with two browser timers instead of 75', () => {
    installFewerQueryTimers();
    const queryClient = new QueryClient();
    // A listener as react-query's own hooks add one (useIsFetching, which react-admin uses).
    const seen: string[] = [];
    queryClient
      .getQueryCache()
      .subscribe(notifyManager.batchCalls((event) => seen.push(`${event.type} ${event.query.queryKey[2]}`)));
    for (let id = 1; id <= 25; id++) queryClient.setQueryData(['members', 'getOne', `${id}`], { id });
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(0);
    expect(seen).toHaveLength(50);
    expect(seen.slice(0, 2)).toEqual(['added 1', 'updated 1']);
    expect(queryClient.getQueryData(['members', 'getOne', '25'])).toEqual({ id: 25 });
    vi.advanceTimersByTime(301_000);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
