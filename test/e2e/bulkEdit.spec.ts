/**
 * Bulk edit end to end (issue L item 2): a secretaris ticks five members, sets the revue switch in the
 * "Wijzigen" dialog, confirms the question naming the count, and undoes it — the five are unchanged;
 * done again by keyboard and left to run, the five no longer receive the revue, each with a history
 * entry of the change.
 */
import { expect, type Page, test } from '@playwright/test';
import { demoAccount, openSignedIn, screenshot } from './fixtures';

const secretaris = demoAccount('secretaris');
const main = (page: Page) => page.getByRole('main');
const REVUE = 'Ontvangt de gedrukte revue';

/** The ids of the first five members of the list, as their rows link to them. */
async function firstFive(page: Page): Promise<string[]> {
  const links = main(page).getByRole('row').getByRole('link');
  await expect(links.nth(4)).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.slice(0, 5).map((href) => href.replace('/members/', ''));
}

/** Whether each member gets the printed revue, as their edit page's switch shows it. */
async function revueOf(page: Page, ids: string[]): Promise<boolean[]> {
  const states: boolean[] = [];
  for (const id of ids) {
    await page.goto(`/members/${id}`);
    const toggle = main(page).getByRole('switch', { name: REVUE });
    await expect(toggle).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: 'Stamnummer' })).not.toHaveValue('');
    states.push(await toggle.isChecked());
  }
  return states;
}

/** The members list with its first five rows ticked. */
async function tickFive(page: Page) {
  await page.goto('/members');
  const rows = main(page).getByRole('row');
  await expect(rows.nth(5)).toBeVisible();
  for (let index = 1; index <= 5; index++) await rows.nth(index).getByRole('checkbox').check();
  await expect(page.getByText('5 geselecteerd')).toBeVisible();
}

test('a secretaris sets the revue switch of five members, undoes it, then lets it run', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, '/members', secretaris);
  const ids = await firstFive(page);
  const before = await revueOf(page, ids);
  // Most members get the revue: the change is one to see.
  expect(before).toContain(true);

  // Undone: the list showed the change at once, and nothing reached the server.
  await tickFive(page);
  await main(page).getByRole('button', { name: 'Wijzigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selectie wijzigen' });
  await dialog.getByRole('radio', { name: 'Revue' }).check();
  await dialog.getByRole('radio', { name: 'Nee' }).check();
  await expect(dialog.getByText('5 leden wijzigen: Revue → Nee?')).toBeVisible();
  await screenshot(page, 'members-bulk-edit-nl');
  await dialog.getByRole('button', { name: 'Wijzigen' }).click();
  await expect(page.getByText('5 leden gewijzigd')).toBeVisible();
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(page.getByText('5 leden gewijzigd')).toBeHidden();
  expect(await revueOf(page, ids)).toEqual(before);

  // By keyboard, and left to run: sent when the notification has gone.
  await tickFive(page);
  await main(page).getByRole('button', { name: 'Wijzigen' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Revue' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Ja' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Nee' })).toBeChecked();
  await expect(dialog.getByText('5 leden wijzigen: Revue → Nee?')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Wijzigen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('5 leden gewijzigd')).toBeVisible();
  await expect(page.getByText('5 leden gewijzigd')).toBeHidden();
  expect(await revueOf(page, ids)).toEqual([false, false, false, false, false]);

  // Each changed member's history names the change.
  const changed = ids.filter((_, index) => before[index]);
  if (changed.length > 0) {
    await page.goto(`/members/${changed[0]}`);
    await main(page).getByRole('button', { name: 'Geschiedenis' }).click();
    await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText(REVUE);
  }
});
