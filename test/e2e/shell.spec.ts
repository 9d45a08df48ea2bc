/** Dashboard counts from the database, languages, the narrow-screen sidebar, and screenshots (the forms: forms.spec.ts). */
import { expect, test } from '@playwright/test';
import { openSignedIn, screenshot, seededStatusCounts } from './fixtures';

test('the dashboard shows the database counts, in Dutch by default and in English after switching', async ({
  page,
}) => {
  const counts = await seededStatusCounts();
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

  await page.getByRole('button', { name: 'English' }).click();
  for (const [, en, count] of cards) {
    await expect(main.getByRole('link', { name: `${count} ${en}` })).toBeVisible();
  }
  await expect(page.getByRole('menu').getByText('Members')).toBeVisible();
  await screenshot(page, 'dashboard-en');

  await page.reload();
  await expect(main.getByRole('link', { name: `${counts.activeMembers} Active members` })).toBeVisible();
});

test('the sidebar links to the areas and collapses after navigation at 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openSignedIn(page, '/dashboard');
  const menu = page.getByRole('menu');
  const header = page.getByRole('banner');
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
  const names = ['Dashboard', 'Leden', 'Zoekertjes', 'Activiteiten', 'Verkopers', 'Berichten', 'Downloads'];
  await expect(menu.getByRole('menuitem')).toHaveText(names);
  await menu.getByRole('menuitem', { name: 'Downloads' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/documents'));
});
