/**
 * Uitgaande mail end to end (issue J): a beheerder reaches the outbox from the dashboard by keyboard on
 * a 360 px phone, reads that no mail server is configured (the test server has no SMTP_URL), filters on
 * failed messages by keyboard, and the page fits and has no critical or serious axe finding; a role
 * without read:staff sees no way there. The outbox of the test server is empty (nothing queues mail yet),
 * so the pages with messages are checked over answers given in the browser (Playwright's routing):
 * each state's chip, a long error and address, the text and the retry, by keyboard at 360 and 1440 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { expectFits } from './fit';
import { demoAccount, openSignedIn, screenshot } from './fixtures';

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

const failed = {
  id: 7,
  recipient: 'an.van.den.bossche-vermeulen@parkietenclub-oost-vlaanderen.test',
  subject: 'Uitnodiging voor Club Beheer',
  state: 'failed',
  attempts: 8,
  lastError:
    "Can't send mail - all recipients were rejected: 450 Mailbox busy, try again later <an.van.den.bossche-vermeulen@parkietenclub-oost-vlaanderen.test>",
  createdOn: '2026-11-20T08:15:00.000Z',
  sentOn: null,
  nextAttemptOn: null,
};
const rows = [
  failed,
  { ...failed, id: 6, state: 'queued', attempts: 1, nextAttemptOn: '2026-11-20T08:20:00.000Z' },
  { ...failed, id: 5, state: 'sent', attempts: 1, lastError: null, sentOn: '2026-11-19T10:01:00.000Z' },
];

/** The outbox's calls answered in the browser: the three rows, message 7 whole, its retry. */
async function fakeOutbox(page: Page) {
  const retried: string[] = [];
  await page.route('**/api/backoffice/Mail/list', (route) =>
    route.fulfill({
      json: {
        statusCode: 200,
        isSuccess: true,
        error: null,
        pageSize: 25,
        page: 1,
        total: 3,
        totalPages: 1,
        mail: rows,
        isSending: true,
      },
    }),
  );
  await page.route('**/api/backoffice/Mail/7', (route) =>
    route.fulfill({
      json: { ...failed, text: 'Beste An,\n\nU bent uitgenodigd.\n\nHet bestuur', html: '<p>Beste An,</p>' },
    }),
  );
  await page.route('**/api/backoffice/Mail/7/retry', (route) => {
    retried.push(route.request().method());
    return route.fulfill({ json: { ...failed, state: 'queued', attempts: 0, text: 'Beste An', html: null } });
  });
  return retried;
}

for (const width of [360, 1440])
  test(`the outbox's messages and a retry by keyboard at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const retried = await fakeOutbox(page);
    await openSignedIn(page, '/mail');
    await expect(page.getByText('Mislukt', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('In wachtrij', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Verstuurd', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('20/11/2026', { exact: false }).first()).toBeVisible();
    await expectFits(page, `the outbox with messages at ${width} px`);
    await screenshot(page, `mail-list-${width}-nl`);
    expect(await violations(page)).toEqual([]);

    await page.goto('/mail/7/show');
    await expect(page.getByRole('heading', { name: 'Uitnodiging voor Club Beheer' })).toBeVisible();
    await expect(page.getByText('U bent uitgenodigd.')).toBeVisible();
    await expect(
      page.getByText('Het bericht heeft ook een HTML-versie; dit is de gewone tekst.'),
    ).toBeVisible();
    await expectFits(page, `a failed message at ${width} px`);
    await screenshot(page, `mail-show-${width}-nl`);
    expect(await violations(page)).toEqual([]);
    const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Het bericht staat terug in de wachtrij en wordt verstuurd.')).toBeVisible();
    expect(retried).toEqual(['POST']);
  });
