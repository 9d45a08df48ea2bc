/**
 * Likely doubles end to end (issue L item 3): a secretaris types a member, then the same member again
 * with the names swapped and the street abbreviated; before saving the form warns "Mogelijk bestaat dit
 * lid al" with a link to the first; the pair shows on "Mogelijke dubbels" (reached from the members
 * list), the older member first, with "Samenvoegen" to the merge screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { demoAccount, openSignedIn, screenshot } from './fixtures';

async function typeMember(
  page: Page,
  member: { firstName: string; lastName: string; tribeNumber: string; street: string },
) {
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill(member.firstName);
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).fill(member.lastName);
  await page.getByRole('textbox', { name: 'Stamnummer', exact: true }).fill(member.tribeNumber);
  await page.getByRole('textbox', { name: 'Straat', exact: true }).fill(member.street);
  await page.getByRole('textbox', { name: 'Nummer', exact: true }).fill('17');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('8630');
  await page.getByRole('textbox', { name: 'Gemeente', exact: true }).fill('Veurne');
}

test('a member typed twice is named before saving, and the pair shows on Mogelijke dubbels', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/members/create', demoAccount('secretaris'));
  await typeMember(page, {
    firstName: 'Wouter',
    lastName: 'Dewulf',
    tribeNumber: 'WD17',
    street: 'Ooststraat',
  });
  // Nobody alike yet: no warning.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Mogelijk bestaat dit lid al', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid aangemaakt')).toBeVisible();
  await page.waitForURL(/\/members\/\d+$/);
  const first = Number(new URL(page.url()).pathname.split('/').at(-1));

  await page.goto('/members/create');
  await typeMember(page, {
    firstName: 'Dewulf',
    lastName: 'Wouter',
    tribeNumber: 'WD18',
    street: 'Ooststr.',
  });
  const warning = page.getByRole('status').filter({ hasText: 'Mogelijk bestaat dit lid al' });
  await expect(warning).toContainText('Wouter Dewulf (stam WD17)');
  await expect(warning.getByRole('link', { name: 'bekijken' })).toHaveAttribute('href', `/members/${first}`);
  await screenshot(page, 'member-create-double-nl');
  // A warning, no block: the second is saved all the same, to be merged later.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid aangemaakt')).toBeVisible();
  await page.waitForURL(
    (url) => /^\/members\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${first}`),
  );
  const second = Number(new URL(page.url()).pathname.split('/').at(-1));

  await page.goto('/members');
  await page
    .getByRole('link', { name: 'Mogelijke dubbels' })
    .or(page.getByRole('button', { name: 'Acties' }))
    .first()
    .click();
  const menuItem = page.getByRole('menuitem', { name: 'Mogelijke dubbels' });
  if (await menuItem.isVisible()) await menuItem.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mogelijke dubbels' })).toBeVisible();
  const pair = page.getByRole('listitem').filter({ hasText: 'WD18' });
  await expect(pair).toContainText('Wouter Dewulf');
  await expect(pair).toContainText('Ooststr. 17, 8630 Veurne');
  await expect(pair).toContainText('Zelfde adres');
  await expect(
    pair.getByRole('link', { name: 'Dewulf Wouter samenvoegen met Wouter Dewulf' }),
  ).toHaveAttribute('href', `/members/merge?keep=${first}&merge=${second}`);
  await screenshot(page, 'member-doubles-nl');
});
