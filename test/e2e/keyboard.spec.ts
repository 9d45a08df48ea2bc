/**
 * A whole task with the keyboard alone (issue H): sign in, search a member, open them from the list with
 * Tab and Enter on their name, change the town, save with Tab and Enter, and see the change saved.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { staff } from './fixtures';

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

  await page.goto(editPath);
  await expect(page.getByRole('textbox', { name: 'Gemeente', exact: true })).toHaveValue('Wevelgem');
});
