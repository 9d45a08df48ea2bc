/**
 * Every screen and every dialog on a phone: at 360 and 390 px each screen of the menu — every list,
 * a create and an edit page of each resource, the dashboard, an order, a message, the member import
 * with its dry-run result, a bank statement's preview and the credits to match, the notifications,
 * the revue's mailing, the history, the outgoing mail, Mijn account — and each dialog (the saved searches too), menu
 * and picker that opens there fits the window: nothing scrolls sideways, nothing reaches past an edge
 * (test/e2e/fit.ts). One sign-in per width; the screens are opened one after the other.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectFits } from './fit';
import { openSignedIn } from './fixtures';
import { unmatchedStatement } from './statementFile';

/** The resources with a list, a create and an edit page. */
const EDITABLE = [
  'members',
  'adverts',
  'activities',
  'locations',
  'vendors',
  'messages',
  'documents',
  'revueRecipients',
  'staff',
];

const main = (page: Page) => page.getByRole('main');
/** A form has shown its fields (an edit page, once the record has come). */
const formReady = (page: Page) => main(page).getByRole('textbox').first();

/** Screens without a record of their own, each with what shows once it has loaded. */
const PAGES = [
  { path: '/orders', ready: (page: Page) => main(page).getByRole('link').first() },
  {
    path: '/history',
    ready: (page: Page) =>
      main(page).getByRole('link').first().or(main(page).getByText('Geen geschiedenis gevonden')),
  },
  { path: '/notifications', ready: (page: Page) => main(page).getByRole('link').first() },
  { path: '/adverts/revue', ready: (page: Page) => main(page).getByRole('table').first() },
  { path: '/adverts/export', ready: (page: Page) => page.getByRole('region').first() },
  {
    path: '/mail',
    ready: (page: Page) =>
      main(page).getByRole('table').or(main(page).getByText('Geen uitgaande mail gevonden')),
  },
  {
    path: '/dues/statements',
    ready: (page: Page) => main(page).getByText(/^Kies het rekeninguittreksel/),
  },
  {
    path: '/dues/entries',
    ready: (page: Page) =>
      main(page)
        .getByRole('table')
        .or(main(page).getByText(/^Geen bankverrichtingen gevonden/)),
  },
  {
    path: '/members/doubles',
    ready: (page: Page) => main(page).getByText(/mogelijke? dubbele? pa(ar|ren)$/),
  },
  {
    path: '/account',
    ready: (page: Page) => main(page).getByRole('button', { name: 'Wachtwoord wijzigen' }),
  },
];

/** Opens `path` and waits for its level-1 heading, `ready` and the end of its requests. */
async function open(page: Page, path: string, ready?: (page: Page) => Locator) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (ready) await expect(ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The edit page of the first record a list's items lead to (`/members/12`, from `/orders/7/show` too). */
async function firstRecordPath(page: Page, resource: string) {
  const links = main(page).locator(`a[href^="/${resource}/"]`);
  await expect(links.first()).toBeVisible();
  const paths = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const path = paths.find((href) => new RegExp(`^/${resource}/[^/]+(/show)?$`).test(href));
  expect(path, `a record link in the ${resource} list`).toBeTruthy();
  return (path as string).replace(/\/show$/, '');
}

/** Opens what `opener` opens, checks that it fits, and closes it with Escape. */
async function expectOpenedFits(page: Page, what: string, opener: () => Promise<void>) {
  await opener();
  await expectFits(page, what);
  await page.keyboard.press('Escape');
}

const DIALOG = '[role=dialog]';

for (const width of [360, 390]) {
  test(`every screen and dialog fits ${width} px`, async ({ page }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width, height: 780 });
    await openSignedIn(page, '/dashboard');
    await expect(main(page).getByRole('list', { name: 'Bestuur' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'the dashboard');
    await expectOpenedFits(page, 'the menu', async () => {
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await expect(page.getByRole('menuitem', { name: 'Downloads' })).toBeVisible();
    });
    await expectOpenedFits(page, 'the account menu', async () => {
      await page.getByRole('button', { name: /^Account van / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    });

    for (const resource of EDITABLE) {
      await open(page, `/${resource}`);
      const edit = await firstRecordPath(page, resource);
      await expectFits(page, `the ${resource} list`);
      await open(page, `/${resource}/create`, formReady);
      await expectFits(page, `/${resource}/create`);
      await open(page, edit, formReady);
      await expectFits(page, edit);
    }
    for (const { path, ready } of PAGES) {
      await open(page, path, ready);
      await expectFits(page, path);
    }

    // The merge screen of two seeded members (nothing merged) and its confirmation.
    await open(page, '/members/merge?keep=10&merge=8', () => main(page).getByRole('radiogroup').first());
    await expectFits(page, 'the merge screen');
    await expectOpenedFits(page, 'the merge confirmation', async () => {
      await main(page).getByRole('button', { name: 'Samenvoegen…' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
    await open(page, '/members/10', formReady);
    await expectOpenedFits(page, 'the choice of the member to merge with', async () => {
      await main(page).getByRole('button', { name: 'Samenvoegen met…' }).click();
      await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible();
    });

    // The lists' menus and dialogs.
    await open(page, '/members');
    await expectOpenedFits(page, 'the saved searches', async () => {
      await main(page).getByRole('button', { name: 'Zoekopdrachten' }).click();
      await expect(page.getByRole('dialog', { name: 'Zoekopdrachten' })).toBeVisible();
    });
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await open(page, '/orders', PAGES[0].ready);
    await expectOpenedFits(page, 'the orders list actions', async () => {
      await main(page).getByRole('button', { name: 'Acties' }).click();
      await expect(page.getByRole('menuitem', { name: 'Samenvatting per ringmaat' })).toBeVisible();
    });
    await expectOpenedFits(page, 'the order summary', async () => {
      await main(page).getByRole('button', { name: 'Acties' }).click();
      await page.getByRole('menuitem', { name: 'Samenvatting per ringmaat' }).click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
    });
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await expectOpenedFits(page, 'the date picker of the orders filter', async () => {
      await page
        .getByRole('group', { name: 'Besteld vanaf' })
        .getByRole('button', { name: /Kies datum/ })
        .click();
      await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
    });
    const order = await firstRecordPath(page, 'orders');
    await open(page, `${order}/show`, () => page.getByRole('table', { name: 'Bestellijnen' }));
    await expectFits(page, 'an order');
    await expectOpenedFits(page, 'the order delete confirmation', async () => {
      await main(page).getByRole('button', { name: 'Verwijderen' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    await open(page, '/messages');
    const message = await firstRecordPath(page, 'messages');
    await open(page, `${message}/show`);
    await expectFits(page, 'a message');

    await open(page, '/adverts');
    await expectOpenedFits(page, 'the adverts period menu', async () => {
      await page.getByRole('combobox', { name: 'Verschijningsperiode' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
    });
    await open(page, await firstRecordPath(page, 'adverts'), formReady);
    await expectOpenedFits(page, 'the advert delete confirmation', async () => {
      await main(page).getByRole('button', { name: 'Verwijderen' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
    await open(page, '/adverts/create', formReady);
    await expectOpenedFits(page, 'the member picker', async () => {
      await page.getByRole('combobox', { name: 'Lid' }).fill('van');
      await expect(page.getByRole('option').first()).toBeVisible();
    });

    await open(page, '/activities/create', formReady);
    await expectOpenedFits(page, 'the date-time picker', async () => {
      await page
        .getByRole('group', { name: /^Begin/ })
        .getByRole('button', { name: /Kies datum/ })
        .click();
      await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
      await expectFits(page, 'the date-time picker on its days');
      await page.getByRole('dialog').getByRole('gridcell', { name: '15' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Volgende', exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'OK' })).toBeVisible();
    });

    await open(page, '/members');
    await open(page, await firstRecordPath(page, 'members'), formReady);
    await expectOpenedFits(page, 'the deactivate confirmation', async () => {
      await main(page).getByRole('button', { name: 'Deactiveren' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    // The bulk edit of the members: ticked on the phone's list, its dialog with a change chosen.
    await open(page, '/members');
    await expectOpenedFits(page, 'the members bulk edit', async () => {
      await main(page).getByRole('checkbox').nth(1).check();
      await main(page).getByRole('button', { name: 'Wijzigen' }).click();
      await page.getByRole('dialog').getByRole('radio', { name: 'Soort lid' }).check();
      await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Soort lid' })).toBeVisible();
    });

    await open(page, '/notifications', PAGES[2].ready);
    await expectOpenedFits(page, 'the notifications delete confirmation', async () => {
      await main(page).getByRole('checkbox').nth(1).check();
      await main(page).getByRole('button', { name: 'Verwijderen' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    await open(page, '/account', PAGES.find((entry) => entry.path === '/account')?.ready);
    await expectOpenedFits(page, 'the change-password dialog', async () => {
      await main(page).getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    await open(page, '/members/import');
    await page.locator('input[type=file]').setInputFiles({
      name: 'breed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land;email',
          'WW01;Maximiliaan;Vandenbroucke-Vercruysse;Sint-Kristoffelstraat;122;8930;Menen;BE;maximiliaan.vandenbroucke@voorbeeldkweker.be',
        ].join('\r\n'),
        'utf8',
      ),
    });
    await expect(page.getByRole('button', { name: 'Import bevestigen' })).toBeVisible();
    await expectFits(page, 'the import dry run');

    await open(page, '/dues/statements');
    await page.locator('input[type=file]').setInputFiles({
      name: 'uittreksel.xml',
      mimeType: 'application/xml',
      buffer: unmatchedStatement(),
    });
    await expect(page.getByRole('button', { name: 'Boeken' })).toBeVisible();
    await expectFits(page, "a bank statement's preview");
    await expectOpenedFits(page, 'the confirmation of its booking', async () => {
      await main(page).getByRole('button', { name: 'Boeken' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });
}
