/**
 * Columns and saved searches that follow the person (issue L #37), end to end: a secretaris hides two
 * columns of the members list and saves a search, signs out, signs in in a new browser (context) and
 * finds both; a search she shares with the club shows for another account (redactie), who may use it
 * but not stop sharing it. axe-core on the column chooser and the searches dialog, in both languages.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { demoAccount, openSignedIn, signOut } from './fixtures';

const secretaris = demoAccount('secretaris');
const redactie = demoAccount('redactie');
const SEARCH = 'Familie Maes';

/** A page of a browser context of its own (nothing shared with the others), 1440 px wide. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

/** The members table's column header that reads `name` (a sortable one is named after its sort). */
const header = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('columnheader')
    .filter({ hasText: new RegExp(`^${name}$`) });

/** Waits until the server holds the store key `key` of the signed-in person. */
const stored = (page: Page, key: string) =>
  page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/Preferences/${key}`),
  );

test('hidden columns and a saved search follow the secretaris to a new browser; a shared search shows for another account', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await freshPage(browser);
  await openSignedIn(page, '/members', secretaris);
  await expect(header(page, 'E-mail')).toBeVisible();
  await expect(header(page, 'Laatste aanmelding')).toBeVisible();

  // Two columns hidden with the column chooser.
  await page.getByRole('button', { name: 'Kolommen' }).click();
  const chooser = page.locator('[id="members.datatable-columnsSelector"]');
  await expect(chooser).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const columnsStored = stored(page, 'members.datatable');
  await chooser.getByLabel('E-mail', { exact: true }).click();
  await chooser.getByLabel('Laatste aanmelding', { exact: true }).click();
  await columnsStored;
  await page.keyboard.press('Escape');
  await expect(header(page, 'E-mail')).toBeHidden();
  await expect(header(page, 'Laatste aanmelding')).toBeHidden();
  await expect(header(page, 'Naam')).toBeVisible();

  // A search saved under a name, and shared with the club.
  await page.getByRole('textbox', { name: 'Zoeken' }).fill('Maes');
  await expect(page).toHaveURL(/Maes/);
  await page.getByRole('button', { name: 'Zoekopdrachten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zoekopdrachten' });
  await dialog.getByRole('textbox', { name: 'Naam van de zoekopdracht' }).fill(SEARCH);
  const searchStored = stored(page, 'members.savedQueries');
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await searchStored;
  await expect(dialog.getByRole('list', { name: 'Mijn zoekopdrachten' }).getByText(SEARCH)).toBeVisible();
  await dialog.getByRole('button', { name: `“${SEARCH}” delen met de club` }).click();
  await expect(dialog.getByRole('list', { name: 'Gedeeld met de club' }).getByText(SEARCH)).toBeVisible();
  // Checked once the notification that says so has come (axe then waits for its fade-in to end).
  await expect(page.getByText(`“${SEARCH}” is gedeeld met de club`)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sluiten' }).click();

  // Signed out; the next person on this browser does not see them.
  await signOut(page, secretaris);
  await page.context().close();

  // A new browser: both are there.
  const again = await freshPage(browser);
  await openSignedIn(again, '/members', secretaris);
  await expect(header(again, 'Naam')).toBeVisible();
  await expect(header(again, 'E-mail')).toBeHidden();
  await expect(header(again, 'Laatste aanmelding')).toBeHidden();
  await again.getByRole('button', { name: 'Zoekopdrachten' }).click();
  const mine = again.getByRole('dialog').getByRole('list', { name: 'Mijn zoekopdrachten' });
  await mine.getByRole('button', { name: SEARCH, exact: true }).click();
  await expect(again.getByRole('textbox', { name: 'Zoeken' })).toHaveValue('Maes');
  await again.context().close();

  // Another account sees the shared search, uses it, and may not stop sharing it.
  const other = await freshPage(browser);
  await openSignedIn(other, '/members', redactie);
  await expect(header(other, 'E-mail')).toBeVisible();
  await other.getByRole('button', { name: 'Zoekopdrachten' }).click();
  const club = other.getByRole('dialog').getByRole('list', { name: 'Gedeeld met de club' });
  await expect(club.getByText(`gedeeld door ${secretaris.email}`)).toBeVisible();
  await expect(
    other.getByRole('dialog').getByRole('button', { name: `“${SEARCH}” niet meer delen` }),
  ).toHaveCount(0);
  await expect(other.getByRole('dialog').getByText(SEARCH)).toHaveCount(1);
  await club.getByRole('button', { name: new RegExp(SEARCH) }).click();
  await expect(other.getByRole('textbox', { name: 'Zoeken' })).toHaveValue('Maes');

  // In English, at a phone's width: the searches dialog without the column chooser.
  await other.getByRole('button', { name: 'English' }).click();
  await expect(other.getByRole('button', { name: 'EN, English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByRole('button', { name: 'Searches' })).toBeVisible();
  await other.setViewportSize({ width: 360, height: 740 });
  await expect(other.getByRole('button', { name: 'Columns' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Searches' }).click();
  await expect(other.getByRole('dialog', { name: 'Saved searches' })).toBeVisible();
  expect(await violations(other)).toEqual([]);
  await other.context().close();
});
