/**
 * The first load as a browser sees it: Lighthouse on the dashboard and the members list, cold cache,
 * signed in, with its desktop preset (simulated 40 ms round trips and 10 Mbit/s, no CPU slowdown) and
 * its default mobile preset (an emulated mid-range phone: 150 ms round trips, 1.6 Mbit/s, the CPU
 * slowed 4×; issue M #38); the requests a repeat visit makes; and the interaction to next paint of
 * five everyday interactions on a slowed phone (interactions.ts). Against the whole product (`server/src/start.ts`: SPA, API and
 * embedded identity provider, as `npm start` runs it) on PGlite grown as the list bench grows it, in
 * Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium) driven by Playwright, with Lighthouse
 * attached on its DevTools port.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { rootDir } from '../../server/src/app';
import { buildSpa, spaBuildIsStale } from '../../server/src/buildSpa';
import { loadConfig } from '../../server/src/config';
import { prepareDatabase } from '../../server/src/db/prepare';
import { isHashedAsset } from '../../server/src/plugins/spa';
import { openSignedIn } from '../e2e/fixtures';
import { freePort } from '../freePort';
import { growData } from './grow';
import { type InteractionRuns, measureInteractions } from './interactions';
import { type Child, startNode } from './processes';

/** One Lighthouse run of one page, in ms. */
export interface PageRun {
  /** Largest contentful paint. */
  lcp: number;
  /** Total blocking time. */
  tbt: number;
  /** First contentful paint. */
  fcp: number;
}

/** Lighthouse's presets the pages are measured with. */
export type Preset = 'desktop' | 'mobile';

export interface LighthouseResult {
  /** Runs per page path ('/dashboard', '/members') and preset, in the order they ran. */
  pages: { path: string; preset: Preset; runs: PageRun[] }[];
  /** The five interactions on a phone, each run's worst interaction to next paint (ms). */
  interactions: InteractionRuns[];
  /** A second visit of /members: the hashed assets it fetched over the network, and how many came from the cache. */
  repeatVisit: { fetchedAssets: string[]; cachedAssets: number };
  /** Lighthouse's measure of this machine's speed in each run (its benchmark index; higher is faster). */
  benchmarkIndexes: number[];
  notes: string[];
}

const LIGHTHOUSE_PAGES = ['/dashboard', '/members'];
/** Each preset's configuration: the desktop one, and Lighthouse's default (mobile, `undefined`). */
const PRESETS: { preset: Preset; config: typeof desktopConfig | undefined }[] = [
  { preset: 'desktop', config: desktopConfig },
  { preset: 'mobile', config: undefined },
];

/** The page's resources as resource timing reports them: path and bytes over the network (0: from the cache). */
const resources = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      transferSize: (entry as PerformanceResourceTiming).transferSize,
    })),
  );

/** Opens the members list on `page` and waits for its first member. */
async function openMembers(page: Page) {
  await page.goto('/members');
  await page.locator('a[href^="/members/"]').first().waitFor();
}

/**
 * Grows a fresh PGlite database to `members` and `notifications`, starts the product on it, signs in
 * as the demo staff account and runs Lighthouse `runs` times on each of {@link LIGHTHOUSE_PAGES} with
 * each of {@link PRESETS}, clearing the browser's cache (not its storage: the session stays) before
 * each run; then loads /members twice and reports what the second load fetched, and measures the
 * interactions `runs` times each. Builds dist/ first when it is stale.
 * @throws Error when the server does not start, the sign-in fails or Lighthouse returns no result.
 */
export async function measureLighthouse(
  settings: { members: number; notifications: number; runs: number },
  log: (line: string) => void,
): Promise<LighthouseResult> {
  const notes: string[] = [];
  if (spaBuildIsStale(rootDir)) {
    await buildSpa(rootDir);
    notes.push('Lighthouse: dist/ was stale or missing: built for this run');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-beheer-bench-lighthouse-'));
  const profileDir = path.join(dataDir, 'chromium');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true' };
  let server: Child | undefined;
  let browser: BrowserContext | undefined;
  try {
    const database = await prepareDatabase(loadConfig({ ...env, PORT: String(port) }), () => {});
    const counts = await growData(database, settings);
    await database.close();
    server = await startNode('server/src/start.ts', [], env, '/readyz', port);
    browser = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      baseURL: base,
      viewport: { width: 1350, height: 940 },
      // Dutch, as the club's staff use it (and as openSignedIn reads the provider's page), in the tabs
      // Lighthouse opens too.
      locale: 'nl-BE',
      args: [
        '--lang=nl-BE',
        '--remote-debugging-port=0',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    const debuggingPort = Number(
      (await readFile(path.join(profileDir, 'DevToolsActivePort'), 'utf8')).split('\n')[0],
    );
    const page = browser.pages()[0] ?? (await browser.newPage());
    await openSignedIn(page);
    await page.getByRole('link', { name: 'Leden' }).first().waitFor();
    const clearCache = async () => {
      const session = await page.context().newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await session.detach();
    };
    log(
      `Lighthouse: ${counts.members.toLocaleString('en')} members on PGlite; ${settings.runs} run${settings.runs === 1 ? '' : 's'} of ${LIGHTHOUSE_PAGES.join(' and ')}, desktop and mobile`,
    );
    const pages = PRESETS.flatMap(({ preset, config }) =>
      LIGHTHOUSE_PAGES.map((pagePath) => ({ path: pagePath, preset, config, runs: [] as PageRun[] })),
    );
    const benchmarkIndexes: number[] = [];
    for (let run = 0; run < settings.runs; run++)
      for (const entry of pages) {
        await clearCache();
        const result = await lighthouse(
          `${base}${entry.path}`,
          {
            port: debuggingPort,
            disableStorageReset: true,
            onlyCategories: ['performance'],
            logLevel: 'error',
          },
          entry.config,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${entry.path}`);
        const { audits, finalDisplayedUrl, environment } = result.lhr;
        benchmarkIndexes.push(environment.benchmarkIndex);
        if (new URL(finalDisplayedUrl).pathname !== entry.path)
          throw new Error(`Lighthouse on ${entry.path} ended on ${finalDisplayedUrl}: not signed in?`);
        entry.runs.push({
          lcp: audits['largest-contentful-paint'].numericValue ?? Number.NaN,
          tbt: audits['total-blocking-time'].numericValue ?? Number.NaN,
          fcp: audits['first-contentful-paint'].numericValue ?? Number.NaN,
        });
      }

    await clearCache();
    await openMembers(page);
    const second = await browser.newPage();
    await openMembers(second);
    const assets = (await resources(second)).filter((resource) => isHashedAsset(resource.path.slice(1)));
    const fetched = assets.filter((asset) => asset.transferSize > 0);
    await second.close();
    log(`Interactions: ${settings.runs} run${settings.runs === 1 ? '' : 's'} of each, 390 px, CPU 4× slower`);
    const interactions = await measureInteractions(page, settings.runs);
    return {
      pages: pages.map(({ path: pagePath, preset, runs }) => ({ path: pagePath, preset, runs })),
      interactions,
      repeatVisit: {
        fetchedAssets: fetched.map((asset) => asset.path),
        cachedAssets: assets.length - fetched.length,
      },
      benchmarkIndexes,
      notes,
    };
  } finally {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
