/**
 * Members end to end (issue B): create, search by part of the name and by tribe number, edit the
 * address and see the notification, deactivate and find them only with "show inactive", import a
 * generated .xlsx after its dry run, and export the list as CSV for Belgian Excel; page the whole list
 * (more than a thousand members) to its last page, its count exact.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { LAST_NAMES } from '../../server/src/db/seed/names';
import { openSignedIn, screenshot } from './fixtures';

async function search(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Zoeken' });
  await box.fill(text);
  await expect(page).toHaveURL(new RegExp(`filter=.*${encodeURIComponent(text).slice(0, 4)}`, 'i'));
}

const rows = (page: Page) => page.getByRole('main').getByRole('row');

/** A count as the SPA shows it in Dutch: 1.074. */
const nl = (count: number) => count.toLocaleString('nl-BE');

/** The last name of a demo member's full name ("Jan Van Eeckhout" → "Van Eeckhout"). */
const lastNameOf = (fullName: string) =>
  LAST_NAMES.filter((name) => fullName.endsWith(` ${name}`)).sort((a, b) => b.length - a.length)[0];

test('the members list counts every active member and pages to the last, after "Verhamme"; inactive ones add to the count', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  const card = page.getByRole('main').getByRole('link', { name: /^\d+ Actieve leden$/ });
  const active = Number((await card.textContent())?.replace(/\D/g, ''));
  expect(active).toBeGreaterThan(1000); // the demo club: 1,074
  await card.click();
  await expect(page.getByText(`1-25 van ${nl(active)}`, { exact: true })).toBeVisible();

  // A few pages before the last, then on with the next-page arrow as far as it goes.
  const last = Math.ceil(active / 25);
  await page.goto(`/members?page=${last - 3}`);
  const next = page.getByRole('button', { name: 'Naar de volgende pagina' });
  for (let shown = last - 3; shown < last; shown++) {
    await expect(
      page.getByText(`${nl((shown - 1) * 25 + 1)}-${nl(shown * 25)} van ${nl(active)}`),
    ).toBeVisible();
    await next.click();
  }
  await expect(page.getByText(`${nl((last - 1) * 25 + 1)}-${nl(active)} van ${nl(active)}`)).toBeVisible();
  await expect(next).toBeDisabled();
  // The rows follow the pager a moment later (ListPage renders them at a lower priority).
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows).toHaveCount(active - (last - 1) * 25 + 1);
  const names = (await rows.allTextContents()).slice(1);
  expect(names).toHaveLength(active - (last - 1) * 25);
  const lastNames = (await page.getByRole('main').getByRole('cell', { name: /\w/ }).allTextContents())
    .map(lastNameOf)
    .filter(Boolean);
  expect(lastNames.length).toBeGreaterThan(0);
  for (const name of lastNames) expect(name > 'Verhamme').toBe(true);

  await page.getByRole('switch', { name: 'Toon inactieve leden' }).check();
  const all = page.getByText(/^1-25 van [\d.]+$/);
  await expect(all).toBeVisible();
  expect(Number((await all.textContent())?.replace(/^1-25 van /, '').replace(/\D/g, ''))).toBeGreaterThan(
    active,
  );
});

test('create, find, edit, deactivate a member, then import and export', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, '/members');
  await expect(rows(page).nth(1)).toBeVisible();
  await screenshot(page, 'members-list-nl');

  await page.getByRole('link', { name: 'Aanmaken' }).click();
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Lien');
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Vandecasteele');
  await page.getByRole('textbox', { name: 'Stamnummer', exact: true }).fill('zx99');
  await page.getByRole('textbox', { name: 'Straat', exact: true }).fill('Markt');
  await page.getByRole('textbox', { name: 'Nummer', exact: true }).fill('1');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('8800');
  await page.getByRole('textbox', { name: 'Gemeente', exact: true }).fill('Roeselare');
  await page.getByRole('combobox', { name: /^Land/ }).click();
  await page.getByRole('option', { name: 'België' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lien.vandecasteele@example.be');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid aangemaakt')).toBeVisible();

  await page.goto('/members');
  await search(page, 'castee');
  await expect(rows(page).filter({ hasText: 'Lien Vandecasteele' })).toHaveCount(1);
  await search(page, 'ZX99');
  await expect(rows(page).filter({ hasText: 'Lien Vandecasteele' })).toHaveCount(1);

  await rows(page).filter({ hasText: 'Lien Vandecasteele' }).click();
  await screenshot(page, 'member-edit-nl');
  await page.getByRole('textbox', { name: 'Gemeente', exact: true }).fill('Izegem');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('8870');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid opgeslagen')).toBeVisible();

  await page.goto('/notifications');
  const notes = page.getByRole('table').getByRole('row').filter({ hasText: 'Lien Vandecasteele' });
  await expect(notes.filter({ hasText: 'Adres gewijzigd' })).toHaveCount(1);
  await expect(notes.filter({ hasText: 'Nieuw lid' })).toHaveCount(1);

  await page.goto('/members');
  await search(page, 'ZX99');
  await rows(page).filter({ hasText: 'Lien Vandecasteele' }).click();
  await page.getByRole('button', { name: 'Deactiveren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Dit lid is inactief', { exact: false })).toBeVisible();
  await page.goto('/members');
  await search(page, 'ZX99');
  await expect(rows(page).filter({ hasText: 'Lien Vandecasteele' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Toon inactieve leden' }).check();
  await expect(rows(page).filter({ hasText: 'Lien Vandecasteele' })).toHaveCount(1);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Leden');
  sheet.addRow(['stamnummer', 'voornaam', 'achternaam', 'gemeente', 'land']);
  sheet.addRow(['QQ11', 'Wout', 'Vercruysse', 'Tielt', 'BE']);
  sheet.addRow(['ZX99', 'Lien', 'Vandecasteele', 'Ingelmunster', 'BE']);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  await page.goto('/members/import');
  await page.locator('input[type=file]').setInputFiles({
    name: 'leden.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  const preview = page.getByRole('main');
  await expect(preview.getByText('Nieuw: 1')).toBeVisible();
  await expect(preview.getByText('Gewijzigd: 1')).toBeVisible();
  await expect(preview.getByText('Ongeldig: 0')).toBeVisible();
  await expect(preview.getByText('Ingelmunster')).toBeVisible();
  await expect(preview.getByText('Wout Vercruysse')).toBeVisible();
  await screenshot(page, 'member-import-preview-nl');
  await page.getByRole('button', { name: 'Import bevestigen' }).click();
  await expect(page.getByText('Import uitgevoerd: 1 nieuwe en 1 gewijzigde leden.')).toBeVisible();
  await page.goto('/members');
  await search(page, 'vercruysse tielt');
  await expect(rows(page).filter({ hasText: 'Wout Vercruysse' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Exporteren' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV (Excel)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leden-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(
    text.startsWith('\uFEFFstamnummer;voornaam;achternaam;straat;nummer;bus;postcode;gemeente;land;email'),
  ).toBe(true);
  expect(text).toContain('QQ11;Wout;Vercruysse;');
});

test('the members list in English', async ({ page }) => {
  await openSignedIn(page, '/members');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Tribe number' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Show inactive members' })).toBeVisible();
  await screenshot(page, 'members-list-en');
});
