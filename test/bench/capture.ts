/**
 * The SQL the product runs for a request, read from the file its LOG_SQL_FILE logger appends to
 * (one JSON line per query, written before the query runs). Requests are sent one at a time, so the
 * lines that appear while one is answered are that request's.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { BareRoute, Query } from './bare';
import { checkOnce, type Request } from './load';
import { barePath, requestOf, routeSpecs } from './routes';

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** The queries logged to `logFile` while `request` is answered (it must answer 200). */
async function queriesOf(logFile: string, request: Request): Promise<Query[]> {
  const from = sizeOf(logFile);
  await checkOnce(request);
  return readFileSync(logFile)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Query);
}

/**
 * Sends `request` three times and returns the queries of the last (the first calls may differ: caches
 * being filled); `varies` tells when the last two calls ran different SQL texts, the replay then being
 * one of several shapes.
 */
async function captureQueries(logFile: string, request: Request) {
  await queriesOf(logFile, request);
  const second = await queriesOf(logFile, request);
  const third = await queriesOf(logFile, request);
  const texts = (queries: Query[]) => queries.map((q) => q.sql).join('\n;\n');
  return { queries: third, varies: texts(second) !== texts(third) };
}

/**
 * The measured routes (routes.ts, with the coming revue issue for the adverts) and, for each, the bare
 * route replaying the SQL the product at `base` ran for it; `varying` names the routes whose SQL changed
 * between calls.
 */
export async function captureRoutes(base: string, logFile: string, token: string) {
  const periods = await fetch(`${base}/api/backoffice/Adverts/publishperiods`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.json() as Promise<{ date: string }[]>);
  const today = new Date().toISOString().slice(0, 10);
  const specs = routeSpecs(periods.find((p) => p.date >= today)?.date ?? (periods.at(-1)?.date as string));
  const routes: BareRoute[] = [];
  const varying: string[] = [];
  for (const [index, spec] of specs.entries()) {
    const { queries, varies } = await captureQueries(logFile, requestOf(spec, token, base));
    if (varies) varying.push(spec.name);
    routes.push({ method: spec.method, url: barePath(spec, index), queries });
  }
  return { specs, routes, varying };
}
