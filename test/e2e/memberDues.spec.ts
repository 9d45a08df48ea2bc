/**
 * The dues on the member's side (issue K) before this year's dues run, as the demo starts: the member
 * form's kind of membership and language saved and read back, the member's Lidgeld section, the
 * members list's filter on this year's dues and the dashboard's card — at 360 px, under axe-core, in
 * Dutch and English, and none of it for a redactie, who does not read the dues.
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { expectFits } from './fit';
import { demoAccount, openSignedIn } from './fixtures';

const YEAR = new Date().getFullYear();

/** A member of the demo data with the default kind (the first member is an honorary one). */
const MEMBER = '/members/2';

const main = (page: Page) => page.getByRole('main');

/** Checks what `page` shows: no critical or serious axe-core violation, nothing past its edges. */
async function expectClean(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await violations(page), what).toEqual([]);
  await expectFits(page, what);
}

test('a member’s kind and language are chosen on the form and kept', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openSignedIn(page, MEMBER);
  const kind = main(page).getByRole('combobox', { name: /^Soort lid/ });
  await expect(kind).toHaveText('Gewoon lid (standaard)');
  const language = main(page).getByRole('combobox', { name: /^Taal/ });
  await expect(language).toHaveText('Nederlands');
  await kind.click();
  await expect(page.getByRole('option', { name: 'Gezinslid' })).toBeVisible();
  await expectClean(page, 'the kinds of membership');
  await page.getByRole('option', { name: 'Gezinslid' }).click();
  await language.click();
  await page.getByRole('option', { name: 'Engels' }).click();
  await main(page).getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid opgeslagen')).toBeVisible();

  await page.goto(MEMBER);
  await expect(kind).toHaveText('Gezinslid');
  await expect(language).toHaveText('Engels');
  // Back as the demo has it: the default kind and Dutch.
  await kind.click();
  await page.getByRole('option', { name: 'Gewoon lid (standaard)' }).click();
  await language.click();
  await page.getByRole('option', { name: 'Nederlands' }).click();
  await main(page).getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid opgeslagen')).toBeVisible();
  await page.goto(MEMBER);
  await expect(kind).toHaveText('Gewoon lid (standaard)');
});

for (const [language, switchTo] of [
  ['nl', undefined],
  ['en', 'EN, English'],
] as const) {
  test(`before this year's run a treasurer sees no dues of a member, nobody in order, nothing asked, in ${language} at 360 px`, async ({
    page,
  }) => {
    const t = (nl: string, en: string) => (language === 'nl' ? nl : en);
    await page.setViewportSize({ width: 360, height: 780 });
    await openSignedIn(page, '/dashboard', demoAccount('penningmeester'));
    if (switchTo) await page.getByRole('button', { name: switchTo }).click();
    const card = main(page).getByRole('link', { name: new RegExp(`^${t('Lidgeld', 'Dues')} ${YEAR}`) });
    await expect(card).toContainText(
      t(`Nog geen lidgeld gevraagd voor ${YEAR}.`, `No dues asked for ${YEAR} yet.`),
    );
    await expect(card).toHaveAttribute(
      'href',
      `/dues?filter=${encodeURIComponent(JSON.stringify({ year: YEAR }))}`,
    );
    await expectClean(page, 'the dashboard');

    await page.goto(MEMBER);
    const section = main(page).locator('section', {
      has: page.getByRole('heading', { name: t('Lidgeld', 'Dues'), level: 2 }),
    });
    await expect(section.getByText(t('Nog geen lidgeld gevraagd.', 'No dues asked yet.'))).toBeVisible();
    await expectClean(page, "the member's page");

    await page.goto('/members');
    const filter = main(page).getByRole('combobox', { name: `${t('Lidgeld', 'Dues')} ${YEAR}` });
    await filter.click();
    await page.getByRole('option', { name: t('Niet in orde', 'Not in order') }).click();
    // No requests this year yet: the filter finds nobody, either way.
    await expect(
      main(page).getByText(
        t('Geen leden gevonden met de huidige filters.', 'No members found using the current filters.'),
      ),
    ).toBeVisible();
    await expectClean(page, 'the members list filtered on the dues');
  });
}

test('a redactie sees no dues on the dashboard, the member page or the members list', async ({ page }) => {
  await openSignedIn(page, '/dashboard', demoAccount('redactie'));
  await expect(main(page).getByText('Actieve leden')).toBeVisible();
  await expect(main(page).getByRole('link', { name: new RegExp(`^Lidgeld ${YEAR}`) })).toHaveCount(0);
  await page.goto(MEMBER);
  // The kind shows on the read-only form: the kinds are the members' to tell.
  await expect(main(page).getByRole('combobox', { name: /^Soort lid/ })).toHaveText('Gewoon lid (standaard)');
  await expect(main(page).getByRole('heading', { name: 'Lidgeld', level: 2 })).toHaveCount(0);
  await page.goto('/members');
  await expect(main(page).getByRole('switch', { name: 'Toon inactieve leden' })).toBeVisible();
  await expect(main(page).getByRole('combobox', { name: `Lidgeld ${YEAR}` })).toHaveCount(0);
});
