/**
 * Asking for the dues by mail, end to end (issue K item 4), as a penningmeester on a 360 px phone, by
 * keyboard, in Dutch and English: "Mailen" from the list's actions — year, request or reminder, the
 * preview — and "Herinneringen", the overdue requests; every step fits the width and has no critical
 * or serious axe finding. The demo data has no payment requests (and the test sends no mail), so the
 * preview finds nothing to mail, and a request's page with "Mail versturen" is checked over answers
 * given in the browser (Playwright's routing), as the outbox's spec does.
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { expectFits } from './fit';
import { demoAccount, openSignedIn } from './fixtures';

const penningmeester = demoAccount('penningmeester');
const YEAR = new Date().getFullYear();

/** Chooses `item` of the list's "Acties" menu (below md) by keyboard. */
async function chooseAction(page: Page, item: string | RegExp) {
  const actions = page.getByRole('main').getByRole('button', { name: /^(Acties|Actions)$/ });
  await actions.focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await entry.focus();
  await page.keyboard.press('Enter');
}

/** Opens the mail dialog, chooses reminders by keyboard, previews, and checks what shows. */
async function previewReminders(page: Page, words: { open: string; title: string; nothing: string }) {
  await chooseAction(page, words.open);
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible();
  const year = dialog.getByRole('spinbutton');
  await expect(year).toBeFocused();
  await expect(year).toHaveValue(String(YEAR));
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(words.nothing)).toBeVisible();
  await expectFits(page, `${words.title} with its preview`);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a penningmeester previews the reminders by mail and opens the overdue requests, at 360 px by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, '/dues', penningmeester);
  await expect(page.getByRole('heading', { name: 'Lidgeld', level: 1 })).toBeVisible();
  await previewReminders(page, {
    open: 'Mailen',
    title: 'Lidgeld mailen',
    nothing: 'Er is niets te mailen.',
  });

  await chooseAction(page, 'Herinneringen');
  await expect(page).toHaveURL(/overdue/);
  await expect(page.getByRole('switch', { name: 'Achterstallig' })).toBeChecked();
  await expectFits(page, 'the overdue requests');
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'EN, English' }).click();
  await expect(page.getByRole('heading', { name: 'Dues', level: 1 })).toBeVisible();
  await previewReminders(page, {
    open: 'Mail',
    title: 'Mail the dues',
    nothing: 'There is nothing to mail.',
  });
});

const detail = {
  id: 17,
  year: YEAR - 1,
  number: 17,
  name: 'An Van den Bossche-Vermeulen en Jan Van den Bossche',
  memberId: 1,
  tribeNumber: 'AB01',
  members: 2,
  amount: 5000,
  paid: 1000,
  status: 'partly',
  structuredCommunication: '+++202/5000/00017+++',
  dueDate: `${YEAR - 1}-01-31`,
  memberList: [
    {
      memberId: 1,
      name: 'An Van den Bossche-Vermeulen',
      tribeNumber: 'AB01',
      kindName: 'Gewoon lid',
      fee: 2500,
      surcharge: 0,
    },
    {
      memberId: 2,
      name: 'Jan Van den Bossche',
      tribeNumber: 'AB02',
      kindName: 'Gezinslid',
      fee: 2500,
      surcharge: 0,
    },
  ],
  payments: [],
  waivedOn: null,
  waiverReason: null,
  createdOn: `${YEAR - 1}-01-02T09:00:00.000Z`,
  overdue: true,
  mailedOn: `${YEAR - 1}-01-05T09:00:00.000Z`,
  remindedOn: `${YEAR - 1}-03-10T09:00:00.000Z`,
};

test('a penningmeester mails an overdue request as a reminder from its page, at 360 px by keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sent: string[] = [];
  await page.route('**/api/backoffice/Dues/17', (route) => route.fulfill({ json: detail }));
  await page.route('**/api/backoffice/Dues/17/mail?**', (route) => {
    sent.push(route.request().url());
    return route.fulfill({
      json: {
        statusCode: 200,
        isSuccess: true,
        error: null,
        mailId: 3,
        recipient: 'an.vandenbossche@example.test',
        reminder: true,
        language: 'nl',
      },
    });
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, '/dues/17/show', penningmeester);
  await expect(page.getByText('Herinnering gemaild op')).toBeVisible();
  await expect(page.getByText(`10/03/${YEAR - 1}`)).toBeVisible();
  await expectFits(page, 'a request with its mailed dates');
  expect(await violations(page)).toEqual([]);

  const button = page.getByRole('button', { name: 'Mail versturen' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mail versturen' });
  await expect(dialog.getByRole('checkbox', { name: 'Als herinnering' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Versturen' })).toBeFocused();
  await expectFits(page, 'the mail dialog');
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('De mail aan an.vandenbossche@example.test staat klaar in de uitgaande mail.'),
  ).toBeVisible();
  expect(sent).toEqual([expect.stringMatching(/\/Dues\/17\/mail\?reminder=true$/)]);
});
