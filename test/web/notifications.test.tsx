import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DeleteManyParams, type GetListResult, testDataProvider } from 'react-admin';
import type { Notification } from '../../server/src/schemas/notifications';
import { NotificationsLink } from '../../src/layout/NotificationsLink';
import { NotificationOverview } from '../../src/notifications/NotificationOverview';
import { renderWithAdmin } from './renderWithAdmin';

const seed = (): Notification[] => [
  {
    id: 1,
    type: 'memberCreated',
    name: 'Jan Maes',
    createdOn: '2024-03-05T14:07:00',
    resource: 'members',
    recordId: 7,
  },
  {
    id: 2,
    type: 'orderPlaced',
    name: 'An Peeters',
    createdOn: '2024-12-31T09:05:00',
    resource: 'orders',
    recordId: 4,
  },
  // A vendor deleted since: no record to link to.
  {
    id: 3,
    type: 'vendorChanged',
    name: 'Vogelzaden Brugge',
    createdOn: '2025-01-02T23:59:00',
    resource: 'vendors',
    recordId: null,
  },
];

/** A fake API over an in-memory list: deleteMany really removes rows. */
const fakeNotificationsApi = (rows: Notification[] = seed()) => {
  let stored = rows;
  const api = {
    getList: vi.fn(async (): Promise<GetListResult> => ({ data: stored, total: stored.length })),
    deleteMany: vi.fn(async (_resource: string, { ids }: DeleteManyParams) => {
      stored = stored.filter((row) => !ids.includes(row.id));
      return { data: ids };
    }),
    getNotificationTotal: vi.fn(async () => stored.length),
  };
  return { api, dataProvider: testDataProvider(api) };
};

const deleteButton = () => screen.getByRole('button', { name: 'Verwijderen' });

describe('notification overview', () => {
  it('shows the newest notifications with translated type and dd/MM/yyyy HH:mm time', async () => {
    const { dataProvider } = fakeNotificationsApi();
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Meldingen' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'Naam', 'Wijziging', 'Tijdstip']);
    const row = screen.getByRole('row', { name: /Jan Maes/ });
    expect(within(row).getByText('Nieuw lid')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2024 14:07')).toBeInTheDocument();
    expect(screen.getByText('31/12/2024 09:05')).toBeInTheDocument();
    expect(screen.getByText('Nieuwe ringbestelling')).toBeInTheDocument();
  });

  it('enables Delete only when something is selected', async () => {
    const user = userEvent.setup();
    const { dataProvider } = fakeNotificationsApi();
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    await screen.findByText('Jan Maes');
    expect(deleteButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer Jan Maes' }));
    expect(deleteButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer Jan Maes' }));
    expect(deleteButton()).toBeDisabled();
  });

  it('keeps Delete disabled when the list is empty', async () => {
    const { dataProvider } = fakeNotificationsApi([]);
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    expect(await screen.findByText('Er zijn geen meldingen.')).toBeInTheDocument();
    expect(deleteButton()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Selecteer alle meldingen' })).toBeDisabled();
  });

  it('selects and unselects every row with the header checkbox', async () => {
    const user = userEvent.setup();
    const { dataProvider } = fakeNotificationsApi();
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    await screen.findByText('Jan Maes');
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer alle meldingen' }));
    for (const name of ['Jan Maes', 'An Peeters', 'Vogelzaden Brugge']) {
      expect(screen.getByRole('checkbox', { name: `Selecteer ${name}` })).toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer alle meldingen' }));
    expect(screen.getByRole('checkbox', { name: 'Selecteer Jan Maes' })).not.toBeChecked();
  });

  it('closes the confirmation on No without deleting', async () => {
    const user = userEvent.setup();
    const { api, dataProvider } = fakeNotificationsApi();
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer Jan Maes' }));
    await user.click(deleteButton());
    const dialog = screen.getByRole('dialog', {
      name: 'Bent u zeker dat u deze meldingen wilt verwijderen?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deleteMany).not.toHaveBeenCalled();
    expect(screen.getByText('Jan Maes')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecteer Jan Maes' })).toBeChecked();
  });

  it('deletes the selected notifications on Yes, reloads the list and refreshes the header total', async () => {
    const user = userEvent.setup();
    const { api, dataProvider } = fakeNotificationsApi();
    await renderWithAdmin(
      <>
        <NotificationsLink />
        <NotificationOverview />
      </>,
      { dataProvider },
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer Jan Maes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer Vogelzaden Brugge' }));
    expect(await screen.findByRole('link', { name: 'Meldingen (3)' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await user.click(deleteButton());
    const dialog = screen.getByRole('dialog', {
      name: 'Bent u zeker dat u deze meldingen wilt verwijderen?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));

    await waitFor(() => expect(screen.queryByText('Jan Maes')).not.toBeInTheDocument());
    expect(screen.queryByText('Vogelzaden Brugge')).not.toBeInTheDocument();
    expect(screen.getByText('An Peeters')).toBeInTheDocument();
    expect(api.deleteMany).toHaveBeenCalledTimes(1);
    expect(api.deleteMany).toHaveBeenCalledWith('notifications', expect.objectContaining({ ids: [1, 3] }));
    expect(api.getList.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByRole('link', { name: 'Meldingen (1)' })).toBeInTheDocument();
    expect(await screen.findByText('2 meldingen verwijderd')).toBeInTheDocument();
    expect(deleteButton()).toBeDisabled();
  });

  it('shows a translated error when deleting fails and keeps the rows', async () => {
    const user = userEvent.setup();
    const { api, dataProvider } = fakeNotificationsApi();
    api.deleteMany.mockRejectedValueOnce(new Error('app.errors.unexpected'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer Jan Maes' }));
    await user.click(deleteButton());
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('De meldingen konden niet verwijderd worden.')).toBeInTheDocument();
    expect(screen.getByText('Jan Maes')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('links each name to its record: the edit screen, the show screen of an order, none once deleted', async () => {
    const { dataProvider } = fakeNotificationsApi();
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    expect(await screen.findByRole('link', { name: 'Jan Maes' })).toHaveAttribute('href', '/members/7');
    expect(screen.getByRole('link', { name: 'An Peeters' })).toHaveAttribute('href', '/orders/4/show');
    expect(screen.getByText('Vogelzaden Brugge')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vogelzaden Brugge' })).not.toBeInTheDocument();
  });

  it('filters by type of change and counts the selected rows the filter shows', async () => {
    const user = userEvent.setup();
    const { api, dataProvider } = fakeNotificationsApi();
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer Jan Maes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer An Peeters' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 geselecteerd');

    await user.click(screen.getByRole('combobox', { name: 'Wijziging' }));
    await user.click(screen.getByRole('option', { name: 'Nieuwe ringbestelling' }));
    expect(screen.queryByText('Jan Maes')).not.toBeInTheDocument();
    expect(screen.getByText('An Peeters')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 geselecteerd');

    await user.click(deleteButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(api.deleteMany).toHaveBeenCalledTimes(1));
    expect(api.deleteMany).toHaveBeenCalledWith('notifications', expect.objectContaining({ ids: [2] }));
  });

  it('shows 25 rows a page; the header checkbox selects the rows of the page shown', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      ...seed()[0],
      id: i + 1,
      name: `Lid ${i + 1}`,
      recordId: i + 1,
    }));
    const { dataProvider } = fakeNotificationsApi(rows);
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    expect(await screen.findByText('Lid 25')).toBeInTheDocument();
    expect(screen.queryByText('Lid 26')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer alle meldingen' }));
    expect(screen.getByRole('status')).toHaveTextContent('25 geselecteerd');
    await user.click(screen.getByRole('button', { name: /volgende pagina/i }));
    expect(await screen.findByText('Lid 30')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecteer Lid 26' })).not.toBeChecked();
  });

  it('offers to select every notification the filter shows, not only the page, and deletes them all', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      ...seed()[0],
      id: i + 1,
      name: `Lid ${i + 1}`,
      recordId: i + 1,
    }));
    const { api, dataProvider } = fakeNotificationsApi(rows);
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer alle meldingen' }));
    expect(screen.getByText('Alle 25 meldingen op deze pagina zijn geselecteerd.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle 30 meldingen selecteren' }));
    expect(screen.getByRole('status')).toHaveTextContent('30 geselecteerd');
    expect(screen.getByText('Alle 30 meldingen zijn geselecteerd.')).toBeInTheDocument();
    await user.click(deleteButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(api.deleteMany).toHaveBeenCalledTimes(1));
    expect(api.deleteMany.mock.calls[0][1].ids).toHaveLength(30);
  });

  it('clears a selection of every match in one step', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 30 }, (_, i) => ({ ...seed()[0], id: i + 1, name: `Lid ${i + 1}` }));
    const { dataProvider } = fakeNotificationsApi(rows);
    await renderWithAdmin(<NotificationOverview />, { dataProvider });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer alle meldingen' }));
    await user.click(screen.getByRole('button', { name: 'Alle 30 meldingen selecteren' }));
    await user.click(screen.getByRole('button', { name: 'Selectie wissen' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(deleteButton()).toBeDisabled();
  });

  it('names the header link with the count its badge shows, "999+" above 999', async () => {
    const { api, dataProvider } = fakeNotificationsApi();
    api.getNotificationTotal.mockResolvedValue(1234);
    await renderWithAdmin(<NotificationsLink />, { dataProvider });
    const link = await screen.findByRole('link', { name: 'Meldingen (999+)' });
    expect(link).toHaveTextContent('Meldingen 999+');
  });

  it('speaks English when asked', async () => {
    const { dataProvider } = fakeNotificationsApi();
    await renderWithAdmin(<NotificationOverview />, { dataProvider, lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('New member')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Jan Maes' })).toBeInTheDocument();
  });
});
