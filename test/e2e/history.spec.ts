/**
 * The history end to end (issue I1): a member whose address is changed shows "8000 → 8700" in the
 * history panel of their page (closed at first, opened by keyboard), the club's history page lists the
 * change — naming the member by name and stam number — and filters it by kind of record, and the
 * member's page lists their ring orders. Screenshots at 1440 and 390 px (nl); axe-core on the open
 * panel and the history page with entries.
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { openSignedIn, screenshot, staff } from './fixtures';

const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** Opens the history panel of the page shown by keyboard (Tab to its button, Enter). */
async function openHistoryPanel(page: Page) {
  const button = page.getByRole('button', { name: 'Geschiedenis' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: 'Geschiedenis' });
}

test('a changed address shows old → new in the member history and on the club history page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/members/create');
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Hanne');
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Verhaeghe');
  await page.getByRole('textbox', { name: 'Stamnummer', exact: true }).fill('HV2026');
  await page.getByRole('textbox', { name: 'Straat', exact: true }).fill('Markt');
  await page.getByRole('textbox', { name: 'Nummer', exact: true }).fill('1');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('8000');
  await page.getByRole('textbox', { name: 'Gemeente', exact: true }).fill('Brugge');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid aangemaakt')).toBeVisible();
  await page.waitForURL(/\/members\/\d+$/);
  const memberPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Lid Hanne Verhaeghe' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Postcode', exact: true })).toHaveValue('8000');
  // The edit page reads the new member once more; change it after that, not before.
  await page.waitForLoadState('networkidle');

  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('8700');
  await page.getByRole('textbox', { name: 'Gemeente', exact: true }).fill('Tielt');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid opgeslagen')).toBeVisible();

  await page.goto(memberPath);
  await expect(page.getByRole('heading', { name: 'Lid Hanne Verhaeghe' })).toBeVisible();
  // The form comes first; the member's records and the history below it.
  await expect(page.getByRole('heading', { name: 'Zoekertjes, ringbestellingen en verkoper' })).toBeVisible();
  await expect(page.getByText('Geen ringbestellingen.')).toBeVisible();
  const history = await openHistoryPanel(page);
  const update = history.getByRole('listitem').filter({ hasText: 'Gewijzigd' });
  await expect(update).toHaveCount(1);
  await expect(update.getByText('8000 → 8700')).toBeVisible();
  await expect(update.getByText('Brugge → Tielt')).toBeVisible();
  await expect(update.getByText('Postcode', { exact: true })).toBeVisible();
  await expect(update.getByText(`door ${staff.email}`)).toBeVisible();
  await expect(update.getByText(DATE_TIME)).toBeVisible();
  const create = history.getByRole('listitem').filter({ hasText: 'Aangemaakt' });
  await expect(create.getByText('HV2026')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'member-history-1440-nl');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Geschiedenis/ }).click();
  await expect(page).toHaveURL(/\/history/);
  await expect(page.getByRole('heading', { name: 'Geschiedenis', level: 1 })).toBeVisible();
  // The member by name and stam number, not by number.
  const recordName = 'Hanne Verhaeghe (HV2026)';
  const row = page.getByRole('row').filter({ hasText: '8000 → 8700' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: recordName })).toHaveAttribute('href', memberPath);
  // From lg up in its own column (the copy under the time is for narrower tables).
  await expect(row.getByText(staff.email).filter({ visible: true })).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'history-1440-nl');

  await page.getByRole('combobox', { name: 'Soort' }).click();
  await page.getByRole('option', { name: 'Locaties' }).click();
  await expect(page).toHaveURL(/resource/);
  await expect(page.getByRole('row').filter({ hasText: '8000 → 8700' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Soort' }).click();
  await page.getByRole('option', { name: 'Leden' }).click();
  await expect(page.getByRole('row').filter({ hasText: '8000 → 8700' })).toHaveCount(1);
  await row.getByRole('link', { name: recordName }).click();
  await expect(page).toHaveURL(new RegExp(`${memberPath}$`));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(memberPath);
  await expect(page.getByRole('heading', { name: 'Lid Hanne Verhaeghe' })).toBeVisible();
  await expect((await openHistoryPanel(page)).getByText('8000 → 8700')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'member-history-390-nl');
  await page.goto('/history');
  await expect(page.getByText('8000 → 8700')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: '8000 → 8700' });
  await expect(item.getByRole('link', { name: recordName })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'history-390-nl');
});

test("the member's page lists their ring orders, each a link to the order", async ({ page }) => {
  await openSignedIn(page, '/orders/5/show');
  await page.locator('main a[href^="/members/"]').click();
  await page.waitForURL(/\/members\/\d+$/);
  const orders = page.getByRole('heading', { name: /^Ringbestellingen \(\d+\)$/ });
  await expect(orders).toBeVisible();
  await expect(page.locator('a[href="/orders/5/show"]')).toBeVisible();
});

test("a member's changed stam number shows in their stam numbers, from – to, at 360 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedIn(page, '/members/create');
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Sien');
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Deprez');
  await page.getByRole('textbox', { name: 'Stamnummer', exact: true }).fill('SN2026');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.waitForURL(/\/members\/\d+$/);
  const memberPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Lid Sien Deprez' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const today = new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  const numbers = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Stamnummers', exact: true }) })
    .getByRole('listitem');
  await expect(numbers).toHaveText([`SN2026 · ${today} – nu`]);

  await page.getByRole('textbox', { name: 'Stamnummer', exact: true }).fill('SN2027');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid opgeslagen')).toBeVisible();
  await page.goto(memberPath);
  await expect(page.getByRole('heading', { name: 'Lid Sien Deprez' })).toBeVisible();
  await expect(numbers).toHaveText([`SN2026 · ${today} – ${today}`, `SN2027 · ${today} – nu`]);
  // One column on a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await violations(page)).toEqual([]);
  await numbers.last().scrollIntoViewIfNeeded();
  await screenshot(page, 'member-tribe-numbers-360-nl');
});
