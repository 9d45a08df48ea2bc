/**
 * Issue I1 end to end: import a file, undo it from the import page, and find the members as they were —
 * the member it changed back in their town, the member it added gone.
 */
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from './fixtures';

const HEADER = 'stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land';

/** Imports `lines` (after the header) as `name` through the import page, confirming the preview. */
async function importFile(page: Page, name: string, lines: string[]) {
  await page.goto('/members/import');
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8'),
  });
  await page.getByRole('button', { name: 'Import bevestigen' }).click();
  await expect(page.getByText(/^Import uitgevoerd/)).toBeVisible();
}

/** The member rows the list shows for `words`. */
async function found(page: Page, words: string) {
  await page.goto('/members');
  await page.getByRole('textbox', { name: 'Zoeken' }).fill(words);
  await expect(page).toHaveURL(/filter=/);
  return page.getByRole('main').getByRole('row');
}

test('an import undone from the import page leaves the members as they were', async ({ page }) => {
  await openSignedIn(page, '/members');
  await importFile(page, 'eerste.csv', ['UU78;Vera;Ongedaan;Markt;1;8700;Tielt;BE']);
  await importFile(page, 'tweede.csv', [
    'UU78;Vera;Ongedaan;Zeedijk;5;8400;Oostende;BE',
    'UU79;Wim;Ongedaan;Kerkstraat;2;9000;Gent;BE',
  ]);
  await expect((await found(page, 'ongedaan oostende')).filter({ hasText: 'Vera Ongedaan' })).toHaveCount(1);

  await page.goto('/members/import');
  const latest = page.getByRole('listitem').filter({ hasText: 'tweede.csv' });
  await latest.getByRole('button', { name: 'Ongedaan maken…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import "tweede.csv" ongedaan maken' });
  await expect(
    dialog.getByText(/1 leden krijgen hun vorige gegevens terug, 1 nieuwe leden worden verwijderd/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Ongedaan maken', exact: true }).click();
  await expect(page.getByText('De import is ongedaan gemaakt.')).toBeVisible();
  await expect(latest).toContainText('ongedaan gemaakt op');

  await expect((await found(page, 'ongedaan tielt')).filter({ hasText: 'Vera Ongedaan' })).toHaveCount(1);
  await expect((await found(page, 'wim ongedaan')).filter({ hasText: 'Wim Ongedaan' })).toHaveCount(0);
});
