/**
 * WCAG 2.2 AA on every screen, in both languages (issue H): axe-core checks each list, form, detail, a
 * dialog and an open history panel of the seeded product, and the main screens and the user menu at
 * phone width; no critical or serious violation may be found.
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { openSignedIn } from './fixtures';

/** The screens, by path; ids are records of the deterministic demo data. */
const SCREENS = [
  '/dashboard',
  '/notifications',
  '/members',
  '/members/create',
  '/members/1',
  '/members/import',
  '/adverts',
  '/adverts/create',
  '/adverts/10',
  '/adverts/revue',
  '/revueRecipients',
  '/revueRecipients/create',
  '/revueRecipients/1',
  '/activities',
  '/activities/create',
  '/activities/3',
  '/locations',
  '/locations/2',
  '/vendors',
  '/vendors/create',
  '/vendors/2',
  '/messages',
  '/messages/create',
  '/messages/2/show',
  '/documents',
  '/documents/create',
  '/documents/2',
  '/orders',
  '/orders/5/show',
  '/history',
];

/** Dialogs checked open: the screen and the button that opens it (nl or en). */
const DIALOGS = [
  { path: '/orders', opener: /^(Samenvatting per ringmaat|Summary per ring size)$/ },
  { path: '/adverts/10', opener: /^(Verwijderen|Delete)$/ },
  { path: '/members/1', opener: /^(Deactiveren|Deactivate)$/ },
  { path: '/revueRecipients/1', opener: /^(Verwijderen|Delete)$/ },
];

/** Panels checked open: the screen and the button that opens it (nl or en) — a record's history. */
const PANELS = [{ path: '/members/1', opener: /^(Geschiedenis|History)$/ }];

/** Waits until the screen at `path` has loaded, every loader gone. */
async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#main-content')).toBeVisible();
  // Checked once loaded: react-admin's loader of a screen's first load carries no name of its own.
  await expect(page.locator('.MuiLinearProgress-root, .RaLoading-root')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const [language, switchTo] of [
  ['nl', undefined],
  ['en', 'EN, English'],
] as const) {
  test(`every screen passes axe-core in ${language}`, async ({ page }) => {
    test.setTimeout(240_000);
    await openSignedIn(page, '/dashboard');
    if (switchTo) await page.getByRole('button', { name: switchTo }).click();
    const found: string[] = [];
    for (const path of SCREENS) {
      await openLoaded(page, path);
      found.push(...(await violations(page)));
    }
    // The dialogs open: the confirmation before notifications are deleted, and those of DIALOGS.
    await page.goto('/notifications');
    await page.getByRole('table').getByRole('row').nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: /^(Verwijderen|Delete)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page)));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Nee|No)$/ })
      .click();
    for (const { path, opener } of DIALOGS) {
      await openLoaded(page, path);
      await page.getByRole('main').getByRole('button', { name: opener }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
      found.push(...(await violations(page)));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    for (const { path, opener } of PANELS) {
      await openLoaded(page, path);
      const button = page.getByRole('main').getByRole('button', { name: opener });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // Loaded: its entries, or the sentence saying there are none yet.
      const panel = page.getByRole('region', { name: opener });
      await expect(panel).toHaveText(/\w/);
      await expect(panel.getByRole('progressbar')).toHaveCount(0);
      found.push(...(await violations(page)));
    }
    expect(found).toEqual([]);
  });
}

test('at phone width (390 px) the main screens and the open user menu pass axe-core in nl and en', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/dashboard');
  const found: string[] = [];
  for (const [switchTo, account] of [
    [undefined, 'Account van'],
    ['EN, English', 'Account of'],
  ] as const) {
    if (switchTo) await page.getByRole('button', { name: switchTo }).click();
    for (const path of [
      '/dashboard',
      '/members',
      '/members/1',
      '/notifications',
      '/adverts/revue',
      '/history',
    ]) {
      await openLoaded(page, path);
      found.push(...(await violations(page)));
    }
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${account} `) })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    found.push(...(await violations(page)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }
  expect(found).toEqual([]);
});
