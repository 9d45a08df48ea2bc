/**
 * Asking for the dues by mail on the Lidgeld screens (issue K item 4): "Mailen" on the list (a year's
 * requests or reminders, previewed with the mails and the requests without an e-mail address, then
 * sent), the "Herinneringen" shortcut, and "Mail versturen" on a request with its mailed and reminded
 * dates — in Dutch and English, by keyboard, for whoever may change the dues only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuesDetail, DuesItem } from '../../server/src/schemas/dues';
import type { DuesMailResult } from '../../server/src/schemas/duesMail';
import type { StaffRole } from '../../server/src/schemas/permissions';
import { paged } from './activityFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';
import { fakeAuthProvider, staffPermissions } from './renderWithAdmin';

const YEAR = new Date().getFullYear();

/** MUI's nl-BE amounts have a no-break space after the €: compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const ROW: DuesItem = {
  id: 17,
  year: YEAR - 1,
  number: 17,
  name: 'Rita en Jan Declercq',
  memberId: 44,
  tribeNumber: 'DU01',
  members: 2,
  amount: 5000,
  paid: 1000,
  status: 'partly',
  structuredCommunication: '+++202/5000/00017+++',
  dueDate: `${YEAR - 1}-01-31`,
};

const DETAIL: DuesDetail = {
  ...ROW,
  memberList: [
    {
      memberId: 44,
      name: 'Rita Declercq',
      tribeNumber: 'DU01',
      kindName: 'Gewoon lid',
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
  remindedOn: null,
};

const PREVIEW: DuesMailResult = {
  statusCode: 200,
  isSuccess: true,
  error: null,
  persisted: false,
  year: YEAR,
  reminder: false,
  mails: { count: 812, amount: 2534500 },
  withoutEmail: { count: 1, amount: 2500 },
};

const open = async (
  path: string,
  { role = 'penningmeester' as StaffRole, routes = {} as Routes, lang = 'nl' as 'nl' | 'en' } = {},
) => {
  const api = fakeApi({
    'POST /Dues/list': json({
      ...paged('dues', [ROW]),
      totals: { expected: 5000, received: 1000, open: 4000 },
    }),
    'GET /Dues/17': json(DETAIL),
    'GET /Notifications/total': json(0),
    ...routes,
  });
  await renderApp(path, {
    dataProvider: api.dataProvider,
    authProvider: fakeAuthProvider(staffPermissions(role)),
    lang,
  });
  return api;
};

describe('mailing the dues of a year', { timeout: 30_000 }, () => {
  it('previews this year’s requests, then sends the mails the confirm button names and refreshes the list', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues', {
      routes: {
        'PUT /Dues/mail?persist=false': json(PREVIEW),
        'PUT /Dues/mail?persist=true': json({ ...PREVIEW, persisted: true }),
      },
    });
    await screen.findByText('Rita en Jan Declercq');
    await user.click(screen.getByRole('button', { name: 'Mailen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lidgeld mailen' }));
    expect(dialog.getByRole('spinbutton', { name: /^Jaar/ })).toHaveValue(YEAR);
    expect(dialog.getByRole('radio', { name: /Het betalingsverzoek/ })).toBeChecked();
    expect(dialog.queryByRole('button', { name: /mails versturen/ })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Voorbeeld tonen' }));
    expect(await dialog.findByText(`Wat het mailen voor ${YEAR} verstuurt`)).toBeInTheDocument();
    expect(sent('PUT /Dues/mail?persist=false').map((call) => call.json)).toEqual([
      { year: YEAR, reminder: false },
    ]);
    const counts = (dialog.getByText('Mails').closest('dl') as HTMLElement).textContent;
    expect(plain(counts)).toBe(
      'Mails812 verzoeken, samen € 25.345,00Zonder e-mailadres (stuur een brief)1 verzoek, samen € 25,00',
    );

    // Another choice sets the preview aside, so what is sent is always what was shown.
    await user.click(dialog.getByRole('radio', { name: /Een herinnering/ }));
    expect(dialog.queryByRole('button', { name: /mails versturen/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: /Het betalingsverzoek/ }));
    await user.click(dialog.getByRole('button', { name: 'Voorbeeld tonen' }));
    const listCalls = sent('POST /Dues/list').length;
    await user.click(await dialog.findByRole('button', { name: '812 mails versturen' }));
    expect(await screen.findByText('812 mails staan klaar in de uitgaande mail.')).toBeInTheDocument();
    expect(sent('PUT /Dues/mail?persist=true').map((call) => call.json)).toEqual([
      { year: YEAR, reminder: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sent('POST /Dues/list').length).toBeGreaterThan(listCalls));
  });

  it('sends reminders of another year by keyboard', async () => {
    const user = userEvent.setup();
    const reminders = { ...PREVIEW, year: YEAR - 1, reminder: true, mails: { count: 3, amount: 9000 } };
    const { sent } = await open('/dues', {
      routes: {
        'PUT /Dues/mail?persist=false': json(reminders),
        'PUT /Dues/mail?persist=true': json({ ...reminders, persisted: true }),
      },
    });
    (await screen.findByRole('button', { name: 'Mailen' })).focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog'));
    const year = dialog.getByRole('spinbutton', { name: /^Jaar/ });
    await waitFor(() => expect(year).toHaveFocus());
    await user.clear(year);
    await user.type(year, String(YEAR - 1));
    // Tab reaches the chosen radio button; an arrow chooses the other.
    await user.tab();
    expect(dialog.getByRole('radio', { name: /Het betalingsverzoek/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dialog.getByRole('radio', { name: /Een herinnering/ })).toBeChecked();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    const confirm = await dialog.findByRole('button', { name: '3 mails versturen' });
    expect(sent('PUT /Dues/mail?persist=false').at(-1)?.json).toEqual({ year: YEAR - 1, reminder: true });
    for (let presses = 0; presses < 10 && document.activeElement !== confirm; presses++) await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent('PUT /Dues/mail?persist=true')).toHaveLength(1));
    expect(sent('PUT /Dues/mail?persist=true')[0].json).toEqual({ year: YEAR - 1, reminder: true });
  });

  it('speaks English, and says what to do when the settings lack the IBAN (409 noCreditor)', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues', {
      lang: 'en',
      routes: {
        'PUT /Dues/mail?persist=false': json(
          { statusCode: 409, isSuccess: false, error: 'No IBAN.', reason: 'noCreditor' },
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mail' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mail the dues' }));
    expect(dialog.getByRole('radio', { name: /A reminder, to whoever is overdue/ })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(
      await dialog.findByText("Fill in the club's name and IBAN in the settings first."),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
    expect(sent('PUT /Dues/mail?persist=true')).toHaveLength(0);
  });

  it('shows the preview in English, and nothing to send when nothing is left', async () => {
    const user = userEvent.setup();
    await open('/dues', {
      lang: 'en',
      routes: { 'PUT /Dues/mail?persist=false': json({ ...PREVIEW, mails: { count: 0, amount: 0 } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Mail' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(await dialog.findByText('There is nothing to mail.')).toBeInTheDocument();
    expect(
      plain(dialog.getByText('Without an e-mail address (send a letter)').nextSibling?.textContent ?? ''),
    ).toBe('1 request, €25.00 in all');
    expect(dialog.getByRole('button', { name: 'Send 0 mails' })).toBeDisabled();
  });

  it('leads to the overdue requests of every year with "Herinneringen"', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues');
    await screen.findByText('Rita en Jan Declercq');
    await user.click(screen.getByRole('link', { name: 'Herinneringen' }));
    await waitFor(() =>
      expect(sent('POST /Dues/list').at(-1)?.json).toEqual({
        pageSize: 25,
        page: 1,
        searchString: '',
        overdue: true,
      }),
    );
    expect(await screen.findByRole('switch', { name: 'Achterstallig' })).toBeChecked();
  });

  it('offers no mailing to a secretaris, who reads the dues, but the reminders list', async () => {
    await open('/dues', { role: 'secretaris' });
    await screen.findByText('Rita en Jan Declercq');
    expect(screen.queryByRole('button', { name: 'Mailen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Herinneringen' })).toBeInTheDocument();
  });
});

describe('mailing one request', { timeout: 30_000 }, () => {
  it('shows when it was mailed, and sends an overdue one as a reminder unless unticked', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues/17/show', {
      routes: {
        'POST /Dues/17/mail?reminder=true': json({
          statusCode: 200,
          isSuccess: true,
          error: null,
          mailId: 9,
          recipient: 'rita@example.test',
          reminder: true,
          language: 'en',
        }),
      },
    });
    expect(await screen.findByText('Gemaild op')).toBeInTheDocument();
    expect(screen.getByText(`05/01/${YEAR - 1}`)).toBeInTheDocument();
    expect(screen.queryByText('Herinnering gemaild op')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Mail versturen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mail versturen' }));
    expect(
      dialog.getByText(
        `Het lidgeld ${YEAR - 1} van Rita en Jan Declercq wordt gemaild naar het eerste lid met een e-mailadres, met de brief als bijlage.`,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'Als herinnering' })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Versturen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('De mail aan rita@example.test staat klaar in de uitgaande mail.'),
    ).toBeInTheDocument();
    expect(sent('POST /Dues/17/mail?reminder=true')).toHaveLength(1);
    await waitFor(() => expect(sent('GET /Dues/17').length).toBeGreaterThanOrEqual(2));
  });

  it('sends a request, not a reminder, when unticked, and says in English that no member has an e-mail address', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues/17/show', {
      lang: 'en',
      routes: {
        'POST /Dues/17/mail?reminder=false': json(
          { statusCode: 409, isSuccess: false, error: 'No e-mail.', reason: 'noEmail' },
          409,
        ),
      },
    });
    expect(await screen.findByText('Mailed on')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send mail' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send mail' }));
    await user.click(dialog.getByRole('checkbox', { name: 'As a reminder' }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('None of the members of this request has an e-mail address: send the letter.'),
    ).toBeInTheDocument();
    expect(sent('POST /Dues/17/mail?reminder=false')).toHaveLength(1);
  });

  it('offers no reminder for a request not overdue', async () => {
    const user = userEvent.setup();
    await open('/dues/17/show', {
      routes: { 'GET /Dues/17': json({ ...DETAIL, overdue: false, mailedOn: null }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Mail versturen' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Gemaild op')).not.toBeInTheDocument();
  });

  it('offers no mail for a paid request', async () => {
    await open('/dues/17/show', {
      routes: { 'GET /Dues/17': json({ ...DETAIL, paid: 5000, status: 'paid', overdue: false }) },
    });
    expect(await screen.findByRole('heading', { name: /Rita en Jan Declercq/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mail versturen' })).not.toBeInTheDocument();
  });

  it('shows a lezer the dates but no button', async () => {
    await open('/dues/17/show', {
      role: 'lezer',
      routes: { 'GET /Dues/17': json({ ...DETAIL, remindedOn: `${YEAR - 1}-03-10T09:00:00.000Z` }) },
    });
    expect(await screen.findByText('Herinnering gemaild op')).toBeInTheDocument();
    expect(screen.getByText(`10/03/${YEAR - 1}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mail versturen' })).not.toBeInTheDocument();
  });
});
