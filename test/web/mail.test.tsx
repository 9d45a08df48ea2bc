import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import type { MailDetail, MailListItem } from '../../server/src/schemas/mail';
import { paged } from './activityFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';
import { fakeAuthProvider, STAFF, staffPermissions } from './renderWithAdmin';

/** Local times, so that the screen shows them as written whatever the test machine's time zone. */
const at = (local: string) => new Date(local).toISOString();

const ROWS: MailListItem[] = [
  {
    id: 3,
    recipient: 'piet.maes@example.test',
    subject: 'Uitnodiging voor Club Beheer',
    state: 'failed',
    attempts: 8,
    lastError: 'Mailbox busy, try again later',
    createdOn: at('2026-11-20T09:15'),
    sentOn: null,
    nextAttemptOn: null,
    attachmentName: null,
  },
  {
    id: 2,
    recipient: 'an.janssens@example.test',
    subject: 'Betalingsverzoek lidgeld',
    state: 'queued',
    attempts: 1,
    lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    createdOn: at('2026-11-19T18:40'),
    sentOn: null,
    nextAttemptOn: at('2026-11-19T18:45'),
    attachmentName: 'lidgeld-2026-17.pdf',
  },
  {
    id: 1,
    recipient: 'jan.peeters@example.test',
    subject: 'Welkom bij Club Beheer',
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdOn: at('2026-11-18T08:00'),
    sentOn: at('2026-11-18T08:01'),
    nextAttemptOn: null,
    attachmentName: null,
  },
];

const detail = (row: MailListItem): MailDetail => ({
  ...row,
  text: `Beste lid,\n\nOnderwerp: ${row.subject}.\n\nMet vriendelijke groeten`,
  html: null,
});

/** The app at `path` over a fake API holding the outbox of ROWS; `isSending` as the server says. */
const open = async (
  path: string,
  { isSending = true, routes = {} as Routes, lang = 'nl' as 'nl' | 'en' } = {},
) => {
  const api = fakeApi({
    'POST /Mail/list': json({ ...paged('mail', ROWS), isSending }),
    ...Object.fromEntries(ROWS.map((row) => [`GET /Mail/${row.id}`, json(detail(row))])),
    'GET /Notifications/total': json(0),
    ...routes,
  });
  await renderApp(path, { dataProvider: api.dataProvider, lang });
  return api;
};

describe('the outbox list', { timeout: 20_000 }, () => {
  it('shows each message with its state in words, dates as dd/MM/yyyy HH:mm, and filters by state on the server', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/mail');
    expect(await screen.findByRole('heading', { name: 'Uitgaande mail', level: 1 })).toBeInTheDocument();
    await screen.findByText('Uitnodiging voor Club Beheer');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // At 1024 px (below lg) the last error, a wide column, is left to the message's page.
    expect(headers).toEqual(['Onderwerp', 'Ontvanger', 'Status', 'Aangemaakt', 'Pogingen']);
    const failed = screen.getByRole('row', { name: /Uitnodiging voor Club Beheer/ });
    expect(within(failed).getByText('Mislukt')).toBeInTheDocument();
    expect(within(failed).getByText('20/11/2026 09:15')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Uitnodiging voor Club Beheer' })).toHaveAttribute(
      'href',
      '/mail/3/show',
    );
    const request = screen.getByRole('row', { name: /Betalingsverzoek/ });
    expect(within(request).getByText('In wachtrij')).toBeInTheDocument();
    // The attached letter under the subject, its icon named for a screen reader.
    expect(within(request).getByText('lidgeld-2026-17.pdf')).toBeInTheDocument();
    expect(within(request).getByTitle('Bijlage')).toBeInTheDocument();
    expect(within(failed).queryByTitle('Bijlage')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Welkom/ })).getByText('Verstuurd')).toBeInTheDocument();
    expect(screen.queryByText(/geen mailserver ingesteld/)).not.toBeInTheDocument();
    expect(sent('POST /Mail/list')[0]?.json).toEqual({ pageSize: 25, page: 1, searchString: '' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Mislukt' }));
    await waitFor(() =>
      expect(sent('POST /Mail/list').at(-1)?.json).toEqual({
        pageSize: 25,
        page: 1,
        searchString: '',
        state: 'failed',
      }),
    );
  });

  it('says that messages stay queued while no mail server is configured', async () => {
    await open('/mail', { isSending: false });
    expect(
      await screen.findByText(
        'Er is geen mailserver ingesteld (SMTP_URL): berichten blijven in de wachtrij tot er een is.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await open('/mail', { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Outgoing mail', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Failed')).toBeInTheDocument();
  });
});

describe('a message of the outbox', { timeout: 20_000 }, () => {
  it('shows its text, attempts and last error, and puts a failed message back in the queue', async () => {
    const user = userEvent.setup();
    const retried = detail({
      ...ROWS[0],
      state: 'queued',
      attempts: 0,
      nextAttemptOn: at('2026-11-21T10:00'),
    });
    const { sent } = await open('/mail/3/show', { routes: { 'POST /Mail/3/retry': json(retried) } });
    expect(await screen.findByRole('heading', { name: 'Uitnodiging voor Club Beheer' })).toBeInTheDocument();
    expect(screen.getByText('piet.maes@example.test')).toBeInTheDocument();
    expect(screen.getByText('Mailbox busy, try again later')).toBeInTheDocument();
    expect(screen.getByText(/Onderwerp: Uitnodiging voor Club Beheer\./)).toBeInTheDocument();
    expect(screen.getByText('20/11/2026 09:15')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(sent('POST /Mail/3/retry')).toHaveLength(1));
    expect(
      await screen.findByText('Het bericht staat terug in de wachtrij en wordt verstuurd.'),
    ).toBeInTheDocument();
    // The page reads the message again.
    await waitFor(() => expect(sent('GET /Mail/3').length).toBeGreaterThanOrEqual(2));
  });

  it('names the file sent with it', async () => {
    await open('/mail/2/show');
    expect(await screen.findByRole('heading', { name: 'Betalingsverzoek lidgeld' })).toBeInTheDocument();
    expect(screen.getByText('Bijlage')).toBeInTheDocument();
    expect(screen.getByText('lidgeld-2026-17.pdf')).toBeInTheDocument();
  });

  it('offers no retry for a message that was sent', async () => {
    await open('/mail/1/show');
    expect(await screen.findByRole('heading', { name: 'Welkom bij Club Beheer' })).toBeInTheDocument();
    expect(screen.getByText('18/11/2026 08:01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
  });
});

describe('the dashboard', { timeout: 20_000 }, () => {
  const dashboardData = () =>
    testDataProvider({
      getStatus: vi.fn(async () => ({
        activeMembers: 1,
        orderQuantity: 0,
        advertQuantity: 0,
        activityQuantity: 0,
        vendorQuantity: 0,
        messageQuantity: 0,
      })),
      getNotificationTotal: vi.fn(async () => 0),
      getList: vi.fn(async () => ({ data: [], total: 0 })),
    } as never);

  it('leads a beheerder to the outgoing mail', async () => {
    await renderApp('/dashboard', {
      dataProvider: dashboardData(),
      authProvider: fakeAuthProvider([STAFF, 'read:staff', 'write:staff']),
    });
    expect(
      await screen.findByRole('link', { name: 'Uitgaande mail Wat de club verstuurde, en wat nog wacht' }),
    ).toHaveAttribute('href', '/mail');
  });

  it('shows no way to the outgoing mail to a role that may not read it', async () => {
    await renderApp('/dashboard', {
      dataProvider: dashboardData(),
      authProvider: fakeAuthProvider(staffPermissions('secretaris')),
    });
    expect(await screen.findByRole('link', { name: /^Geschiedenis/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Uitgaande mail/ })).not.toBeInTheDocument();
  });
});
