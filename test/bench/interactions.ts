/**
 * Every tap answered (issue M #38 §2): the interaction to next paint of five everyday interactions on a
 * phone — a 390 px viewport, the CPU slowed 4× (Chrome DevTools Protocol
 * `Emulation.setCPUThrottlingRate`) — as the page's own Event Timing API reports them: for each
 * interaction (`interactionId`), the longest `event` entry's `duration`, from the input to the next
 * paint after its handlers. Work the interaction starts later (a request, a lazily loaded screen) is
 * not part of it, as in the browser's INP.
 */
import type { CDPSession, Page } from '@playwright/test';

/** One interaction's name and its figure per run (ms, the worst interaction of the step, e.g. of every key typed). */
export interface InteractionRuns {
  name: string;
  runs: number[];
}

/** The viewport and CPU slowdown of the measure (issue M: a mid-range phone). */
export const PHONE = { width: 390, height: 844, cpuSlowdown: 4 } as const;

declare global {
  interface Window {
    /** Per interaction id, the longest event duration seen since {@link observeInteractions} (ms). */
    __interactions?: Map<number, number>;
  }
}

/** Starts recording the page's interactions (event entries of 16 ms and more, the API's smallest threshold). */
function observeInteractions(page: Page) {
  return page.evaluate(() => {
    const seen = new Map<number, number>();
    window.__interactions = seen;
    new PerformanceObserver((list) => {
      // `interactionId` is newer than TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (entry.interactionId)
          seen.set(entry.interactionId, Math.max(seen.get(entry.interactionId) ?? 0, entry.duration));
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/**
 * The longest interaction recorded since the last call on this document, ms (0 when none took 16 ms),
 * and forgets them. Waits two frames first, so the last interaction's entry has been delivered.
 */
function takeWorst(page: Page): Promise<number> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => setTimeout(done, 100));
    const seen = window.__interactions ?? new Map<number, number>();
    const worst = Math.max(0, ...seen.values());
    seen.clear();
    return worst;
  });
}

/** One step: what to do on the page, and what shows once it is done. */
interface Step {
  name: string;
  /** Brings the page to where the step starts (not measured). */
  prepare: (page: Page) => Promise<void>;
  /** The interaction (measured), and the wait for what it shows. */
  act: (page: Page) => Promise<void>;
  /** Undoes what the step leaves that a later load would keep (not measured). */
  restore?: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');

/** The link of the first record in the list on `page` ("/members/123"; not "/members/create"). */
async function firstRecordLink(page: Page) {
  const record = /^\/members\/\d+$/;
  await page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('main a')].some((a) =>
        new RegExp(source).test(a.getAttribute('href') ?? ''),
      ),
    record.source,
  );
  const hrefs = await main(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return main(page).locator(`a[href="${hrefs.find((href) => record.test(href))}"]`);
}

/** Opens the members list and waits for its first member. */
async function openMembers(page: Page) {
  await page.goto('/members');
  await firstRecordLink(page);
}

const STEPS: Step[] = [
  {
    name: 'typing a name in the members search',
    prepare: async (page) => {
      await openMembers(page);
      // Without the previous run's search, which the list keeps.
      const search = page.getByRole('textbox', { name: 'Zoeken' });
      await search.fill('');
      await page.waitForURL((url) => !url.search.includes('Vanneste'));
      await firstRecordLink(page);
    },
    act: async (page) => {
      const search = page.getByRole('textbox', { name: 'Zoeken' });
      await search.click();
      await search.pressSequentially('Vanneste', { delay: 120 });
      await page.waitForURL(/Vanneste/);
      await main(page)
        .getByText(/Vanneste/)
        .first()
        .waitFor();
    },
  },
  {
    name: 'opening a member',
    prepare: openMembers,
    act: async (page) => {
      await (await firstRecordLink(page)).click();
      await page.getByRole('textbox', { name: 'Voornaam' }).waitFor();
    },
  },
  {
    name: 'saving a member',
    prepare: async (page) => {
      await openMembers(page);
      await (await firstRecordLink(page)).click();
      const city = page.getByRole('textbox', { name: 'Gemeente' });
      await city.waitFor();
      // A change to save, written back as it was: the next run finds the same member.
      const value = await city.inputValue();
      await city.fill(value.endsWith(' ') ? value.trimEnd() : `${value} `);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await page.getByText('Lid opgeslagen').first().waitFor();
    },
  },
  {
    name: 'ticking a notification',
    prepare: async (page) => {
      await page.goto('/notifications');
      await main(page).getByRole('checkbox').nth(1).waitFor();
    },
    act: async (page) => {
      const box = main(page).getByRole('checkbox').nth(1);
      await box.click();
      await page.waitForFunction(
        () => document.querySelectorAll('main input[type="checkbox"]:checked').length > 0,
      );
    },
  },
  {
    name: 'opening the sidebar',
    prepare: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('banner').getByRole('button', { name: 'Menu openen' }).waitFor();
    },
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Menu openen' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Leden' }).waitFor();
    },
    // react-admin keeps the sidebar open across loads, which would cover the next step's page.
    restore: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('button', { name: 'Menu openen' }).waitFor();
    },
  },
];

/**
 * Runs each of the five steps `runs` times on `page` (signed in, the SPA served), with the viewport
 * and CPU of {@link PHONE}; each run starts from a fresh load of the step's page, so one step's
 * leftovers do not weigh on the next. Leaves the page at full speed and its viewport as found.
 * @returns per step, its worst interaction per run (ms).
 * @throws Error when a step's page or result does not show (Playwright's timeout).
 */
export async function measureInteractions(page: Page, runs: number): Promise<InteractionRuns[]> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  const session: CDPSession = await page.context().newCDPSession(page);
  const results = STEPS.map((step) => ({ name: step.name, runs: [] as number[] }));
  try {
    for (let run = 0; run < runs; run++)
      for (const [index, step] of STEPS.entries()) {
        await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await step.prepare(page);
        await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
        await observeInteractions(page);
        await step.act(page);
        results[index]?.runs.push(await takeWorst(page));
        await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await step.restore?.(page);
      }
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await session.detach();
    if (viewport) await page.setViewportSize(viewport);
  }
  return results;
}
