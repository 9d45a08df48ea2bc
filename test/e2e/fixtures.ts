/**
 * Shared steps of the end-to-end tests: signing in on the embedded provider's page (as a person does,
 * by label), the demo accounts, and the dashboard counts of a freshly seeded copy of the demo database.
 */
import { expect, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/db/seed';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/accounts';

type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** The demo account with role `role` (null: the one without back-office access). */
export const demoAccount = (role: DemoAccount['role']) =>
  DEMO_ACCOUNTS.find((account) => account.role === role) as DemoAccount;

/** The demo `beheerder`, who may do everything. */
export const staff = demoAccount('beheerder');
export const nonStaff = demoAccount(null);

/** Waits for the provider's sign-in page (Dutch by default) and signs in. */
export async function signIn(page: Page, account = staff) {
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
}

/** Signs `account` out through the header's account menu (in Dutch) and waits for the sign-in page. */
export async function signOut(page: Page, account = staff) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account van ${account.email}` })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Afmelden' }).click();
  await page.waitForURL(/\/idp\/interaction\//);
}

/** Opens `path` signed out, signs in, and waits until the SPA shows `path` again. */
export async function openSignedIn(page: Page, path = '/dashboard', account = staff) {
  await page.goto(path);
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * The dashboard counts as the database holds them: the seed is deterministic, so an in-memory copy
 * seeded the same day holds the same rows. Counted here with plain SQL, independent of the API code.
 */
export async function seededStatusCounts() {
  const handle = await openDatabase({});
  await handle.migrate();
  await seedDemoData(handle);
  const result = (await handle.db.execute(sql`select
    (select count(*)::int from members where is_active) as "activeMembers",
    (select count(*)::int from orders) as "orderQuantity",
    (select count(*)::int from adverts where visible_from <= current_date and visible_to >= current_date) as "advertQuantity",
    (select count(*)::int from activities where end_date >= now()) as "activityQuantity",
    (select count(*)::int from vendors) as "vendorQuantity",
    (select count(*)::int from messages) as "messageQuantity",
    (select count(*)::int from notifications) as "notifications"`)) as unknown as {
    rows: Record<string, number>[];
  };
  await handle.close();
  return result.rows[0];
}

/**
 * Saves a screenshot of the whole page under test-results/screenshots/ for people to look at. The
 * viewport grows to the page's height for it, keeping its width: Playwright's own `fullPage` lets
 * Chromium lay the page out at another width for a moment, which flips width media queries, so a
 * screen switching between its phone and desktop layouts would lose state (an open dialog).
 */
export async function screenshot(page: Page, name: string) {
  await expect(page.locator('body')).toBeVisible();
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const grow = viewport !== null && height > viewport.height;
  if (grow) await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
  if (grow) await page.setViewportSize(viewport);
}

/**
 * Types a date into the date picker labelled `label` as a person does: click its first section (the
 * day) and type the digits — `ddMMyyyy`, then `HHmm` for a date and time; the picker moves on from
 * section to section. Answers the text the picker then shows (dd/MM/yyyy HH:mm).
 */
export async function typeDate(page: Page, label: string, digits: string) {
  const picker = page.getByRole('group', { name: label });
  await picker.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
  return (await picker.textContent())?.replace(/[\u200e\u200f\u2066-\u2069]/g, '');
}
