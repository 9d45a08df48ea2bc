/**
 * Adverts end to end (issue C): take a seeded member with an email address and a phone from the member
 * screens, create an advert with two images for them found by tribe number (email in the revue, phone
 * and address not), see it in the coming issue and not in the one before, make it visible and hide two
 * other adverts in bulk, then export the issue and find its line without the hidden contact details.
 * Screenshots of the list, the edit form and the export in nl and en.
 */
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn, screenshot } from './fixtures';

/** A `width`×`height` PNG of one colour: real image content, as the server judges files by it. */
function png(width: number, height: number, [red, green, blue]: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([red, green, blue]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const MESSAGE = 'Te koop: kweekkoppel grasparkieten regenboog, eigen kweek, gesloten geringd.';

const table = (page: Page) => page.getByRole('main').getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const cell = (row: Locator, index: number) => row.locator('td').nth(index);
/**
 * The "Zichtbaar" cell of an advert row (after the selection box, photo, name, tribe number, type, dates,
 * active).
 */
const visibleCell = (row: Locator) => cell(row, 8);

async function search(page: Page, text: string, label = 'Zoeken') {
  await page.getByRole('textbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`filter=.*${encodeURIComponent(text)}`, 'i'));
}

/** A seeded member with an email, a phone number and a street, as the member screens show them. */
async function memberWithContactDetails(page: Page) {
  await openSignedIn(page, '/members');
  const withEmail = bodyRows(page).filter({ hasText: '@' });
  for (let index = 0; ; index++) {
    const row = withEmail.nth(index);
    // After the box that ticks the row for a bulk edit.
    const [tribeNumber, name, email] = await Promise.all([1, 2, 3].map((n) => cell(row, n).innerText()));
    await row.click();
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await expect(field('Stamnummer')).toHaveValue(tribeNumber);
    const [street, phone] = await Promise.all([field('Straat').inputValue(), field('Telefoon').inputValue()]);
    if (street && phone) return { tribeNumber, name, email, street, phone };
    await page.goBack();
  }
}

test('create an advert with images, see it in its issue, change visibility in bulk and export it', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const member = await memberWithContactDetails(page);

  await page.goto('/adverts/create');
  await page.getByRole('combobox', { name: 'Lid' }).fill(member.tribeNumber);
  await page.getByRole('option', { name: `${member.name} (${member.tribeNumber})` }).click();
  await page.getByRole('textbox', { name: 'Tekst' }).fill(MESSAGE);
  await expect(page.getByText(`${MESSAGE.length} / 1000 tekens`)).toBeVisible();
  await page.getByRole('radio', { name: 'Eenmalig € 2,50' }).check();
  const revue = page.getByRole('group', { name: 'In de revue' });
  await revue.getByRole('switch', { name: 'E-mail' }).check();
  await expect(revue.getByRole('switch', { name: 'Adres' })).not.toBeChecked();
  await expect(revue.getByRole('switch', { name: 'Telefoon' })).not.toBeChecked();
  await page.getByRole('group', { name: 'Op de website' }).getByRole('switch', { name: 'Telefoon' }).check();
  await page.getByLabel("Foto's toevoegen").setInputFiles([
    { name: 'koppel.png', mimeType: 'image/png', buffer: png(48, 32, [70, 160, 60]) },
    { name: 'volière.png', mimeType: 'image/png', buffer: png(48, 32, [40, 90, 200]) },
  ]);
  await page.getByRole('button', { name: 'volière.png omhoog' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Zoekertje aangemaakt')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Zoekertje ${member.name}` })).toBeVisible();
  const images = page.getByRole('main').getByRole('img');
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toHaveAttribute('alt', 'volière.png');
  await expect(images.nth(1)).toHaveAttribute('alt', 'koppel.png');
  await expect.poll(() => images.nth(0).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  await screenshot(page, 'advert-edit-nl');

  await page.goto('/adverts');
  const period = page.getByRole('combobox', { name: 'Verschijningsperiode' });
  await expect(period).toHaveText(/^\p{Lu}\p{Ll}+(–\p{Ll}+)? \d{4} \(\d{2}\/\d{2}\/\d{4} – /u);
  await search(page, member.tribeNumber);
  const ours = bodyRows(page).filter({ hasText: member.name });
  await expect(ours).toHaveCount(1);
  await expect(visibleCell(ours).getByLabel('Nee')).toBeVisible();
  // The row leads with the first photo's thumbnail, loaded from its rendition.
  const thumbnail = ours.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}\/thumbnail$/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  const coming = await period.innerText();
  await period.click();
  const options = page.getByRole('option');
  const comingIndex = (await options.allInnerTexts()).indexOf(coming);
  await options.nth(comingIndex - 1).click();
  await expect(bodyRows(page).filter({ hasText: member.name })).toHaveCount(0);
  await period.click();
  await page.getByRole('option', { name: coming }).click();
  await expect(ours).toHaveCount(1);

  await ours.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Zichtbaar maken' }).click();
  await expect(page.getByText('Zoekertje zichtbaar gemaakt')).toBeVisible();
  // Undoable: the change is sent when the notification has gone.
  await expect(page.getByText('Zoekertje zichtbaar gemaakt')).toBeHidden();
  await page.reload();
  await expect(visibleCell(ours).getByLabel('Ja')).toBeVisible();

  await page.getByRole('textbox', { name: 'Zoeken' }).fill('');
  const others = bodyRows(page).filter({ hasNotText: member.name });
  await expect(others.nth(2)).toBeVisible();
  const [first, second] = await Promise.all([others.nth(0).innerText(), others.nth(1).innerText()]);
  await screenshot(page, 'adverts-list-nl');
  await others.nth(0).getByRole('checkbox').check();
  await others.nth(1).getByRole('checkbox').check();
  await expect(page.getByText('2 geselecteerd')).toBeVisible();
  await screenshot(page, 'adverts-list-selected-nl');
  await page.getByRole('button', { name: 'Verbergen' }).click();
  await expect(page.getByText('2 zoekertjes verborgen')).toBeVisible();
  await expect(page.getByText('2 zoekertjes verborgen')).toBeHidden();
  await page.reload();
  await expect.poll(() => others.nth(0).innerText()).toBe(first);
  await expect.poll(() => others.nth(1).innerText()).toBe(second);
  await expect(visibleCell(others.nth(0)).getByLabel('Nee')).toBeVisible();
  await expect(visibleCell(others.nth(1)).getByLabel('Nee')).toBeVisible();

  await page.getByRole('link', { name: 'Export voor de revue' }).click();
  await expect(page.getByRole('heading', { name: 'Export voor de revue' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Nummer van de revue' })).toHaveText(coming);
  const lines = page.getByRole('region', { name: 'Regels voor de revue' });
  const line = lines.getByText(MESSAGE);
  await expect(line).toHaveText(`${MESSAGE} — Stam ${member.tribeNumber}, ${member.name}, ${member.email}`);
  await expect(lines.getByRole('heading', { name: 'Aangeboden' })).toBeVisible();
  await screenshot(page, 'advert-export-nl');

  const [text] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tekst (.txt)' }).click(),
  ]);
  expect(text.suggestedFilename()).toMatch(/^zoekertjes-revue-\d{4}-\d{2}-01\.txt$/);
  const content = await readFile(await text.path(), 'utf8');
  const ourLine = content.split('\r\n').find((entry) => entry.includes(MESSAGE)) ?? '';
  expect(ourLine).toContain(member.email);
  expect(ourLine).not.toContain(member.phone);
  expect(ourLine).not.toContain(member.street);
  const [word] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Word (.docx)' }).click(),
  ]);
  expect(word.suggestedFilename()).toMatch(/^zoekertjes-revue-\d{4}-\d{2}-01\.docx$/);
  expect((await readFile(await word.path())).subarray(0, 2).toString()).toBe('PK');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Export for the revue' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lines for the revue' }).getByText(MESSAGE)).toBeVisible();
  await screenshot(page, 'advert-export-en');
  await page.goto('/adverts');
  await expect(page.getByRole('columnheader', { name: 'Visible until' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await screenshot(page, 'adverts-list-en');
  await search(page, member.tribeNumber, 'Search');
  // Clicked once the search has answered: a row of the list before it can be swapped out under the click.
  await expect(bodyRows(page).filter({ hasNotText: member.tribeNumber })).toHaveCount(0);
  await ours.click();
  await expect(page.getByRole('group', { name: 'In the revue' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(2);
  await screenshot(page, 'advert-edit-en');
});
