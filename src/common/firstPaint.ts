import { useSyncExternalStore } from 'react';

/**
 * How long after this module has loaded the reads that wait for the first paint start anyway (ms): a
 * page that paints nothing (a tab opened in the background) still gets its data.
 */
export const FIRST_PAINT_WAIT_MS = 1000;

let painted = false;
const waiting = new Set<() => void>();

/**
 * Marks the first screen painted and calls each waiting callback in a task of its own: each starts a
 * read and re-renders its part, and on a phone all of them at once made one long task that held up
 * the first tap (Lighthouse counts it in the total blocking time).
 */
const markPainted = () => {
  if (painted) return;
  painted = true;
  for (const callback of waiting) setTimeout(() => waiting.delete(callback) && callback(), 0);
};

/**
 * Follows the page's first contentful paint (the Paint Timing API's `first-contentful-paint` entry,
 * reported once the frame is on the screen); a browser without it counts as painted.
 */
const watchFirstPaint = () => {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return markPainted();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    markPainted();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(markPainted, FIRST_PAINT_WAIT_MS);
};
watchFirstPaint();

/**
 * Calls `callback` once the first screen has been painted (at once when it has), so that reads the
 * first screen does not show at its largest — the dashboard's board and links, the header's count,
 * the saved columns — neither compete with it for the phone's network nor make its paint wait
 * (docs/decisions.md "The first screen renders in one pass"). Returns a function that cancels the call.
 */
export const whenFirstPainted = (callback: () => void): (() => void) => {
  if (painted) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
};

/** Whether the first screen has been painted ({@link whenFirstPainted}); re-renders the caller when it is. */
export const useFirstPainted = (): boolean => useSyncExternalStore(whenFirstPainted, () => painted);
