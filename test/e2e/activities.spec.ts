/**
 * Activities and messages end to end (issue D): plan an activity at a stored location with a picture
 * and find it in the list; write a banner with bold text and a link, reopen it and find the formatting
 * kept; the empty editor shows its placeholder. The map's tile URL points at this server (no tiles),
 * so the screens must work offline, and nothing is fetched from outside.
 */
import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { openSignedIn, screenshot, typeDate } from './fixtures';

/** A real 8×8 PNG (the server checks the content): a green square. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQWGCDFTEMLQkAYT9BAZjEcQwAAAAASUVORK5CYII=',
  'base64',
);

const ACTIVITY = 'Jeugdkeuring in De Kouter';
const MESSAGE = 'Kalender jeugdwerking 2027';

const rows = (page: Page) => page.getByRole('main').getByRole('row');

/** Fails the test on any request that leaves this server (map tiles included). */
function forbidOutsideRequests(page: Page) {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  return outside;
}

async function search(page: Page, text: string, label = 'Zoeken') {
  await page.getByRole('textbox', { name: label }).fill(text);
  await expect(page).toHaveURL(/filter=/);
}

test('plan an activity at a stored location with a picture and find it in the list', async ({ page }) => {
  test.setTimeout(180_000);
  const outside = forbidOutsideRequests(page);
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${baseURL}/no-tiles/`)) tiles.push(request.url());
  });
  await openSignedIn(page, '/activities');
  await expect(rows(page).nth(1)).toBeVisible();
  await screenshot(page, 'activities-list-nl');

  await page.getByRole('link', { name: 'Aanmaken' }).click();
  await page.getByRole('textbox', { name: 'Titel' }).fill(ACTIVITY);
  expect(await typeDate(page, 'Begin', '080520270900')).toBe('08/05/2027 09:00');
  expect(await typeDate(page, 'Einde', '080520271230')).toBe('08/05/2027 12:30');
  // Without a stored location the free address and the coordinates are there, the map too.
  await expect(page.getByRole('textbox', { name: 'Breedtegraad' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kaart' })).toBeVisible();
  // The map asks its tiles from the configured MAP_TILE_URL (here this server, which has none).
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Locatie' }).click();
  await page.getByRole('option', { name: 'Ontmoetingscentrum De Kouter' }).click();
  await expect(page.getByRole('link', { name: 'Deze locatie bewerken' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Breedtegraad' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Beschrijving' }).click();
  await page.keyboard.type('Keuring van de jonge vogels van dit seizoen.');
  await page
    .getByLabel("Foto's toevoegen")
    .setInputFiles({ name: 'keuring.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'keuring.png' })).toBeVisible();
  await screenshot(page, 'activity-create-nl');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Activiteit aangemaakt')).toBeVisible();

  // The edit view shows the stored picture, served by the server.
  await expect(page.getByRole('heading', { name: `Activiteit ${ACTIVITY}` })).toBeVisible();
  const stored = page.getByRole('img', { name: 'keuring.png' });
  await expect(stored).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await expect(page.getByRole('combobox', { name: 'Locatie' })).toHaveText('Ontmoetingscentrum De Kouter');
  await screenshot(page, 'activity-edit-nl');

  await page.goto('/activities');
  await search(page, 'jeugdkeuring');
  const ours = rows(page).filter({ hasText: ACTIVITY });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText('08/05/2027 09:00');
  await expect(ours).toContainText('08/05/2027 12:30');

  await page.getByRole('link', { name: 'Locaties' }).click();
  await expect(rows(page).filter({ hasText: 'Ontmoetingscentrum De Kouter' })).toHaveCount(1);
  await screenshot(page, 'locations-list-nl');
  await rows(page).filter({ hasText: 'Ontmoetingscentrum De Kouter' }).click();
  await expect(page.getByRole('textbox', { name: 'Breedtegraad' })).toHaveValue('51,1541');
  await screenshot(page, 'location-edit-nl');
  // A click north-east of the marker on the (tileless) map moves the place there.
  await page.getByRole('region', { name: 'Kaart' }).click({ position: { x: 900, y: 60 } });
  const degrees = (name: string) => async () =>
    Number((await page.getByRole('textbox', { name }).inputValue()).replace(',', '.'));
  await expect.poll(degrees('Lengtegraad')).toBeGreaterThan(3.2312);
  await expect.poll(degrees('Breedtegraad')).toBeGreaterThan(51.1541);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toBeVisible();
  await screenshot(page, 'location-edit-en');
  await page.goto('/activities');
  await expect(page.getByRole('columnheader', { name: 'Start' })).toBeVisible();
  await screenshot(page, 'activities-list-en');
  await page.goto('/activities/create');
  await expect(page.getByRole('region', { name: 'Map' })).toBeVisible();
  await screenshot(page, 'activity-create-en');
  expect(outside).toEqual([]);
});

test('write a banner with bold text and a link, reopen it and find the formatting kept', async ({ page }) => {
  test.setTimeout(180_000);
  const outside = forbidOutsideRequests(page);
  await openSignedIn(page, '/messages');
  await expect(rows(page).nth(1)).toBeVisible();
  await screenshot(page, 'messages-list-nl');

  await page.getByRole('link', { name: 'Aanmaken' }).click();
  const editor = page.getByRole('textbox', { name: 'Bericht' });
  // The empty editor shows the placeholder of spec §2.
  const empty = editor.locator('p').first();
  await expect(empty).toHaveAttribute('data-placeholder', 'Typ hier uw bericht');
  expect(await empty.evaluate((p) => getComputedStyle(p, '::before').content)).toBe('"Typ hier uw bericht"');
  await screenshot(page, 'message-create-nl');

  await page.getByRole('textbox', { name: 'Titel' }).fill(MESSAGE);
  expect(await typeDate(page, 'Begin', '011220260800')).toBe('01/12/2026 08:00');
  expect(await typeDate(page, 'Einde', '310120272000')).toBe('31/01/2027 20:00');
  await editor.click();
  await page.keyboard.type('Schrijf ');
  await page.getByRole('button', { name: 'Vet' }).click();
  await page.keyboard.type('vandaag nog');
  await page.getByRole('button', { name: 'Vet' }).click();
  await page.keyboard.type(' in via de website');
  for (let i = 0; i < 'de website'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link' }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Adres van de link' })
    .fill('example.be/inschrijven');
  await page.getByRole('dialog').getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Banner' }).check();
  await screenshot(page, 'message-form-nl');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Bericht aangemaakt')).toBeVisible();

  // The read-only view renders the stored rich text.
  const main = page.getByRole('main');
  await expect(main.locator('strong', { hasText: 'vandaag nog' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'de website' })).toHaveAttribute(
    'href',
    'https://example.be/inschrijven',
  );
  await screenshot(page, 'message-show-nl');

  await page.goto('/messages');
  await page.getByRole('switch', { name: 'Enkel banners' }).check();
  // react-admin writes the filter into the address a moment later; wait, or it would pull us back here.
  await expect(page).toHaveURL(/isBanner/);
  const ours = rows(page).filter({ hasText: MESSAGE });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText('Banner');
  await screenshot(page, 'messages-banners-nl');
  await ours.click();
  await page.getByRole('link', { name: 'Bewerken' }).click();
  const reopened = page.getByRole('textbox', { name: 'Bericht' });
  await expect(reopened.locator('strong')).toHaveText('vandaag nog');
  await expect(reopened.getByRole('link', { name: 'de website' })).toHaveAttribute(
    'href',
    'https://example.be/inschrijven',
  );
  await expect(page.getByRole('switch', { name: 'Banner' })).toBeChecked();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await screenshot(page, 'message-form-en');
  await page.goto('/messages/create');
  await expect(page.getByRole('textbox', { name: 'Message' }).locator('p').first()).toHaveAttribute(
    'data-placeholder',
    'Type your message here',
  );
  await page.goto('/messages');
  await expect(page.getByRole('switch', { name: 'Only banners' })).toBeVisible();
  await screenshot(page, 'messages-list-en');
  expect(outside).toEqual([]);
});
