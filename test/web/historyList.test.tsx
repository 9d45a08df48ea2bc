import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, testDataProvider } from 'react-admin';
import { datePicker, typeDate } from './datePickers';
import { fakeApi, json, type Routes } from './fakeApi';
import { clubEntries, historyPage, janMoves } from './historyFixtures';
import { renderApp } from './renderApp';
import { fakeAuthProvider } from './renderWithAdmin';

const ALL = 'GET /History?page=1&pageSize=25';

/** The app at /history over a fake API holding {@link clubEntries}; `routes` add or replace answers. */
const openHistory = async (routes: Routes = {}, lang: 'nl' | 'en' = 'nl', shown = '8000 → 8700') => {
  const api = fakeApi({
    'GET /Notifications/total': json(0),
    'GET /Countries': json([
      { id: 1, name: 'België', twoLetterCode: 'BE' },
      { id: 2, name: 'Nederland', twoLetterCode: 'NL' },
    ]),
    [ALL]: json(historyPage(clubEntries(), 7, 1, 25)),
    ...routes,
  });
  await renderApp('/history', { dataProvider: api.dataProvider, lang });
  await screen.findAllByText(shown);
  return api;
};

/** The body rows of the history table. */
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the club history page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every change newest first: when (Brussels), who, the record, the action and old → new', async () => {
    await openHistory();
    expect(screen.getByRole('heading', { name: 'Geschiedenis', level: 1 })).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // At 1024 px (below lg) the person stands under the time, their own column hidden.
    expect(headers).toEqual(['Tijdstip', 'Record', 'Actie', 'Wijzigingen']);
    const jan = rows()[6];
    const [time] = within(jan).getAllByRole('cell');
    expect(time).toHaveTextContent('10/03/2026 14:05secretaris@clubbeheer.test');
    expect(within(jan).getByRole('link', { name: 'Jan Maes (KX27)' })).toHaveAttribute('href', '/members/12');
    expect(within(jan).getByText('Lid')).toBeInTheDocument();
    expect(within(jan).getByText('Gewijzigd')).toBeInTheDocument();
    expect(within(jan).getByText('Postcode')).toBeInTheDocument();
    expect(await within(jan).findByText('België → Nederland')).toBeInTheDocument();
    // A row shows three changes and counts the rest.
    expect(within(jan).getByText('en nog 2 wijzigingen')).toBeInTheDocument();
    expect(within(rows()[1]).getByText("Foto's herschikt")).toBeInTheDocument();
    expect(within(rows()[1]).getByText('kooi.png, koppel.jpg → koppel.jpg, kooi.png')).toBeInTheDocument();
    expect(within(rows()[2]).getByText('Zichtbaar op de website')).toBeInTheDocument();
    expect(within(rows()[2]).getByText('Ja → Nee')).toBeInTheDocument();
  });

  it('names each record (by number only when nothing names it) and links it to its page while it exists: the edit page, an order’s show page; not a deleted record or a notification', async () => {
    await openHistory();
    const [advertDeleted, advertReordered, documentHidden, orderDeleted, orderChanged, notification] = rows();
    expect(within(advertDeleted).queryByRole('link')).not.toBeInTheDocument();
    expect(within(advertDeleted).getByText('Jan Maes: Te koop: koppel grasparkieten.')).toBeInTheDocument();
    // The advert's member by name, not by number.
    expect(within(advertDeleted).getByText('Jan Maes (KX27)')).toBeInTheDocument();
    expect(within(advertDeleted).queryByText('12')).not.toBeInTheDocument();
    // Deleted further up the same page: no link either.
    expect(within(advertReordered).queryByRole('link')).not.toBeInTheDocument();
    expect(within(documentHidden).getByRole('link', { name: 'Reglement 2026' })).toHaveAttribute(
      'href',
      '/documents/3',
    );
    expect(within(orderDeleted).queryByRole('link')).not.toBeInTheDocument();
    expect(within(orderDeleted).getByText('Bestelling 5')).toBeInTheDocument();
    expect(within(orderChanged).getByRole('link', { name: 'An Wouters, 01/05/2026' })).toHaveAttribute(
      'href',
      '/orders/4/show',
    );
    expect(within(notification).queryByRole('link')).not.toBeInTheDocument();
    // A notification by its member and kind of change; the record it was about by name.
    expect(within(notification).getByText('Piet Claes · Nieuw lid')).toBeInTheDocument();
    expect(within(notification).getByText('Piet Claes (PC44)')).toBeInTheDocument();
  });

  it('filters by kind of record, by person (of the entries seen) and by days, on the server', async () => {
    const user = userEvent.setup();
    const members = 'GET /History?page=1&pageSize=25&resource=members';
    const theirs = 'GET /History?page=1&pageSize=25&resource=members&actor=staff-7';
    const days =
      'GET /History?page=1&pageSize=25&resource=members&actor=staff-7&from=2026-03-01&to=2026-03-31';
    const { sent } = await openHistory({
      [members]: json(historyPage([janMoves()], 1, 1, 25)),
      [theirs]: json(historyPage([janMoves()], 1, 1, 25)),
      [days]: json(historyPage([janMoves({ id: 32 })], 1, 1, 25)),
    });
    await user.click(screen.getByRole('combobox', { name: 'Soort' }));
    await user.click(await screen.findByRole('option', { name: 'Leden' }));
    await waitFor(() => expect(sent(members)).toHaveLength(1));
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('combobox', { name: 'Persoon' }));
    const people = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // Everyone, then the people of the entries loaded so far, by email.
    expect(people).toEqual(['Iedereen', 'secretaris@clubbeheer.test', 'voorzitter@clubbeheer.test']);
    await user.click(screen.getByRole('option', { name: 'secretaris@clubbeheer.test' }));
    await waitFor(() => expect(sent(theirs)).toHaveLength(1));

    typeDate(/^Vanaf/, '01/03/2026');
    typeDate(/^Tot en met/, '31/03/2026');
    await waitFor(() => expect(sent(days)).toHaveLength(1));
    expect(datePicker(/^Vanaf/)).toBeInTheDocument();
    expect(window.location.search).toContain('actor');
  });

  it('says when nothing matches', async () => {
    await openHistory({ [ALL]: json(historyPage([], 0, 1, 25)) }, 'nl', 'Geen geschiedenis gevonden');
  });

  it('speaks English', async () => {
    await openHistory({}, 'en');
    expect(screen.getByRole('heading', { name: 'History', level: 1 })).toBeInTheDocument();
    expect(within(rows()[6]).getByRole('link', { name: 'Jan Maes (KX27)' })).toBeInTheDocument();
    expect(within(rows()[6]).getByText('Member')).toBeInTheDocument();
    expect(within(rows()[3]).getByText('Order 5')).toBeInTheDocument();
    expect(within(rows()[6]).getByText('Changed')).toBeInTheDocument();
    expect(within(rows()[6]).getByText('Town')).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('leads to the club history', async () => {
    const api = {
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
    };
    const authProvider: AuthProvider = fakeAuthProvider();
    await renderApp('/dashboard', { dataProvider: testDataProvider(api), authProvider });
    expect(
      await screen.findByRole('link', { name: 'Geschiedenis Wie wijzigde wat, en wanneer' }),
    ).toHaveAttribute('href', '/history');
  });
});
