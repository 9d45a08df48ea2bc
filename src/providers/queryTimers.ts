import { notifyManager, type TimeoutProvider, timeoutManager } from '@tanstack/react-query';

/**
 * react-query timers of at least this delay (ms) share one browser timer per {@link BUCKET_MS}: the
 * 5-minute garbage collection of every cached query, not the short delays of retries or polling.
 */
const COALESCE_FROM_MS = 10_000;
/** Deadlines of coalesced timers are rounded up to a multiple of this many ms. */
const BUCKET_MS = 1_000;

/** Runs a callback of react-query; an error thrown is reported by the browser, not swallowed. */
const run = (callback: () => void) => {
  try {
    callback();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
};

/**
 * react-query's notifications, one browser timer per turn of the event loop instead of one each.
 * Callbacks queued in one task run in the order they came, from a single `setTimeout(…, 0)`: after
 * the current task, as before. A callback that throws does not stop the ones after it.
 *
 * @param callback a notification (the argument of `notifyManager.setScheduler`'s function)
 */
export const scheduleNotification = (() => {
  let queue: Array<() => void> = [];
  const runQueue = () => {
    const callbacks = queue;
    queue = [];
    callbacks.forEach(run);
  };
  return (callback: () => void): void => {
    queue.push(callback);
    if (queue.length === 1) setTimeout(runQueue, 0);
  };
})();

/**
 * A react-query `TimeoutProvider` that coalesces long timers (TanStack Query's own advice for many
 * timers): a timer of {@link COALESCE_FROM_MS} or more fires at its deadline rounded up to the next
 * {@link BUCKET_MS}, from one browser timer shared by every timer of that deadline. Its id is a
 * negative number; shorter timers and intervals are the browser's own, with its positive ids.
 */
export const coalescingTimeoutProvider = ((): TimeoutProvider<number> => {
  const buckets = new Map<number, { timer: number; callbacks: Map<number, () => void> }>();
  const deadlineOf = new Map<number, number>();
  let lastId = 0;
  const fire = (deadline: number) => {
    const bucket = buckets.get(deadline);
    buckets.delete(deadline);
    for (const [id, callback] of bucket?.callbacks ?? []) {
      deadlineOf.delete(id);
      run(callback);
    }
  };
  return {
    setTimeout: (callback, delay) => {
      if (!(delay >= COALESCE_FROM_MS)) return window.setTimeout(callback, delay);
      const deadline = Math.ceil((performance.now() + delay) / BUCKET_MS) * BUCKET_MS;
      let bucket = buckets.get(deadline);
      if (!bucket) {
        const timer = window.setTimeout(() => fire(deadline), deadline - performance.now());
        bucket = { timer, callbacks: new Map() };
        buckets.set(deadline, bucket);
      }
      lastId -= 1;
      bucket.callbacks.set(lastId, callback);
      deadlineOf.set(lastId, deadline);
      return lastId;
    },
    clearTimeout: (id) => {
      if (id === undefined) return;
      const deadline = deadlineOf.get(id);
      if (deadline === undefined) return window.clearTimeout(id);
      deadlineOf.delete(id);
      const bucket = buckets.get(deadline);
      bucket?.callbacks.delete(id);
      if (bucket && bucket.callbacks.size === 0) {
        window.clearTimeout(bucket.timer);
        buckets.delete(deadline);
      }
    },
    setInterval: (callback, delay) => window.setInterval(callback, delay),
    clearInterval: (id) => window.clearInterval(id),
  };
})();

/**
 * Gives react-query fewer browser timers (issue P, first load): when a list's page arrives,
 * react-admin copies each record into the cache of single records (ra-core `useGetList`), which cost a
 * page of 25 members 50 notification timers and 25 garbage-collection timers, each installed deep in
 * React's commit. With {@link scheduleNotification} and {@link coalescingTimeoutProvider} that page
 * takes two. Call once, before the first query is made.
 */
export const installFewerQueryTimers = () => {
  notifyManager.setScheduler(scheduleNotification);
  timeoutManager.setTimeoutProvider(coalescingTimeoutProvider);
};
