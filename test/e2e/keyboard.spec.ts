/**
 * A whole task with the keyboard alone (issue H): sign in, search a member, open them from the list with
 * Tab and Enter on their name, change the town, save with Tab and Enter, and see the change saved.
 * Where the focus goes: after a save, a confirmed delete and the header's Meldingen link it is on the
 * new page's heading (never on the body, never left in the header); a delete's confirmation opens on
 * its cancel button, so Enter, Enter deletes nothing.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn, staff, typeDate } from './fixtures';

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('sign in, find a member, change their town and save, with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/members');
  await page.waitForURL(/\/idp\/interaction\//);
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await page.keyboard.type(staff.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(staff.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/members');

  const search = page.getByRole('textbox', { name: 'Zoeken' });
  await tabTo(page, search);
  await page.keyboard.type('Dirk Baert');
  const link = page.getByRole('main').getByRole('link', { name: 'Dirk Baert' });
  await expect(page.getByRole('main').getByRole('row')).toHaveCount(2);
  await tabTo(page, link);
  const ring = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(ring, 'the focused name shows a focus ring').toBe('solid');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/members\/\d+$/);
  const editPath = new URL(page.url()).pathname;

  const town = page.getByRole('textbox', { name: 'Gemeente', exact: true });
  await expect(town).not.toHaveValue('');
  await tabTo(page, town);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Wevelgem');
  await tabTo(page, page.getByRole('button', { name: 'Opslaan' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lid opgeslagen')).toBeVisible();
  // Back on the list, the focus is on its heading: the next Tab goes on in the list's page.
  await expect(page.getByRole('heading', { level: 1, name: 'Leden' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  await page.goto(editPath);
  await expect(page.getByRole('textbox', { name: 'Gemeente', exact: true })).toHaveValue('Wevelgem');
});

/** Whether the focus is inside the page's main content. */
const focusInMain = (page: Page) =>
  page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement) ?? false);

test('after saving the focus is on the heading; the delete confirmation opens on Annuleren; after deleting the focus is on the list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = 'Toetsenbordavond';
  await openSignedIn(page, '/activities/create');
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await typeDate(page, 'Begin', '150920272000');
  await typeDate(page, 'Einde', '150920272200');
  await page.getByRole('button', { name: 'Opslaan' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/activities\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: `Activiteit ${title}` });
  await expect(heading).toBeFocused();

  // The confirmation opens on its safe choice: Enter, Enter keeps the activity.
  const remove = page.getByRole('main').getByRole('button', { name: 'Verwijderen' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(heading).toBeVisible();
  await expect(remove).toBeFocused();

  // Confirmed with Tab and Enter, the activity is gone and the focus is on the list's heading.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Bevestigen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten' })).toBeFocused();
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test("the order's delete confirmation opens on Nee: Enter there deletes nothing", async ({ page }) => {
  await openSignedIn(page, '/orders/5/show');
  const remove = page.getByRole('main').getByRole('button', { name: 'Verwijderen' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Nee' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/orders\/5\/show$/);
  await expect(remove).toBeFocused();
});

test("after the header's Meldingen link the focus is on the notifications' heading, the next Tab in their content", async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Meldingen/ })
    .focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusInMain(page)).toBe(true);
});
