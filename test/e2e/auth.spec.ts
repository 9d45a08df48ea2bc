/** Sign-in through the real authorization-code + PKCE flow of the embedded provider, and sign-out. */
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { nonStaff, openSignedIn, signIn, signOut, staff } from './fixtures';

test('a signed-out visit to /notifications goes to the sign-in page and comes back after sign-in', async ({
  page,
}) => {
  await page.goto('/notifications');
  await signIn(page);
  await page.waitForURL((url) => url.pathname === '/notifications');
  await expect(page.getByRole('heading', { name: 'Meldingen' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText(staff.email)).toBeVisible();
  await expect(header.getByRole('link', { name: /^Meldingen \(\d+\)$/ })).toBeVisible();
});

test('a wrong password is refused on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByLabel('E-mailadres').fill(staff.email);
  await page.getByLabel('Wachtwoord').fill('niet-juist');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Onbekend e-mailadres of verkeerd wachtwoord.');
});

test('an account without the staff permission sees a clear message and no menu, not a blank page', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await signIn(page, nonStaff);
  await expect(
    page.getByText('Uw account heeft geen toegang tot Club Beheer.', { exact: false }),
  ).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'EN, English' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Afmelden' })).toBeVisible();
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Meldingen/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /^Menu (openen|sluiten)$/ })).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Afmelden' }).click();
  await page.waitForURL(/\/idp\/interaction\//);
});

test('log out returns to the sign-in page', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await signOut(page);
  await expect(page.getByLabel('Wachtwoord')).toBeVisible();
});

test('opened at 127.0.0.1, the address Fastify used to print, the app signs in (at PUBLIC_URL)', async ({
  page,
}) => {
  const loopback = new URL(baseURL);
  loopback.hostname = '127.0.0.1';
  await page.goto(new URL('/notifications', loopback).href);
  await signIn(page);
  await page.waitForURL(`${baseURL}/notifications`);
  await expect(page.getByRole('heading', { name: 'Meldingen' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(staff.email)).toBeVisible();
});

test.describe('a browser in English', () => {
  test.use({ locale: 'en-US' });

  test("sees the sign-in page in the app's language: Dutch at first, English once chosen in the app", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.waitForURL(/\/idp\/interaction\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByLabel('Wachtwoord')).toBeVisible();
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'EN, English' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Account of ${staff.email}` })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/idp\/interaction\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});

test('a signed-in reload shows the dashboard without the sign-in library, which loads to sign out', async ({
  page,
}) => {
  await openSignedIn(page);
  const library: string[] = [];
  page.on('request', (request) => {
    if (/auth0-spa-js/.test(request.url())) library.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Actieve leden/ })).toBeVisible();
  await expect(page.getByRole('banner').getByText(staff.email)).toBeVisible();
  expect(library).toEqual([]);
  await signOut(page);
  // Once to sign out, and again on the start page after the sign-out, which signs in.
  expect(library.length).toBeGreaterThanOrEqual(1);
  const tokens = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('club-beheer.auth::')),
  );
  expect(tokens).toEqual([]);
});

test('an access token about to expire is renewed at the next load, through the sign-in library', async ({
  page,
}) => {
  await openSignedIn(page);
  // The cached token as the library would see it 30 s before its expiry.
  const expiry = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find(
        (name) => name.startsWith('club-beheer.auth::') && !name.endsWith('@@user@@'),
      );
      const entry = JSON.parse(localStorage.getItem(key ?? '') ?? '{}');
      return { key, entry };
    });
  const { key, entry } = await expiry();
  expect(key).toBeDefined();
  const soon = Math.floor(Date.now() / 1000) + 30;
  // Written as the next page starts, before its scripts: written now, the signed-in page could renew
  // the token itself (an API read after its first paint) and the reload would find a fresh one.
  await page.addInitScript(
    ([name, value]) => localStorage.setItem(name, value),
    [key as string, JSON.stringify({ ...entry, expiresAt: soon })],
  );
  const library = page.waitForRequest(/auth0-spa-js/);
  await page.reload();
  await library;
  await expect(page.getByRole('link', { name: /Actieve leden/ })).toBeVisible();
  const renewed = await expiry();
  expect(renewed.entry.expiresAt).toBeGreaterThan(soon + 600);
  expect(renewed.entry.body.access_token).not.toBe(entry.body.access_token);
});
