/**
 * Mijn account end to end: a lezer opens it from the account menu by keyboard on a 360 px phone, sets
 * up the second factor with a code computed from the secret the page shows and sees the recovery codes;
 * signing in again in a browser of its own then asks for a code after the password (a wrong one
 * refused, a recovery code accepted); back on Mijn account the lezer turns it off with another recovery
 * code. Each step fits 360 px and has no critical or serious axe finding, the sign-in code step in nl
 * and en.
 */
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { violations } from './axe';
import { expectFits } from './fit';
import { demoAccount, openSignedIn, signIn } from './fixtures';

test('a lezer sets up the second factor from Mijn account at 360 px, signs in with it, then turns it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, '/dashboard', demoAccount('lezer'));
  await page.getByRole('button', { name: /^Account van/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Mijn account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Mijn account', level: 1 })).toBeVisible();
  await expect(page.getByText('Lezer', { exact: true })).toBeVisible();
  await expectFits(page, 'Mijn account at 360 px');
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Instellen' }).click();
  const setUp = page.getByRole('dialog', { name: 'Tweede factor instellen' });
  await expect(setUp.getByRole('img', { name: /^QR-code/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const secret = (await setUp.locator('code').textContent())?.replaceAll(' ', '') ?? '';
  await setUp
    .getByRole('textbox', { name: 'Code' })
    .fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await page.keyboard.press('Enter');

  const codes = page.getByRole('dialog', { name: 'Uw herstelcodes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expectFits(page, 'the recovery codes at 360 px');
  expect(await violations(page)).toEqual([]);
  const recoveryCodes = await codes.getByRole('listitem').allTextContents();
  await codes.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await expect(page.getByText('10 herstelcodes over')).toBeVisible();

  // Signing in again, in a browser of its own: the code after the password.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const again = await context.newPage();
  await again.goto('/dashboard');
  await signIn(again, demoAccount('lezer'));
  await expect(again.getByRole('heading', { name: 'Verificatiecode' })).toBeVisible();
  await expectFits(again, 'the sign-in code step at 360 px');
  expect(await violations(again)).toEqual([]);
  await again.getByLabel('Code').fill('000000');
  await again.keyboard.press('Enter');
  await expect(again.getByRole('alert')).toHaveText('Deze code klopt niet of werd al gebruikt.');
  await again.getByRole('link', { name: 'English' }).click();
  await expect(again.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  expect(await violations(again)).toEqual([]);
  await again.getByLabel('Code').fill(recoveryCodes[1]);
  await again.keyboard.press('Enter');
  await again.waitForURL((url) => url.pathname === '/dashboard');
  await context.close();
  await page.reload();
  await expect(page.getByText('9 herstelcodes over')).toBeVisible();

  await page.getByRole('button', { name: 'Uitschakelen' }).click();
  const off = page.getByRole('dialog', { name: 'Tweede factor uitschakelen' });
  await off.getByRole('textbox', { name: 'Code' }).fill(recoveryCodes[0]);
  await off.getByRole('button', { name: 'Uitschakelen' }).click();
  await expect(page.getByText('Uit', { exact: true })).toBeVisible();
});
