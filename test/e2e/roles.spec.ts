/**
 * The screens follow the role (issue J), signed in as the demo accounts: a lezer reads every area and
 * can change nothing; a redactie edits an advert but sees no member import and no dues; a secretaris
 * reads the credits of the bank statements but books none; a penningmeester sees the members, the
 * ring orders and the dues only.
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { demoAccount, openSignedIn } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('menu');

/** The sidebar's items once they have all come (each shows when react-admin knows it may). */
async function menuItems(page: Page, last: string) {
  await expect(sidebar(page).getByRole('menuitem', { name: last })).toBeVisible();
  return sidebar(page).getByRole('menuitem').allInnerTexts();
}

test('a lezer reads every area and finds no way to change anything', async ({ page }) => {
  await openSignedIn(page, '/dashboard', demoAccount('lezer'));
  expect(await menuItems(page, 'Lidgeld')).toEqual([
    'Dashboard',
    'Leden',
    'Zoekertjes',
    'Revue verzenden',
    'Activiteiten',
    'Verkopers',
    'Berichten',
    'Downloads',
    'Lidgeld',
  ]);
  for (const path of ['/members', '/adverts', '/activities', '/vendors', '/messages', '/documents']) {
    await page.goto(path);
    await expect(main(page).getByRole('table')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Aanmaken' })).toHaveCount(0);
    await expect(main(page).getByRole('checkbox')).toHaveCount(0);
  }
  await page.goto('/members');
  await expect(main(page).getByRole('link', { name: 'Importeren' })).toHaveCount(0);
  await main(page).getByRole('table').locator('tbody tr').first().click();
  await expect(main(page).getByText('U kunt dit alleen bekijken')).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'Voornaam' })).toBeDisabled();
  await expect(main(page).getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactiveren' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  for (const path of ['/members/create', '/members/import', '/adverts/create']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  }
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'EN, English' }).click();
  await expect(main(page).getByRole('heading', { name: 'No access' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'NL, Nederlands' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/notifications');
  await expect(main(page).getByRole('heading', { name: 'Meldingen' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
});

test('a redactie edits an advert but sees no member import', async ({ page }) => {
  await openSignedIn(page, '/members', demoAccount('redactie'));
  await expect(main(page).getByRole('table')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Importeren' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Aanmaken' })).toHaveCount(0);
  for (const path of ['/members/import', '/dues/statements', '/dues/entries']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  }

  await page.goto('/adverts');
  await expect(main(page).getByRole('link', { name: 'Aanmaken' })).toBeVisible();
  await main(page).getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
  const text = main(page).getByRole('textbox', { name: 'Tekst' });
  await expect(text).toBeEnabled();
  const changed = `${await text.inputValue()} Nog beschikbaar.`.slice(0, 1000);
  await text.fill(changed);
  await main(page).getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/adverts$|\/adverts\?/);
  await expect(page.getByText('Zoekertje opgeslagen')).toBeVisible();
});

test('a secretaris reads the credits of the bank statements but books none', async ({ page }) => {
  await openSignedIn(page, '/dues', demoAccount('secretaris'));
  await expect(main(page).getByRole('link', { name: 'Niet gekoppeld' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Rekeninguittreksel inlezen' })).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Niet gekoppeld' }).click();
  await expect(main(page).getByRole('heading', { name: 'Bankverrichtingen', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('combobox', { name: 'Status' })).toHaveText('Niet gekoppeld');
  await expect(main(page).getByRole('button', { name: /Negeren|Koppelen/ })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await page.goto('/dues/statements');
  await expect(main(page).getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
});

test('a penningmeester sees the members, the ring orders and the dues, nothing else', async ({ page }) => {
  await openSignedIn(page, '/dashboard', demoAccount('penningmeester'));
  await expect(main(page).getByRole('link', { name: /Ringbestellingen/ })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /Actieve leden/ })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /Zoekertjes/ })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: /Geschiedenis/ })).toHaveCount(0);
  expect(await menuItems(page, 'Lidgeld')).toEqual(['Dashboard', 'Leden', 'Lidgeld']);
  await expect(page.getByRole('banner').getByRole('link', { name: /Meldingen/ })).toHaveCount(0);
  await page.goto('/dues');
  await main(page).getByRole('link', { name: 'Rekeninguittreksel inlezen' }).click();
  await expect(
    main(page).getByRole('heading', { name: 'Rekeninguittreksel inlezen', level: 1 }),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Bestand kiezen' })).toBeVisible();
  await page.goto('/adverts');
  await expect(main(page).getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
});
