/**
 * Uitgaande mail end to end (issue J): a beheerder reaches the outbox from the dashboard by keyboard on
 * a 360 px phone, reads that no mail server is configured (the test server has no SMTP_URL), filters on
 * failed messages by keyboard, and the page fits and has no critical or serious axe finding; a role
 * without read:staff sees no way there.
 */
import { expect, test } from '@playwright/test';
import { violations } from './axe';
import { expectFits } from './fit';
import { demoAccount, openSignedIn } from './fixtures';

test('a beheerder opens the outgoing mail from the dashboard by keyboard at 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, '/dashboard');
  const card = page.getByRole('link', { name: /^Uitgaande mail/ });
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mail$/);
  await expect(page.getByRole('heading', { name: 'Uitgaande mail', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Er is geen mailserver ingesteld (SMTP_URL): berichten blijven in de wachtrij tot er een is.',
    ),
  ).toBeVisible();
  await expectFits(page, 'the outbox at 360 px');
  expect(await violations(page)).toEqual([]);

  const state = page.getByRole('combobox', { name: 'Status' });
  await state.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Mislukt' }).focus();
  await page.keyboard.press('Enter');
  await expect(state).toHaveText('Mislukt');
  await expect(page).toHaveURL(/state/);
  await expectFits(page, 'the outbox filtered at 360 px');
  expect(await violations(page)).toEqual([]);
});

test('a secretaris sees no way to the outgoing mail', async ({ page }) => {
  await openSignedIn(page, '/dashboard', demoAccount('secretaris'));
  await expect(page.getByRole('link', { name: /^Geschiedenis/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Uitgaande mail/ })).toHaveCount(0);
});
