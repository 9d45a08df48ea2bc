/** The notification overview of spec §2: selection, the confirmation dialog, deletion, the count. */
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, screenshot } from './fixtures';

async function headerTotal(page: Page): Promise<number> {
  const link = page.getByRole('banner').getByRole('link', { name: /^(Meldingen|Notifications) \(\d+\)$/ });
  await expect(link).toBeVisible();
  return Number((await link.getAttribute('aria-label'))?.match(/\((\d+)\)/)?.[1]);
}

test('No keeps the selected notifications, Yes deletes them and the count drops by two', async ({ page }) => {
  await openSignedIn(page, '/notifications');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['', 'Naam', 'Wijziging', 'Tijdstip']);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const deleteButton = page.getByRole('button', { name: 'Verwijderen' });
  await expect(deleteButton).toBeDisabled();
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const before = await headerTotal(page);
  // 25 rows a page; the pager counts what was loaded.
  await expect(rows).toHaveCount(26);
  const range = page.getByText(/^1-25 van \d+$/);
  await expect(range).toHaveText(`1-25 van ${before}`);
  await screenshot(page, 'notifications-nl');

  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await expect(deleteButton).toBeEnabled();

  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Bent u zeker dat u deze meldingen wilt verwijderen?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Nee' }).click();
  await expect(dialog).toBeHidden();
  await expect(range).toHaveText(`1-25 van ${before}`);
  expect(await headerTotal(page)).toBe(before);

  await deleteButton.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await expect(range).toHaveText(`1-25 van ${before - 2}`);
  await expect.poll(() => headerTotal(page)).toBe(before - 2);
  await expect(deleteButton).toBeDisabled();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['', 'Name', 'Change', 'Time']);
  await screenshot(page, 'notifications-en');
});

test('a name opens its record; the type filter shows one kind of change', async ({ page }) => {
  await openSignedIn(page, '/notifications');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('combobox', { name: 'Wijziging' }).click();
  await page.getByRole('option', { name: 'Nieuwe ringbestelling' }).click();
  const types = table.getByRole('row').locator('td:nth-child(3)');
  await expect(types.first()).toHaveText('Nieuwe ringbestelling');
  expect(new Set(await types.allTextContents())).toEqual(new Set(['Nieuwe ringbestelling']));

  const link = table.getByRole('row').nth(1).getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/orders\/\d+\/show$/);
  await expect(page.getByText(name).first()).toBeVisible();
});
