/**
 * Downloads and vendors end to end (issue E): upload a small, valid PDF through 'Downloads', hide it,
 * download it and compare the bytes; create a member with a phone number, make them a vendor through
 * the member picker and see that phone number on the vendor. The hidden PDF comes through the API with
 * the staff token (/media no longer serves it). Screenshots of both areas in nl and en.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { buildPdf } from '../../server/src/db/seed/documents';
import { openSignedIn, screenshot } from './fixtures';

const PDF = buildPdf('Reglement jongdierenkeuring', [
  'Inschrijven tot vrijdag 20 uur.',
  'Enkel eigen kweek.',
]);
const TITLE = 'Reglement jongdierenkeuring';
/** 1×1 PNG: real image content, as the server judges files by it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const rows = (page: Page) => page.getByRole('main').locator('tbody tr');

async function search(page: Page, text: string, label = 'Zoeken') {
  await page.getByRole('textbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`filter=.*${encodeURIComponent(text).slice(0, 4)}`, 'i'));
}

test('upload a PDF through Downloads, hide it, download the same bytes', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, '/dashboard');
  await page.getByRole('menuitem', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { name: 'Downloads' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await screenshot(page, 'downloads-list-nl');

  await page.getByRole('link', { name: 'Aanmaken' }).click();
  await expect(page.getByRole('heading', { name: 'Document opladen' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'reglement-jongdierenkeuring.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue('reglement jongdierenkeuring');
  await page.getByRole('textbox', { name: 'Titel' }).fill(TITLE);
  await screenshot(page, 'download-upload-nl');
  await page.getByRole('button', { name: 'Opladen' }).click();
  await expect(page.getByText('Document opgeladen')).toBeVisible();

  await search(page, 'jongdieren');
  const ours = rows(page).filter({ hasText: TITLE });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText('PDF');
  await expect(ours).toContainText('zichtbaar');
  await ours.getByRole('cell', { name: TITLE, exact: true }).click();
  await expect(page.getByText('reglement-jongdierenkeuring.pdf')).toBeVisible();
  await page.getByRole('switch', { name: 'Zichtbaar op de website' }).uncheck();
  await screenshot(page, 'download-edit-nl');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Download opgeslagen')).toBeVisible();

  await search(page, 'jongdieren');
  await expect(rows(page).filter({ hasText: TITLE })).toContainText('verborgen');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `${TITLE} downloaden` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('reglement-jongdierenkeuring.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Uploaded on' })).toBeVisible();
  await expect(rows(page).filter({ hasText: TITLE })).toContainText('hidden');
  await screenshot(page, 'downloads-list-en');
  await page.goto('/documents/create');
  await expect(page.getByRole('heading', { name: 'Upload a document' })).toBeVisible();
  await screenshot(page, 'download-upload-en');
});

test('make a member a vendor and see their phone number on it', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, '/members/create');
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Veerle');
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Vanhoutte');
  await page.getByRole('textbox', { name: 'Stamnummer', exact: true }).fill('VE77');
  await page.getByRole('textbox', { name: 'Straat', exact: true }).fill('Markt');
  await page.getByRole('textbox', { name: 'Nummer', exact: true }).fill('7');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('8700');
  await page.getByRole('textbox', { name: 'Gemeente', exact: true }).fill('Tielt');
  await page.getByRole('textbox', { name: 'Telefoon', exact: true }).fill('051 40 50 60');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid aangemaakt')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Verkopers' }).click();
  await expect(rows(page).first()).toBeVisible();
  await screenshot(page, 'vendors-list-nl');
  await page.getByRole('link', { name: 'Aanmaken' }).click();
  await page.getByRole('combobox', { name: 'Lid' }).fill('VE77');
  await page.getByRole('option', { name: 'Veerle Vanhoutte (VE77)' }).click();
  const contact = page.getByRole('region', { name: 'Contactgegevens van het lid' });
  await expect(contact.getByText('051 40 50 60')).toBeVisible();
  await page.getByRole('textbox', { name: 'Voorstelling' }).fill('Kweekkooien en broedblokken op maat.');
  await page
    .getByLabel("Foto's toevoegen")
    .setInputFiles({ name: 'kooien.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Verkoper aangemaakt')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Verkoper Veerle Vanhoutte' })).toBeVisible();
  await expect(contact.getByText('051 40 50 60')).toBeVisible();
  await expect(contact.getByText(/Markt 7\s+8700 Tielt/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'kooien.png' })).toBeVisible();
  await screenshot(page, 'vendor-edit-nl');

  await page.goto('/vendors');
  await search(page, 'vanhoutte');
  await expect(rows(page).filter({ hasText: 'Veerle Vanhoutte' })).toContainText('VE77');
  await page.goto('/notifications');
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: 'Veerle Vanhoutte' })
      .filter({ hasText: 'Verkoper gewijzigd' }),
  ).toHaveCount(1);

  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/vendors');
  await expect(page.getByRole('columnheader', { name: 'Tribe number' })).toBeVisible();
  await screenshot(page, 'vendors-list-en');
  await search(page, 'vanhoutte', 'Search');
  await rows(page).filter({ hasText: 'Veerle Vanhoutte' }).click();
  const contactEn = page.getByRole('region', { name: 'Contact data of the member' });
  await expect(contactEn.getByText('051 40 50 60')).toBeVisible();
  await screenshot(page, 'vendor-edit-en');
});
