/**
 * Every list at every width (issue H): at 390, 800 and 1024 px no list page scrolls sideways, and its
 * actions (create, import, export, summary…) are on screen — below the md breakpoint (900 px) in the
 * "Acties" menu, from md up as buttons — and the first record is a link on screen.
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
  { path: '/orders', heading: 'Bestellingen', actions: ['Samenvatting per ringmaat'] },
];

/** Below react-admin's md breakpoint the actions sit in a menu and the rows are a simple list. */
const MD = 900;

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
