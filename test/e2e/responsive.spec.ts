/**
 * Every list at every width (issue H): at 390, 800 and 1024 px no list page scrolls sideways, and its
 * actions (create, import, export, summary…) are on screen — below the md breakpoint (900 px) in the
 * "Acties" menu, from md up as buttons — and the first record is a link on screen; from the sm
 * breakpoint (600 px) up the list is a table with column headers. At 390 and 800 px adverts can be
 * ticked and hidden by the bulk action, and the hiding undone.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn } from './fixtures';

/** Each list page with its heading and the actions a person must be able to reach there. */
const LISTS = [
  { path: '/members', heading: 'Leden', actions: ['Aanmaken', 'Importeren'] },
  { path: '/adverts', heading: 'Zoekertjes', actions: ['Aanmaken', 'Export voor de revue'] },
  { path: '/activities', heading: 'Activiteiten', actions: ['Aanmaken', 'Locaties'] },
  { path: '/locations', heading: 'Locaties', actions: ['Aanmaken'] },
  { path: '/vendors', heading: 'Verkopers', actions: ['Aanmaken'] },
  { path: '/messages', heading: 'Berichten', actions: ['Aanmaken'] },
  { path: '/documents', heading: 'Downloads', actions: ['Aanmaken'] },
  { path: '/staff', heading: 'Medewerkers', actions: ['Aanmaken'] },
  { path: '/orders', heading: 'Bestellingen', actions: ['Samenvatting per ringmaat'] },
];

/** Below react-admin's md breakpoint the actions sit in a menu. */
const MD = 900;
/** Below MUI's sm breakpoint the rows are a simple list, from it up a table. */
const SM = 600;

async function expectOnScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, 'inside the window').toBe(true);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [390, 800, 1024]) {
  test(`every list fits ${width} px and its actions are reachable`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, '/members');
    for (const { path, heading, actions } of LISTS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const main = page.getByRole('main');
      await expectOnScreen(page, main.getByRole('link').filter({ hasNotText: /^$/ }).last());
      expect(await sidewaysScroll(page), `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      if (width >= SM) await expect(main.getByRole('columnheader').nth(1)).toBeVisible();
      else await expect(main.getByRole('table')).toHaveCount(0);
      if (width < MD) {
        await main.getByRole('button', { name: 'Acties' }).click();
        for (const name of actions) await expectOnScreen(page, page.getByRole('menuitem', { name }));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menuitem', { name: actions[0] })).toBeHidden();
      } else {
        for (const name of actions)
          await expectOnScreen(page, main.getByRole('link', { name }).or(main.getByRole('button', { name })));
      }
    }
  });
}

for (const width of [390, 800]) {
  test(`at ${width} px an advert is ticked, hidden by the bulk action and the hiding undone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, '/adverts');
    const main = page.getByRole('main');
    // A phone shows "Verborgen" in a hidden advert's item, a wider window "Nee" in its "Zichtbaar" column.
    const items = width < SM ? main.getByRole('listitem') : main.locator('tbody tr');
    const hiddenMark = (item: Locator) =>
      width < SM ? item.getByText('Verborgen') : item.locator('td.column-isVisible').getByLabel('Nee');
    if (width >= SM)
      await expect(main.getByRole('columnheader', { name: 'Zichtbaar', exact: true })).toBeVisible();
    await expect(items.first()).toBeVisible();
    let index = 0;
    while (await hiddenMark(items.nth(index)).isVisible()) index++;
    // The name leads the item's link (a phone's item goes on with the dates).
    const [name] = (await items.nth(index).getByRole('link').first().innerText()).split('\n');
    const item = items.filter({ hasText: name });
    await expect(hiddenMark(item)).toBeHidden();

    await item.getByRole('checkbox', { name: 'Deze rij selecteren' }).check();
    await expect(main.getByText('1 geselecteerd')).toBeVisible();
    await expectOnScreen(page, main.getByRole('button', { name: 'Zichtbaar maken' }));
    await main.getByRole('button', { name: 'Verbergen' }).click();
    await expect(page.getByText('Zoekertje verborgen')).toBeVisible();
    await expect(hiddenMark(item)).toBeVisible();
    await page.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect(hiddenMark(item)).toBeHidden();
    await page.reload();
    await expect(item.getByRole('link').first()).toBeVisible();
    await expect(hiddenMark(item)).toBeHidden();
  });
}

/** The words a button shows after its icon on a phone (PageActions draws its name after the icon). */
const shownWords = (button: Locator) =>
  button.evaluate((element) => getComputedStyle(element, '::after').content.replace(/^"|"$/g, ''));

test('at 390 px a record page names its actions in words, with a tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openSignedIn(page, '/members');
  const main = page.getByRole('main');
  await main.getByRole('listitem').getByRole('link').first().click();
  await expect(main.getByRole('textbox', { name: 'Stamnummer', exact: true })).toBeVisible();
  for (const name of ['Lijst', 'Deactiveren']) {
    const button = main.getByRole('link', { name }).or(main.getByRole('button', { name }));
    await expectOnScreen(page, button);
    expect(await shownWords(button)).toBe(name);
  }
  await main.getByRole('button', { name: 'Deactiveren' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Deactiveren' })).toBeVisible();
});

test('at 390 px a members list loaded again with a search in its address shows the members found', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openSignedIn(page, '/members');
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Zoeken' }).fill('Vanneste');
  await expect(page).toHaveURL(/Vanneste/);
  await expect(main.getByRole('listitem').getByRole('link').first()).toContainText('Vanneste');
  await page.reload();
  await expect(main.getByRole('listitem').getByRole('link').first()).toContainText('Vanneste');
  await expect(main.getByRole('textbox', { name: 'Zoeken' })).toHaveValue('Vanneste');
});
