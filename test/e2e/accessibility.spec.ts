/**
 * WCAG 2.2 AA on every screen, in both languages, at phone (390 px) and desktop (1440 px) width (issue
 * H): axe-core checks every list, a create and an edit page of each resource — the edit page with its
 * form in error after a refused save —, the dashboard, notifications, an order, a message, the
 * member import with a dry run's result, a bank statement's preview and the confirmation of its
 * booking, the revue export and mailing, the history, the staff, the
 * outgoing mail and Mijn account; the dialogs open (delete confirmations, deactivate, disable a staff
 * member, the orders' summary, the bulk edit of members and adverts, the new location, the date picker, change password) and a
 * record's history panel. No critical or serious violation may be found. One signed-in page per
 * language, width and half (screens; forms and dialogs); nothing is changed (a dry run and refused
 * saves only).
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { openSignedIn } from './fixtures';
import { unmatchedStatement } from './statementFile';

/** Screens checked as they load, by path; ids are records of the deterministic demo data. */
const SCREENS = [
  '/dashboard',
  '/notifications',
  '/members',
  '/adverts',
  '/adverts/export',
  '/adverts/revue',
  '/revueRecipients',
  '/activities',
  '/locations',
  '/vendors',
  '/messages',
  '/messages/2/show',
  '/documents',
  '/orders',
  '/orders/5/show',
  '/history',
  '/staff',
  '/mail',
  '/account',
  '/dues',
  '/dues/settings',
  '/dues/statements',
  '/dues/entries',
  '/members/doubles',
  '/members/create',
  '/members/merge?keep=10&merge=8',
  '/adverts/create',
  '/revueRecipients/create',
  '/activities/create',
  '/locations/create',
  '/vendors/create',
  '/messages/create',
  '/documents/create',
  '/staff/create',
];

/** Edit pages, checked loaded and then with their form in error after a refused save. */
const EDITS = [
  '/members/1',
  '/adverts/10',
  '/revueRecipients/1',
  '/activities/3',
  '/locations/2',
  '/vendors/2',
  '/messages/2',
  '/documents/2',
  '/staff/2',
];

/** Dialogs checked open: the screen and the button that opens it (nl or en). */
const DIALOGS = [
  { path: '/orders', opener: /^(Samenvatting per ringmaat|Summary per ring size)$/ },
  { path: '/members', opener: /^(Zoekopdrachten|Searches)$/ },
  { path: '/orders/5/show', opener: /^(Verwijderen|Delete)$/ },
  { path: '/adverts/10', opener: /^(Verwijderen|Delete)$/ },
  { path: '/members/1', opener: /^(Deactiveren|Deactivate)$/ },
  { path: '/members/1', opener: /^(Samenvoegen met…|Merge with…)$/ },
  { path: '/members/merge?keep=10&merge=8', opener: /^(Samenvoegen…|Merge…)$/ },
  { path: '/staff/2', opener: /^(Uitschakelen|Disable)$/ },
  { path: '/revueRecipients/1', opener: /^(Verwijderen|Delete)$/ },
  { path: '/activities/create', opener: /^(Nieuwe locatie|New location)$/ },
  { path: '/activities/create', opener: /^(Kies datum|Choose date)/ },
  { path: '/account', opener: /^(Wachtwoord wijzigen|Change password)$/ },
];

/** Panels checked open: the screen and the button that opens it (nl or en) — a record's history. */
const PANELS = [{ path: '/members/1', opener: /^(Geschiedenis|History)$/ }];

const IMPORT = [
  'stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land',
  'AX01;Vera;Toegank;Markt;1;8700;Tielt;BE',
];

/**
 * The button opening a dialog: on the page, or — where a list gathers its actions in the "Acties" menu
 * (below md) — that menu's item, the menu opened first. A list's own tools (its saved searches) stay
 * on the page at every width.
 */
function openerOf(page: Page, opener: RegExp) {
  const button = page.getByRole('main').getByRole('button', { name: opener }).first();
  const actions = page.getByRole('main').getByRole('button', { name: /^(Acties|Actions)$/ });
  return {
    click: async () => {
      if (!(await button.isVisible()) && (await actions.isVisible())) {
        await actions.click();
        await page.getByRole('menuitem', { name: opener }).click();
      } else await button.click();
    },
  };
}

/** Waits until the screen at `path` has loaded, every loader gone. */
async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.locator('#main-content h1')).toBeVisible();
  // Checked once loaded: react-admin's loader of a screen's first load carries no name of its own.
  await expect(page.locator('.MuiLinearProgress-root, .RaLoading-root')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Empties the form's first required text field (its label ends with react-admin's "*") and saves: the
 * form refuses it and shows the field in error. Nothing reaches the server.
 */
async function refusedSave(page: Page) {
  const id = await page.evaluate(() => {
    const labels = [...document.querySelectorAll<HTMLLabelElement>('#main-content form label[for]')];
    const required = labels.find((label) => {
      const control = document.getElementById(label.htmlFor);
      const text = control instanceof HTMLInputElement && control.type === 'text';
      return label.textContent?.trim().endsWith('*') && (text || control instanceof HTMLTextAreaElement);
    });
    return required?.htmlFor;
  });
  expect(id, `a required text field on ${page.url()}`).toBeTruthy();
  await page.locator(`[id="${id}"]`).fill('');
  await page.getByRole('button', { name: /^(Opslaan|Save)$/ }).click();
  await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('aria-invalid', 'true');
}

/** Every screen of SCREENS, and the open user menu, in the page's language and width. */
async function checkScreens(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const path of SCREENS) {
    await openLoaded(page, path);
    found.push(...(await violations(page)));
  }
  await openLoaded(page, '/dashboard');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Account van|Account of) / })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  found.push(...(await violations(page)));
  await page.keyboard.press('Escape');
  return found;
}

/** Every edit form in error, the import's dry run, every dialog and panel, in the page's language and width. */
async function checkFormsAndDialogs(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const path of EDITS) {
    await openLoaded(page, path);
    await refusedSave(page);
    found.push(...(await violations(page)));
  }
  // The import's dry run: its counts (chips) and the preview of the file's rows.
  await openLoaded(page, '/members/import');
  await page.locator('input[type=file]').setInputFiles({
    name: 'toegankelijk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(IMPORT.join('\r\n'), 'utf8'),
  });
  await expect(page.getByRole('button', { name: /^(Import bevestigen|Confirm import)$/ })).toBeVisible();
  found.push(...(await violations(page)));
  // A bank statement's preview (nothing booked), and the confirmation before booking it.
  await openLoaded(page, '/dues/statements');
  await page.locator('input[type=file]').setInputFiles({
    name: 'uittreksel.xml',
    mimeType: 'application/xml',
    buffer: unmatchedStatement(),
  });
  const book = page.getByRole('button', { name: /^(Boeken|Book)$/ });
  await expect(book).toBeVisible();
  found.push(...(await violations(page)));
  await book.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await violations(page)));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // The confirmation before notifications are deleted.
  await openLoaded(page, '/notifications');
  await page.getByRole('table').getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: /^(Verwijderen|Delete)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await violations(page)));
  await page.keyboard.press('Escape');
  // The bulk edit of the members and of the adverts, a change chosen.
  for (const [path, field] of [
    ['/members', /^(Revue)$/],
    ['/adverts', undefined],
  ] as const) {
    await openLoaded(page, path);
    await page.getByRole('main').getByRole('checkbox').nth(1).check();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Wijzigen|Change)$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (field) {
      await dialog.getByRole('radio', { name: field }).check();
      await dialog.getByRole('radio', { name: /^(Ja|Yes)$/ }).check();
      await expect(dialog.getByRole('status')).toHaveText(/→/);
    }
    found.push(...(await violations(page)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  for (const { path, opener } of DIALOGS) {
    await openLoaded(page, path);
    await openerOf(page, opener).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
    found.push(...(await violations(page)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  for (const { path, opener } of PANELS) {
    await openLoaded(page, path);
    const button = page.getByRole('main').getByRole('button', { name: opener });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Loaded: its entries, or the sentence saying there are none yet.
    const panel = page.getByRole('region', { name: opener });
    await expect(panel).toHaveText(/\w/);
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    found.push(...(await violations(page)));
  }
  return found;
}

for (const width of [1440, 390]) {
  for (const [language, switchTo] of [
    ['nl', undefined],
    ['en', 'EN, English'],
  ] as const) {
    for (const [part, check] of [
      ['every screen', checkScreens],
      ['every form in error and every dialog', checkFormsAndDialogs],
    ] as const) {
      test(`${part} passes axe-core in ${language} at ${width} px`, async ({ page }) => {
        test.setTimeout(360_000);
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        // Leaving a form in error: the browser's "leave this page?" is answered yes.
        page.on('dialog', (dialog) => dialog.accept());
        await openSignedIn(page, '/dashboard');
        if (switchTo) await page.getByRole('button', { name: switchTo }).click();
        expect(await check(page)).toEqual([]);
      });
    }
  }
}
