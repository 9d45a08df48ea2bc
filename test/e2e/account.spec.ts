/**
 * Mijn account end to end: a lezer (an account no other end-to-end test signs in with) opens it from the
 * account menu by keyboard on a 360 px phone, sets up the second factor with a code computed from the
 * secret the page shows, sees the recovery codes, and turns it off again with one of them; each step
 * fits 360 px and has no critical or serious axe finding.
 */
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { violations } from './axe';
import { expectFits } from './fit';
import { demoAccount, openSignedIn } from './fixtures';

test('a lezer sets up the second factor from Mijn account at 360 px, then turns it off with a recovery code', async ({
  page,
}) => {
  test.setTimeout(90_000);
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
  const recoveryCode = (await codes.getByRole('listitem').first().textContent()) ?? '';
  await codes.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await expect(page.getByText('10 herstelcodes over')).toBeVisible();

  await page.getByRole('button', { name: 'Uitschakelen' }).click();
  const off = page.getByRole('dialog', { name: 'Tweede factor uitschakelen' });
  await off.getByRole('textbox', { name: 'Code' }).fill(recoveryCode);
  await off.getByRole('button', { name: 'Uitschakelen' }).click();
  await expect(page.getByText('Uit', { exact: true })).toBeVisible();
});
