/**
 * The bench's tables (markdown) and the targets of issue P §5 they are read against. A target is
 * reported pass/fail and never fails the run:
 * - POST /Members/list at 100,000 members, with and without a search string: p50 ≤ 10 ms for one
 *   client on PostgreSQL;
 * - every list route at 10 clients: ≥ 80 % of the bare route's req/s and p99 ≤ 1.3× the bare's;
 * - the trivial authenticated route (GET /Countries) at 10 clients: ≥ 60 % of the bare route's req/s;
 * - initial JS ≤ 330 kB gzip (issue M; 400 kB before); idle RSS ≤ 250 MiB on PostgreSQL, ≤ 450 MiB on PGlite;
 * - member updates with the history ≥ 80 % of those without (issue I1);
 * - a bank statement of 10,000 credits previewed and booked at 100,000 members, each ≤ 10 s (issue K);
 * - a dues run of 100,000 members, persisted, per household: ≤ 60 s (issue K);
 * - the likely doubles screen's first page at 100,000 members, newest and strongest first: ≤ 2 s (issue L);
 * - Lighthouse desktop on the dashboard and the members list, cold cache, signed in: LCP ≤ 1.0 s and
 *   total blocking time ≤ 100 ms (the median of the runs); a repeat visit fetches no hashed asset;
 * - Lighthouse mobile on the same pages: LCP ≤ 2.5 s and TBT ≤ 200 ms, Core Web Vitals' "good" (issue M);
 * - each of five interactions on a phone (390 px, CPU 4× slower): interaction to next paint ≤ 200 ms,
 *   the median of the runs (issue M).
 */
import type { DoublesFigure } from './doubles';
import type { DuesRunFigure } from './duesRun';
import type { FirstLoad } from './initialJs';
import type { LighthouseResult, PageRun, Preset } from './lighthouse';
import { ascending, type Figures, percentile } from './load';
import type { RouteKind } from './routes';
import type { StatementFigures } from './statements';
import type { TrailResult } from './trail';

export type Backend = 'postgres' | 'pglite';

export interface Row {
  backend: Backend;
  route: string;
  kind: RouteKind;
  clients: number;
  product: Figures;
  bare: Figures;
}

export const RSS_TARGET_MIB: Record<Backend, number> = { postgres: 250, pglite: 450 };
const JS_TARGET_GZIP_BYTES = 330_000;
const MEMBERS_P50_MS = 10;

/** Lighthouse's largest contentful paint and total blocking time per preset, ms. */
const PAGE_TARGETS_MS: Record<Preset, { lcp: number; tbt: number }> = {
  desktop: { lcp: 1000, tbt: 100 },
  mobile: { lcp: 2500, tbt: 200 },
};

/** An interaction's next paint on a slowed phone (issue M), ms. */
const INP_TARGET_MS = 200;

/** The history may cost a write at most a fifth of its rate (issue I1). */
const TRAIL_TARGET = 0.8;

/** A statement's preview and its booking, each (issue K). */
const STATEMENT_TARGET_MS = 10_000;

/** A dues run of 100,000 members may take this long (issue K). */
const DUES_RUN_TARGET_SECONDS = 60;

/** The likely doubles screen's page at 100,000 members (issue L). */
const DOUBLES_TARGET_MS = 2000;

const verdict = (pass: boolean) => (pass ? 'pass' : '**FAIL**');

/** The row's target and whether it is met; undefined when the row has none. */
function target(row: Row): { text: string; pass: boolean } | undefined {
  if (row.clients === 1)
    return row.kind === 'members' && row.backend === 'postgres'
      ? { text: `p50 ≤ ${MEMBERS_P50_MS} ms`, pass: row.product.p50 <= MEMBERS_P50_MS }
      : undefined;
  const share = row.product.rps / row.bare.rps;
  if (row.kind === 'trivial') return { text: 'req/s ≥ 60 % bare', pass: share >= 0.6 };
  return {
    text: 'req/s ≥ 80 % bare, p99 ≤ 1.3×',
    pass: share >= 0.8 && row.product.p99 <= 1.3 * row.bare.p99,
  };
}

const rate = (rps: number) => (rps >= 100 ? rps.toFixed(0) : rps.toFixed(1));
const ms = (value: number) => value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2);

/** A markdown table with its columns padded, so it reads in a terminal too. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function routeTable(rows: Row[]): string {
  return markdownTable(
    [
      'backend',
      'route',
      'clients',
      'req/s product',
      'req/s bare',
      'product/bare',
      'p50 ms product',
      'p50 ms bare',
      'p99 ms product',
      'p99 ms bare',
      'p99 product/bare',
      'target',
      'result',
    ],
    rows.map((row) => {
      const goal = target(row);
      const failures = row.product.failures + row.bare.failures;
      const result = failures > 0 ? `**${failures} failed requests**` : goal ? verdict(goal.pass) : '';
      return [
        row.backend,
        row.route,
        String(row.clients),
        rate(row.product.rps),
        rate(row.bare.rps),
        `${((100 * row.product.rps) / row.bare.rps).toFixed(0)} %`,
        ms(row.product.p50),
        ms(row.bare.p50),
        ms(row.product.p99),
        ms(row.bare.p99),
        `${(row.product.p99 / row.bare.p99).toFixed(2)}×`,
        goal?.text ?? '—',
        result,
      ];
    }),
  );
}

/** From this p99 multiple on, a many-client list row gets a note with its slices (near or over the line). */
const SLICE_NOTE_FROM = 1.2;

/**
 * A note per many-client (ten-client) list row whose p99 multiple is near or over its line: the multiple of each
 * slice pair (product slice k ÷ bare slice k, run side by side), so a reader can tell one disturbed
 * slice, which pulls the pooled p99 up alone, from a product slower in every slice.
 */
export function sliceNotes(rows: Row[]): string[] {
  return rows
    .filter((row) => row.clients > 1 && row.kind !== 'trivial')
    .filter((row) => row.product.p99 >= SLICE_NOTE_FROM * row.bare.p99)
    .map((row) => {
      const pairs = row.product.sliceP99.map((p99, k) => `${(p99 / row.bare.sliceP99[k]).toFixed(2)}×`);
      return (
        `${row.backend}, ${row.route}, ${row.clients} clients: p99 ${(row.product.p99 / row.bare.p99).toFixed(2)}× ` +
        `the bare route's over all slices; slice by slice ${pairs.join(', ')}`
      );
    });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

const median = (values: number[]) => percentile(ascending(values), 0.5);

/** `median (min–max) unit` of one figure of the runs, rounded to ms. */
/** Values (ms) as "median ms (min–max)", or the one value. */
function spread(values: number[]) {
  const round = (value: number) => value.toFixed(0);
  return values.length > 1
    ? `${round(median(values))} ms (${round(Math.min(...values))}–${round(Math.max(...values))})`
    : `${round(values[0])} ms`;
}

const of = (runs: PageRun[], key: keyof PageRun) => runs.map((run) => run[key]);
const runsOf = (count: number) => (count > 1 ? `median of ${count} runs (min–max)` : 'one run');

/**
 * The Lighthouse rows of the figure table: one per page and preset, one per interaction on a phone,
 * the repeat visit and the machine's benchmark index.
 */
function lighthouseRows({
  pages,
  interactions,
  repeatVisit,
  benchmarkIndexes,
}: LighthouseResult): string[][] {
  const rows = pages.map(({ path, preset, runs }) => [
    `Lighthouse ${preset}, cold, signed in: ${path}`,
    `LCP ${spread(of(runs, 'lcp'))}, TBT ${spread(of(runs, 'tbt'))}, FCP ${spread(of(runs, 'fcp'))}; ${runsOf(runs.length)}`,
    `LCP ≤ ${PAGE_TARGETS_MS[preset].lcp} ms, TBT ≤ ${PAGE_TARGETS_MS[preset].tbt} ms`,
    verdict(
      median(of(runs, 'lcp')) <= PAGE_TARGETS_MS[preset].lcp &&
        median(of(runs, 'tbt')) <= PAGE_TARGETS_MS[preset].tbt,
    ),
  ]);
  for (const { name, runs } of interactions)
    rows.push([
      `interaction to next paint, 390 px, CPU 4× slower: ${name}`,
      `${spread(runs)}; ${runsOf(runs.length)}`,
      `≤ ${INP_TARGET_MS} ms`,
      verdict(median(runs) <= INP_TARGET_MS),
    ]);
  const { fetchedAssets, cachedAssets } = repeatVisit;
  rows.push([
    'hashed assets a repeat visit of /members fetches',
    `${fetchedAssets.length}${fetchedAssets.length ? ` (${fetchedAssets.join(', ')})` : ''}; ${cachedAssets} from the cache`,
    '0',
    verdict(fetchedAssets.length === 0),
  ]);
  rows.push([
    "Lighthouse's benchmark index of this machine",
    `${median(benchmarkIndexes).toFixed(0)} (higher is faster: compare page figures between machines next to it)`,
    '—',
    '',
  ]);
  return rows;
}

/**
 * Idle RSS per backend (and after the load, for information), the SPA's first load in bytes, the
 * history's cost, the statement bookings, the Lighthouse figures, the dues runs and the likely doubles.
 */
export function figureTable(
  rss: { backend: Backend; idle: number; afterLoad: number; bare: number }[],
  firstLoad: FirstLoad | undefined,
  trail: TrailResult[] = [],
  lighthouse?: LighthouseResult,
  statements: StatementFigures[] = [],
  duesRuns: DuesRunFigure[] = [],
  doubles: DoublesFigure[] = [],
): string {
  const rows = rss.map(({ backend, idle, afterLoad, bare }) => [
    `idle RSS of the server, ${backend}`,
    `${idle.toFixed(0)} MiB 3 s after start; ${afterLoad.toFixed(0)} MiB 3 s after the load ` +
      `(bare server then: ${bare.toFixed(0)} MiB)`,
    `≤ ${RSS_TARGET_MIB[backend]} MiB`,
    verdict(idle <= RSS_TARGET_MIB[backend]),
  ]);
  if (firstLoad) {
    const { js, css, signIn } = firstLoad;
    rows.push(
      [
        'initial JS, signed in',
        `${kB(js.gzip)} gzip, ${kB(js.brotli)} brotli (${kB(js.raw)} raw, ${js.files} files)`,
        `≤ ${kB(JS_TARGET_GZIP_BYTES)} gzip`,
        verdict(js.gzip <= JS_TARGET_GZIP_BYTES),
      ],
      [
        'JS a sign-in loads besides',
        `${kB(signIn.gzip)} gzip, ${kB(signIn.brotli)} brotli (${kB(signIn.raw)} raw, ${signIn.files} files)`,
        '—',
        '',
      ],
      ['initial CSS', `${kB(css.gzip)} gzip, ${kB(css.brotli)} brotli (${css.files} files)`, '—', ''],
    );
  }
  for (const { backend, with: recorded, without } of trail)
    rows.push([
      `member updates/s with the history, ${backend}`,
      `${rate(recorded)} with, ${rate(without)} without (${((recorded / without) * 100).toFixed(0)} %)`,
      `≥ ${TRAIL_TARGET * 100} % of without`,
      verdict(recorded >= TRAIL_TARGET * without),
    ]);
  for (const figures of statements)
    rows.push([
      `PUT /Dues/statements, ${figures.credits.toLocaleString('en')} credits at ${figures.members.toLocaleString('en')} members, ${figures.backend}`,
      `preview ${(figures.previewMs / 1000).toFixed(1)} s, booking ${(figures.bookMs / 1000).toFixed(1)} s ` +
        `(${figures.matched.toLocaleString('en')} matched, ${figures.suggested.toLocaleString('en')} suggested, ` +
        `of ${figures.requests.toLocaleString('en')} requests)`,
      `≤ ${STATEMENT_TARGET_MS / 1000} s each`,
      verdict(Math.max(figures.previewMs, figures.bookMs) <= STATEMENT_TARGET_MS),
    ]);
  if (lighthouse) rows.push(...lighthouseRows(lighthouse));
  for (const { backend, members, requests, seconds } of duesRuns)
    rows.push([
      `dues run, persisted, per household, ${backend}`,
      `${seconds.toFixed(1)} s: ${requests.toLocaleString('en')} requests for ${members.toLocaleString('en')} members`,
      `≤ ${DUES_RUN_TARGET_SECONDS} s at 100,000 members`,
      verdict(seconds <= DUES_RUN_TARGET_SECONDS),
    ]);
  for (const figure of doubles)
    rows.push([
      `POST /Members/doubles/list, first page, ${figure.backend}`,
      `newest ${figure.newestMs.toFixed(0)} ms, strongest ${figure.strongestMs.toFixed(0)} ms (slowest run): ` +
        `${figure.pairs.toLocaleString('en')} pairs among ${figure.members.toLocaleString('en')} members, ` +
        `${figure.planted.toLocaleString('en')} planted`,
      `≤ ${DOUBLES_TARGET_MS / 1000} s at 100,000 members`,
      verdict(Math.max(figure.newestMs, figure.strongestMs) <= DOUBLES_TARGET_MS),
    ]);
  return markdownTable(['figure', 'value', 'target', 'result'], rows);
}
