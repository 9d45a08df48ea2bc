/**
 * Load with autocannon, as figures for the report. The product and the bare server are measured in
 * alternating slices (product, bare, bare, product …), so a neighbour's burst on a shared machine hits
 * both alike. A slice is a number of requests, not a duration, so it ends only once all its requests
 * are answered: no request of one server is still running while the other is measured.
 * The first answer on each connection of a slice is counted in req/s but not in the latencies: a
 * slice opens its connections afresh, and while the server is busy the later ones wait to be read —
 * their first answers took up to 3.5× the steady latency, in an order that varies from slice to slice
 * (docs/decisions.md "The bench measures against a ceiling").
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface Request {
  method: 'GET' | 'POST';
  /** Full address, query string included. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Figures {
  /** 2xx answers per second. */
  rps: number;
  /** Latency percentiles of the 2xx answers after each connection's first, ms. */
  p50: number;
  p99: number;
  /** p99 of each slice on its own, ms, in the order they ran (see measurePair). */
  sliceP99: number[];
  /** Answers other than 2xx, and connection errors or timeouts. */
  failures: number;
}

interface Run {
  /** 2xx answers. */
  answered: number;
  /**
   * Latency of each 2xx answer after the connection's first, ms (autocannon's own histogram keeps whole
   * milliseconds only).
   */
  latencies: number[];
  seconds: number;
  failures: number;
}

/**
 * `connections` clients sending `request` back to back, `amount` requests in all (split evenly among
 * the connections). The time is taken up to the last answer; autocannon checks for the end every
 * `sampleInt` ms (1 s by default, hence 10 here).
 */
function run(request: Request, connections: number, amount: number) {
  const latencies: number[] = [];
  const opened = new Set<unknown>();
  let answered = 0;
  const started = performance.now();
  let last = started;
  return new Promise<Run>((resolve, reject) => {
    const instance = autocannon(
      { ...request, connections, amount, sampleInt: 10, timeout: 60 },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            answered,
            latencies,
            seconds: (last - started) / 1000,
            failures: result.non2xx + result.errors + result.timeouts,
          });
      },
    );
    instance.on('response', (client, statusCode, _bytes, ms) => {
      last = performance.now();
      const first = !opened.has(client);
      opened.add(client);
      if (statusCode < 200 || statusCode >= 300) return;
      answered++;
      if (!first) latencies.push(ms);
    });
  });
}

/** The `q` quantile (0–1) of `sorted` (ascending): the value at index ⌊q·n⌋, the upper one of an even count's middle; NaN when empty. */
export const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** A sorted copy of `values`, ascending. */
export const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

function figuresOf(runs: Run[]): Figures {
  const latencies = ascending(runs.flatMap((r) => r.latencies));
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rps: runs.reduce((sum, r) => sum + r.answered, 0) / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    sliceP99: runs.map((r) => percentile(ascending(r.latencies), 0.99)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  };
}

/**
 * `requests` (product, bare) each for about `seconds`, in `slices` alternating slices of requests;
 * `rates` (req/s, one per request) size the first slices and are updated by each slice. A slice is
 * never smaller than its share of `minLatencies` plus its first answers, so that a slow route still
 * gives each server at least `minLatencies` latencies, however long that takes.
 */
export async function measurePair(
  requests: [Request, Request],
  connections: number,
  seconds: number,
  slices: number,
  rates: [number, number],
  minLatencies = 0,
): Promise<[Figures, Figures]> {
  const runs: [Run[], Run[]] = [[], []];
  const least = Math.max(2 * connections, Math.ceil(minLatencies / slices) + connections);
  for (let slice = 0; slice < slices; slice++)
    for (const k of slice % 2 === 0 ? [0, 1] : [1, 0]) {
      const amount = Math.max(least, Math.round((rates[k] * seconds) / slices));
      const result = await run(requests[k], connections, amount);
      rates[k] = result.answered / result.seconds || rates[k];
      runs[k].push(result);
    }
  return [figuresOf(runs[0]), figuresOf(runs[1])];
}

/**
 * A warm-up of at least `seconds` at `connections` clients (after one call), in runs of at most about
 * a second, each sized by the rate of the one before: a server still warming up answers its first
 * requests slowly, and a run sized by those would end early. Its last run's rate in req/s.
 */
export async function warmUp(request: Request, connections: number, seconds: number): Promise<number> {
  await checkOnce(request);
  let amount = 2 * connections;
  let spent = 0;
  let rate = 0;
  while (spent < seconds) {
    const result = await run(request, connections, amount);
    spent += result.seconds;
    rate = result.answered / result.seconds;
    amount = Math.max(2 * connections, Math.round(rate * Math.min(1, seconds - spent)));
  }
  return rate;
}

/** Checks `request` answers 200 once (the body is dropped); its time in ms. Throws with the answer otherwise. */
export async function checkOnce(request: Request): Promise<number> {
  const started = performance.now();
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${request.method} ${request.url} answered ${response.status}: ${text.slice(0, 300)}`);
  return performance.now() - started;
}
