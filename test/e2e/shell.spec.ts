/**
 * Dashboard counts from the database, languages, the narrow-screen sidebar, the header at phone and
 * tablet width, keyboard focus (skip link, focus ring, dialog), translated page buttons, screenshots (the forms: forms.spec.ts).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn, screenshot, seededStatusCounts, staff } from './fixtures';

test('the dashboard shows the database counts, in Dutch by default and in English after switching', async ({
  page,
}) => {
  const counts = await seededStatusCounts();
  const dictionaries: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/i18n/')) dictionaries.push(pathname);
  });
  await openSignedIn(page, '/dashboard');
  const main = page.getByRole('main');
  const cards: [string, string, number][] = [
    ['Actieve leden', 'Active members', counts.activeMembers],
    ['Ringbestellingen', 'Ring orders', counts.orderQuantity],
    ['Zoekertjes', 'Adverts', counts.advertQuantity],
    ['Activiteiten', 'Activities', counts.activityQuantity],
    ['Verkopers', 'Vendors', counts.vendorQuantity],
    ['Berichten', 'Messages', counts.messageQuantity],
  ];
  for (const [nl, , count] of cards) {
    await expect(main.getByRole('link', { name: `${count} ${nl}` })).toBeVisible();
  }
  await screenshot(page, 'dashboard-nl');
  // Only the dictionary of the language shown is fetched.
  expect(new Set(dictionaries)).toEqual(new Set(['/assets/i18n/nl.json']));

  await page.getByRole('button', { name: 'English' }).click();
  for (const [, en, count] of cards) {
    await expect(main.getByRole('link', { name: `${count} ${en}` })).toBeVisible();
  }
  await expect(page.getByRole('menu').getByText('Members')).toBeVisible();
  await screenshot(page, 'dashboard-en');
  expect(dictionaries.at(-1)).toBe('/assets/i18n/en.json');

  dictionaries.length = 0;
  await page.reload();
  await expect(main.getByRole('link', { name: `${counts.activeMembers} Active members` })).toBeVisible();
  expect(new Set(dictionaries)).toEqual(new Set(['/assets/i18n/en.json']));
});

test('the sidebar links to the areas and collapses after navigation at 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openSignedIn(page, '/dashboard');
  const menu = page.getByRole('menu');
  const header = page.getByRole('banner');
  // The header's sidebar button, whichever way it points, before asking which.
  await expect(header.getByRole('button', { name: /^Menu (openen|sluiten)$/ })).toBeVisible();
  if (await header.getByRole('button', { name: 'Menu openen' }).isVisible()) {
    await header.getByRole('button', { name: 'Menu openen' }).click();
  }
  await expect(header.getByRole('button', { name: 'Menu sluiten' })).toBeVisible();
  await expect(menu.getByText('Leden')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Leden' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/members'));
  await expect(header.getByRole('button', { name: 'Menu openen' })).toBeVisible();
  await expect(menu.getByText('Leden')).toBeHidden();
  await screenshot(page, 'narrow-after-navigation-nl');
});

test('the sidebar has no links for orders or notifications, and Downloads leads to documents', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  const menu = page.getByRole('menu');
  // The revue's mailing is a link of its own under Zoekertjes (issue I2); a beheerder also has the
  // dues (issue K) and the staff accounts (issue J).
  const names = [
    'Dashboard',
    'Leden',
    'Zoekertjes',
    'Revue verzenden',
    'Activiteiten',
    'Verkopers',
    'Berichten',
    'Downloads',
    'Lidgeld',
    'Medewerkers',
  ];
  await expect(menu.getByRole('menuitem')).toHaveText(names);
  await menu.getByRole('menuitem', { name: 'Downloads' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/documents'));
});

/** The top and bottom of `locator` on the screen. */
async function verticalBox(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the screen');
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
}

/** Presses Tab until the focused element's accessible text matches `name` (at most 30 times). */
async function tabTo(page: Page, name: RegExp) {
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );
    if (name.test(text)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The computed outline of the focused element. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });

for (const width of [390, 800]) {
  test(`at ${width} px the header is one 45 px row, the page starts right below it, and the user menu signs out`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await openSignedIn(page, '/dashboard');
    const header = page.getByRole('banner');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await verticalBox(header)).toEqual({ top: 0, bottom: 45 });
    expect((await verticalBox(page.locator('#main-content'))).top).toBe(45);
    const controls = [
      header.getByText('Club Beheer'),
      header.getByRole('link', { name: /^Meldingen \(\d+\)$/ }),
      header.getByRole('button', { name: 'NL, Nederlands' }),
      header.getByRole('button', { name: 'EN, English' }),
      header.getByRole('button', { name: `Account van ${staff.email}` }),
    ];
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
      const box = await verticalBox(control);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(45);
    }
    if (width >= 600) await expect(header.getByText(staff.email)).toBeVisible();
    await screenshot(page, `header-${width}-nl`);

    await header.getByRole('button', { name: `Account van ${staff.email}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(staff.email)).toBeInViewport({ ratio: 1 });
    await expect(menu.getByRole('menuitem', { name: 'Afmelden' })).toBeInViewport({ ratio: 1 });
    await screenshot(page, `user-menu-${width}-nl`);
    await menu.getByRole('menuitem', { name: 'Afmelden' }).click();
    await page.waitForURL(/\/idp\/interaction\//);
    await expect(page.getByLabel('Wachtwoord')).toBeVisible();
  });
}

test('the first Tab shows the skip link in full, and it moves focus to the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/members');
  await expect(page.getByRole('button', { name: 'Naar de volgende pagina' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  // Its text is laid out (on phones it is drawn from its name): far wider than an empty icon button.
  const box = await skip.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(30);
  expect(await focusOutline(page)).toMatchObject({ style: 'solid', width: '2px' });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator('#main-content :focus')).toHaveCount(1);
});

test('keyboard focus shows a 2 px ring: dark on a sidebar item, white in the blue header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, '/dashboard');
  await tabTo(page, /^Meldingen \(\d+\)$/);
  expect(await focusOutline(page)).toEqual({ style: 'solid', width: '2px', color: 'rgb(255, 255, 255)' });
  await tabTo(page, /^Leden$/);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Leden' })).toBeFocused();
  expect(await focusOutline(page)).toEqual({ style: 'solid', width: '2px', color: 'rgb(26, 26, 26)' });
});

test('the confirmation dialog keeps focus inside and gives it back to Verwijderen', async ({ page }) => {
  await openSignedIn(page, '/notifications');
  await page.getByRole('table').getByRole('row').nth(1).getByRole('checkbox').check();
  const remove = page.getByRole('button', { name: 'Verwijderen' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let presses = 0; presses < 4; presses++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});

test("the members list's page buttons are named in the language in use, on a phone and wide", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/members');
  await expect(page.getByRole('button', { name: 'Naar de volgende pagina' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Naar de vorige pagina' })).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Naar pagina 2' })).toBeVisible();
  await expect(page.getByText('Rijen per pagina:')).toBeVisible();
  await page.getByRole('button', { name: 'EN, English' }).click();
  await expect(page.getByRole('button', { name: 'Go to next page' })).toBeVisible();
  await expect(page.getByText('Rows per page:')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Go to next page' })).toBeVisible();
});

test('the tab is named after the screen and the classic /favicon.ico leads to the club icon', async ({
  page,
}) => {
  await openSignedIn(page, '/members');
  await expect(page).toHaveTitle('Leden — Club Beheer');
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(icon.url()).toMatch(/\/favicon\.svg$/);
});

test("a list's address gives a page that asks for the list's own files at once, and the list shows", async ({
  page,
}) => {
  const html = async (path: string) =>
    (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  const preloaded = (text: string) =>
    [...text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const members = preloaded(await html('/members'));
  const dashboard = preloaded(await html('/dashboard'));
  // Beyond what every page asks for: the list screen and the parts every list shares.
  const own = members.filter((file) => !dashboard.includes(file));
  expect(own).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/MembersList-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/lists-[\w-]+\.js$/),
    ]),
  );
  for (const file of own) expect((await page.request.get(file)).status()).toBe(200);
  await openSignedIn(page, '/members');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leden' })).toBeVisible();
  await expect(page.locator('a[href^="/members/"]').first()).toBeVisible();
});
