/**
 * Staff accounts end to end (issue J): the demo beheerder invites a secretaris on the Medewerkers
 * screen and copies the one-time link; in a browser of its own the new person sets a password with it
 * (a common one refused first), signs in, changes a member, and changes their own password on Mijn
 * account (a wrong current one refused first), which then signs in; the beheerder then disables the
 * account, which can no longer sign in. axe-core on the list, the form, the link dialog, the
 * set-password page and the change-password dialog; the list at 360 px.
 */
import { expect, test } from '@playwright/test';
import { violations } from './axe';
import { openSignedIn, screenshot, signIn } from './fixtures';

test('a beheerder invites a secretaris, who sets a password, signs in and edits a member; then is disabled', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `nieuwe.secretaris.${Date.now()}@clubbeheer.test`;
  const password = 'parkieten kweken in de lente';
  const newPassword = 'de eerste eitjes in maart';

  await openSignedIn(page, '/staff');
  await expect(page.getByRole('heading', { name: 'Medewerkers' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'secretaris@clubbeheer.test' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Aanmaken' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Naam' }).fill('Nele Secretaris');
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Secretaris' }).click();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Uitnodigen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Link om het wachtwoord in te stellen' });
  await expect(dialog).toContainText('72 uur geldig');
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/idp\/password\/[A-Za-z0-9_-]{43}$/);
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('heading', { name: /Nele Secretaris/ })).toBeVisible();

  // The new person, in a browser of their own.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: 'Stel uw wachtwoord in' })).toBeVisible();
  expect(await violations(theirs)).toEqual([]);
  await theirs.getByLabel('Nieuw wachtwoord', { exact: true }).fill('password1234');
  await theirs.getByLabel('Nieuw wachtwoord nog eens').fill('password1234');
  await theirs.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(theirs.getByRole('alert')).toContainText('te bekend');
  await theirs.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await theirs.getByLabel('Nieuw wachtwoord nog eens').fill(password);
  await theirs.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(theirs.getByRole('heading', { name: 'Wachtwoord ingesteld' })).toBeVisible();
  await theirs.getByRole('link', { name: 'Aanmelden bij Club Beheer' }).click();
  await signIn(theirs, { email, password, role: 'secretaris', name: 'Nele Secretaris' });
  await theirs.waitForURL((url) => url.pathname === '/dashboard');
  await expect(theirs.getByRole('banner').getByText(email)).toBeVisible();

  // As a secretaris: change a member's town.
  await theirs.goto('/members');
  await theirs.getByRole('main').getByRole('row').nth(1).getByRole('link').click();
  const town = theirs.getByRole('textbox', { name: 'Gemeente', exact: true });
  await expect(town).toBeVisible();
  await town.fill('Izegem');
  await theirs.getByRole('button', { name: 'Opslaan' }).click();
  await expect(theirs.getByText('Lid opgeslagen')).toBeVisible();

  // Their own password, changed on Mijn account; the new one signs in.
  await theirs.goto('/account');
  await theirs.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  const change = theirs.getByRole('dialog', { name: 'Uw wachtwoord wijzigen' });
  await change.getByLabel('Huidig wachtwoord').fill('niet mijn wachtwoord');
  await change.getByLabel(/^Nieuw wachtwoord/).fill(newPassword);
  await change.getByLabel('Herhaal het nieuwe wachtwoord').fill(newPassword);
  await change.getByRole('button', { name: 'Wijzigen' }).click();
  await expect(change.getByText('Dit is niet uw huidige wachtwoord.')).toBeVisible();
  expect(await violations(theirs)).toEqual([]);
  await change.getByLabel('Huidig wachtwoord').fill(password);
  await change.getByRole('button', { name: 'Wijzigen' }).click();
  await expect(theirs.getByText('Uw wachtwoord is gewijzigd.')).toBeVisible();
  const renewed = await (await browser.newContext()).newPage();
  await renewed.goto('/dashboard');
  await signIn(renewed, { email, password: newPassword, role: 'secretaris', name: 'Nele Secretaris' });
  await renewed.waitForURL((url) => url.pathname === '/dashboard');

  // The beheerder disables the account: signing in is refused.
  await page.getByRole('button', { name: 'Uitschakelen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Medewerker uitgeschakeld')).toBeVisible();
  await expect(page.getByRole('main').getByText('Uitgeschakeld', { exact: true })).toBeVisible();
  const again = await (await browser.newContext()).newPage();
  await again.goto('/dashboard');
  await again.waitForURL(/\/idp\/interaction\//);
  await again.getByLabel('E-mailadres').fill(email);
  await again.getByLabel('Wachtwoord').fill(newPassword);
  await again.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(again.getByRole('alert')).toHaveText('Onbekend e-mailadres of verkeerd wachtwoord.');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/staff');
  await expect(page.getByText('Nele Secretaris')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'staff-list-360-nl');
  await context.close();
});
