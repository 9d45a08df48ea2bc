import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, type Store } from 'react-admin';
import { prefetchFirstScreen } from '../../src/providers/firstScreen';
import { fakeApi, json } from './fakeApi';
import { FIRST_MEMBERS_PAGE, janMaes, janMaesListItem } from './memberFixtures';
import { renderApp } from './renderApp';
import { spyOnDownloads } from './saveFileSpy';

const members = [
  janMaesListItem(),
  {
    id: 13,
    tribenumber: 'QW12',
    name: 'Lien Claeys',
    email: '',
    isBlocked: true,
    isActive: false,
    lastLogin: null,
  },
];

/** The app at /members over a fake API listing two members. */
const openList = async () => {
  const { name: _name, ...detail } = janMaes();
  const api = fakeApi({
    'POST /Members/list': json({ members, total: 2 }),
    'GET /Members/12': json(detail),
    'GET /Countries': json([]),
    'GET /Notifications/total': json(0),
    'POST /Members/export': {
      body: '\uFEFFstamnummer;voornaam\r\n',
      headers: { 'Content-Disposition': 'attachment; filename="leden-2026-11-22.csv"' },
    },
  });
  await renderApp('/members', { dataProvider: api.dataProvider });
  await screen.findByText('Lien Claeys');
  const lastList = () => api.sent('POST /Members/list').at(-1)?.json;
  return { ...api, lastList };
};

describe('member list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the first 25 members by name and shows the columns, nl-BE dates, inactive and blocked members marked (blocked and last login from lg up)', async () => {
    const { lastList } = await openList();
    expect(screen.getByRole('heading', { name: 'Leden' })).toBeInTheDocument();
    expect(lastList()).toEqual(FIRST_MEMBERS_PAGE);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    // The test window is jsdom's 1024 px: the table (md up) without the columns shown only from lg up.
    // First the column ticking rows for the bulk edit.
    expect(headers).toEqual(['', 'Stamnummer', 'Naam', 'E-mail', 'Actief']);
    const jan = screen.getByRole('row', { name: /Jan Maes/ });
    expect(within(jan).getByText('KX27')).toBeVisible();
    expect(within(jan).getByText('actief')).toBeVisible();
    // The last login (nl-BE date) and blocked columns are there, shown from lg (1200 px) up.
    expect(within(jan).getByText('01/10/2026')).toBeInTheDocument();
    expect(within(jan).getByText('01/10/2026')).not.toBeVisible();
    const lien = screen.getByRole('row', { name: /Lien Claeys/ });
    expect(within(lien).getByText('inactief')).toBeVisible();
    expect(within(lien).getByText('Geblokkeerd')).toBeInTheDocument();
    expect(within(lien).getByText('Geblokkeerd')).not.toBeVisible();
    expect(within(jan).queryByText('Geblokkeerd')).not.toBeInTheDocument();
    expect(within(jan).getByText('niet geblokkeerd')).toBeInTheDocument();
    expect(within(jan).queryByLabelText('Nee')).not.toBeInTheDocument();
    expect(getComputedStyle(within(lien).getByText('Lien Claeys').closest('td') as Element).color).not.toBe(
      getComputedStyle(within(jan).getByText('Jan Maes').closest('td') as Element).color,
    );
  });

  it('searches, shows inactive members and sorts on the server', async () => {
    const user = userEvent.setup();
    const { lastList } = await openList();
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'maes');
    await waitFor(() => expect(lastList()).toMatchObject({ searchString: 'maes', showInactive: false }));
    await user.click(screen.getByRole('switch', { name: 'Toon inactieve leden' }));
    await waitFor(() => expect(lastList()).toMatchObject({ searchString: 'maes', showInactive: true }));
    await user.click(
      within(screen.getByRole('columnheader', { name: 'Stamnummer' })).getByText('Stamnummer'),
    );
    await waitFor(() => expect(lastList()).toMatchObject({ sortField: 'tribeNumber', sortOrder: 'ASC' }));
  });

  it('opens the edit view on a row click', async () => {
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByText('Jan Maes'));
    expect(await screen.findByRole('heading', { name: 'Lid Jan Maes' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/members/12');
  });

  it('exports the current filter as CSV under the name the server gives', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    const { sent, lastList } = await openList();
    await user.click(screen.getByRole('switch', { name: 'Toon inactieve leden' }));
    await waitFor(() => expect(lastList()).toMatchObject({ showInactive: true }));
    await user.click(screen.getByRole('button', { name: 'Exporteren' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV (Excel)' }));
    await waitFor(() => expect(saved.map(({ fileName }) => fileName)).toEqual(['leden-2026-11-22.csv']));
    expect(sent('POST /Members/export')[0].json).toEqual({
      searchString: '',
      showInactive: true,
      format: 'csv',
    });
  });

  it('leads to the import screen', async () => {
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByRole('link', { name: 'Importeren' }));
    expect(await screen.findByRole('heading', { name: 'Leden importeren' })).toBeInTheDocument();
  });

  it('pages on past the count where the server stopped, "van meer dan 10.000", to the last page with its exact count', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      // Counted to one row past the page asked for (at least 10,000): 10,010 members in all.
      'POST /Members/list': (init) => {
        const { page } = JSON.parse(String(init?.body));
        return page === 401
          ? json({ members, total: 10_010 })
          : json({ members, total: Math.max(10_000, page * 25) + 1, totalIsLowerBound: true });
      },
      'GET /Notifications/total': json(0),
    });
    await renderApp('/members?page=400', { dataProvider: api.dataProvider });
    expect(await screen.findByText('9.976-10.000 van meer dan 10.000')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Naar de volgende pagina' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByText('10.001-10.010 van 10.010')).toBeInTheDocument();
    expect(api.sent('POST /Members/list').at(-1)?.json).toMatchObject({ page: 401 });
    expect(screen.getByRole('button', { name: 'Naar de volgende pagina' })).toBeDisabled();
  });

  it('never says "no members" while the first page is on its way or rendering; the next page replaces the previous', async () => {
    const user = userEvent.setup();
    let answerFirst: (answer: ReturnType<typeof json>) => void = () => {};
    const api = fakeApi({
      'POST /Members/list': (init) => {
        const { page } = JSON.parse(String(init?.body));
        if (page === 2)
          return json({ members: [{ ...members[1], id: 14, name: 'Piet Peeters' }], total: 26 });
        return new Promise((resolve) => {
          answerFirst = resolve;
        });
      },
      'GET /Notifications/total': json(0),
    });
    let saidNoResults = false;
    // Every node added, even one removed again before the observer's turn.
    const watch = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          saidNoResults ||= /Geen leden gevonden/.test(node.textContent ?? '');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await renderApp('/members', { dataProvider: api.dataProvider });
      await waitFor(() => expect(api.sent('POST /Members/list')).toHaveLength(1));
      answerFirst(json({ members, total: 26 }));
      await screen.findByText('Lien Claeys');
      await user.click(screen.getByRole('button', { name: /volgende pagina/i }));
      expect(await screen.findByText('Piet Peeters')).toBeInTheDocument();
      expect(screen.queryByText('Lien Claeys')).not.toBeInTheDocument();
    } finally {
      watch.disconnect();
    }
    expect(saidNoResults).toBe(false);
  });
});

describe("the members list's first page, asked before the first render (providers/firstScreen.ts)", () => {
  const prefetchedList = async (store: Store, search = '') => {
    const api = fakeApi({
      'POST /Members/list': json({ members, total: 2 }),
      'GET /Notifications/total': json(0),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchFirstScreen({ queryClient, dataProvider: api.dataProvider, store, search }, '/members');
    return { ...api, queryClient };
  };
  /** Renders /members over the prefetched page: the list's requests for members, as sent. */
  const membersAsked = async (store: Store) => {
    const { sent, dataProvider, queryClient } = await prefetchedList(store);
    await renderApp('/members', { dataProvider, store, queryClient });
    await screen.findByText('Lien Claeys');
    return sent('POST /Members/list').map((request) => request.json);
  };

  it('is the page the list shows: it asks the members once', async () => {
    expect(await membersAsked(memoryStore())).toEqual([FIRST_MEMBERS_PAGE]);
  });

  it('follows the sort and filter the person left the list with, and the list asks no second time', async () => {
    const store = memoryStore({
      'members.listParams': {
        filter: { showInactive: true },
        sort: 'email',
        order: 'DESC',
        page: 1,
        perPage: 25,
      },
    });
    expect(await membersAsked(store)).toEqual([
      { pageSize: 25, page: 1, searchString: '', showInactive: true, sortField: 'email', sortOrder: 'DESC' },
    ]);
  });

  it('is left to the list when the address carries a search', async () => {
    const { sent } = await prefetchedList(memoryStore(), '?filter=%7B%22q%22%3A%22maes%22%7D');
    expect(sent('POST /Members/list')).toEqual([]);
  });
});
