/**
 * Ring orders end to end (issue F): from the dashboard's order count open the orders, total them per
 * ring size and export that for the supplier, open the newest order and check its lines and total
 * against the lines shown, delete it after confirmation and see the dashboard count drop by one.
 * The dashboard's Club panel shows the board and the useful links. The list filters by order day, typed
 * by keyboard as dd/MM/yyyy in both languages; the summary of a selection stays open when the screen
 * turns narrow. Screenshots in nl and en.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn, screenshot, typeDate } from './fixtures';

/** "€ 1.234,56" → 123456. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

/** The texts of the cells of every row of a table, header row first. */
const tableTexts = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );

/** The number on the dashboard's order card, e.g. "231 Ringbestellingen" → 231. */
async function orderCount(page: Page) {
  const card = page.getByRole('link', { name: /Ringbestellingen$/ });
  await expect(card).toBeVisible();
  return Number((await card.innerText()).match(/\d+/)?.[0]);
}

test('open the orders from the dashboard, summarise, check an order and delete it', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, '/dashboard');
  const before = await orderCount(page);
  const club = page.getByRole('region', { name: 'Club' });
  await expect(club.getByRole('table', { name: 'Bestuur' }).getByRole('row').nth(1)).toBeVisible();
  const link = club.getByRole('link', { name: /\(opent in een nieuw tabblad\)$/ }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await screenshot(page, 'dashboard-club-nl');

  await page.getByRole('link', { name: /Ringbestellingen$/ }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Bestellingen' })).toBeVisible();
  const rows = page.getByRole('main').getByRole('table').first().getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByText(`1-25 van ${before}`)).toBeVisible();
  await screenshot(page, 'orders-list-nl');

  await page.getByRole('button', { name: 'Samenvatting per ringmaat' }).click();
  const summary = page.getByRole('dialog', { name: 'Ringen per jaar en ringmaat' });
  await expect(summary.getByText(`Van alle ${before} bestellingen in de lijst`)).toBeVisible();
  const summaryRows = await tableTexts(summary.getByRole('table'));
  const body = summaryRows.slice(1, -1);
  const totalRow = summaryRows.at(-1) as string[];
  expect(Number(totalRow[2])).toBe(body.reduce((sum, row) => sum + Number(row[3]), 0));
  expect(cents(totalRow[3])).toBe(body.reduce((sum, row) => sum + cents(row[4]), 0));
  await screenshot(page, 'orders-summary-nl');
  await summary.getByRole('button', { name: 'Exporteren voor de leverancier' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Per ringmaat: CSV (Excel)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ringen-per-maat-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFjaar;ringmaat (mm);aantal ringen;bestellingen;bedrag (€)\r\n')).toBe(true);
  expect(csv).toContain(`totaal;;${totalRow[2]};${before};`);
  // The same rings per stam number, for the supplier to stamp: their total is the summary's.
  await summary.getByRole('button', { name: 'Exporteren voor de leverancier' }).click();
  const [perMember] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Per stamnummer: CSV (Excel)' }).click(),
  ]);
  expect(perMember.suggestedFilename()).toMatch(/^ringen-per-stamnummer-\d{4}-\d{2}-\d{2}\.csv$/);
  const memberCsv = (await readFile(await perMember.path(), 'utf8')).trimEnd().split('\r\n');
  expect(memberCsv[0]).toBe('\uFEFFstamnummer;naam;jaar;ringmaat (mm);aantal ringen');
  expect(memberCsv.at(-1)).toBe(`totaal;;;;${totalRow[2]}`);
  await summary.getByRole('button', { name: 'Sluiten' }).click();

  const newest = rows.nth(1);
  const listedName = (await newest.getByRole('cell').nth(1).innerText()).trim();
  const listedTotal = (await newest.getByRole('cell').last().innerText()).trim();
  await newest.click();
  await expect(page.getByRole('heading', { name: `Bestelling van ${listedName}` })).toBeVisible();
  const lines = await tableTexts(page.getByRole('table', { name: 'Bestellijnen' }));
  const lineRows = lines.slice(1, -1);
  expect(lineRows.length).toBeGreaterThan(0);
  for (const [, , quantity, unitPrice, total] of lineRows) {
    expect(cents(total)).toBe(Number(quantity) * cents(unitPrice));
  }
  const ringCount = lineRows.reduce((sum, row) => sum + Number(row[2]), 0);
  const totalCents = lineRows.reduce((sum, row) => sum + cents(row[4]), 0);
  expect(lines.at(-1)).toEqual(['Totaal', String(ringCount), '', expect.any(String)]);
  expect(cents((lines.at(-1) as string[])[3])).toBe(totalCents);
  expect(cents(listedTotal)).toBe(totalCents);
  await screenshot(page, 'order-show-nl');

  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deze bestelling verwijderen?' });
  await expect(confirm).toContainText(`De bestelling van ${listedName}`);
  await expect(confirm).toContainText(`(${ringCount} ring`);
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Bestelling verwijderd')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => orderCount(page)).toBe(before - 1);
});

test('the orders, an order, the summary and the Club panel in English', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  await page.getByRole('button', { name: 'English' }).click();
  const club = page.getByRole('region', { name: 'Club' });
  await expect(club.getByRole('table', { name: 'Board' }).getByRole('row').nth(1)).toBeVisible();
  await expect(club.getByRole('heading', { name: 'Useful links' })).toBeVisible();
  await screenshot(page, 'dashboard-club-en');

  await page.getByRole('link', { name: /Ring orders$/ }).click();
  await expect(page.getByRole('columnheader', { name: 'Tribe number' })).toBeVisible();
  await screenshot(page, 'orders-list-en');

  const rows = page.getByRole('main').getByRole('table').first().getByRole('row');
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Summary of the selection' }).click();
  const summary = page.getByRole('dialog', { name: 'Rings per year and size' });
  await expect(summary.getByText('Of the 2 selected orders.')).toBeVisible();
  await screenshot(page, 'orders-summary-en');
  // A tablet turned to portrait: the table stays, the two orders still ticked; the summary stays.
  const wide = page.viewportSize() as { width: number; height: number };
  await page.setViewportSize({ width: 800, height: wide.height });
  // (CSS, not roles: behind the open dialog the page is hidden from the accessibility tree.)
  await expect(page.locator('main tbody input[type="checkbox"]:checked')).toHaveCount(2);
  await expect(summary.getByText('Of the 2 selected orders.')).toBeVisible();
  // Then to a phone's width: the menu does not open over the page, and Escape closes the summary.
  await page.setViewportSize({ width: 390, height: wide.height });
  await expect(summary.getByText('Of the 2 selected orders.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
  // Its button has gone with the table: the keyboard goes on in the page's content, not at the top.
  await page.keyboard.press('Tab');
  await expect(page.locator('#main-content :focus')).toHaveCount(1);
  await page.setViewportSize(wide);
  // The table is back with its selection bar, the selection kept, before a row is clicked.
  await expect(page.getByRole('button', { name: 'Summary of the selection' })).toBeVisible();
  await expect(rows.nth(1).getByRole('checkbox')).toBeChecked();

  await rows.nth(3).click();
  await expect(page.getByRole('table', { name: 'Order lines' })).toBeVisible();
  await screenshot(page, 'order-show-en');
});

test('the order list filters by order day, typed by keyboard as dd/MM/yyyy, in Dutch and English', async ({
  page,
}) => {
  await openSignedIn(page, '/orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  expect(await typeDate(page, 'Besteld vanaf', '01012099')).toBe('01/01/2099');
  await expect(main.getByText('Geen bestellingen gevonden met de huidige filters.')).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  expect(await typeDate(page, 'Ordered up to', '31122099')).toBe('31/12/2099');
  await expect(main.getByText('No orders found using the current filters.')).toBeVisible();
  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(main.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
});
