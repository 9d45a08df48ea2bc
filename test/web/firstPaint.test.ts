/**
 * Reads that wait for the first paint (common/firstPaint.ts): they start once the browser reports the
 * first contentful paint, at once where it reports none, and after a short wait when nothing is painted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Report = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports what the test tells it to. */
const stubPaintObserver = () => {
  const observers: Report[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(report: Report) {
      observers.push(report);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) => {
    for (const report of observers) report({ getEntriesByName: (asked) => (asked === name ? [{}] : []) });
  };
};

const load = async () => {
  vi.resetModules();
  return import('../../src/common/firstPaint');
};

describe('waiting for the first paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('calls back once the first contentful paint is reported, not at the first paint before it', async () => {
    vi.useFakeTimers();
    const report = stubPaintObserver();
    const { whenFirstPainted } = await load();
    const callback = vi.fn();
    const cancelled = vi.fn();
    whenFirstPainted(callback);
    whenFirstPainted(cancelled)();
    report('first-paint');
    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();
    report('first-contentful-paint');
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    whenFirstPainted(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('calls each waiting callback in a task of its own, and none that was cancelled meanwhile', async () => {
    const report = stubPaintObserver();
    const { whenFirstPainted } = await load();
    const calls: string[] = [];
    const first = () => {
      calls.push('first');
      // Runs before the next callback only if that one comes in a later task.
      queueMicrotask(() => calls.push('after first'));
    };
    whenFirstPainted(first);
    whenFirstPainted(() => calls.push('second'));
    const cancelThird = whenFirstPainted(() => calls.push('third'));
    report('first-contentful-paint');
    cancelThird();
    expect(calls).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['first', 'after first', 'second']);
  });

  it('calls back at once where the browser reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { whenFirstPainted } = await load();
    const callback = vi.fn();
    whenFirstPainted(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back after a short wait when nothing is painted (a tab in the background)', async () => {
    vi.useFakeTimers();
    stubPaintObserver();
    const { whenFirstPainted, FIRST_PAINT_WAIT_MS } = await load();
    const callback = vi.fn();
    whenFirstPainted(callback);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
