import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownDate, typeDate } from './datePickers';
import { fakeApi, json } from './fakeApi';
import { elsOrder, janOrder, listItem } from './orderFixtures';
import { renderApp } from './renderApp';

const rings = [
  { id: 1, year: 2026, sizeMm: 4, priceCents: 40 },
  { id: 2, year: 2026, sizeMm: 4.5, priceCents: 45 },
];

/** The app at /orders over a fake API with two orders of 27 in all. */
const openList = async (lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({
    'GET /Orders?take=25&skip=0&includeOrderlines=false': json([listItem(janOrder()), listItem(elsOrder())]),
    'GET /Orders?take=25&skip=25&includeOrderlines=false': json([]),
    'GET /Orders/total': json(27),
    'GET /Orders?take=25&skip=0&includeOrderlines=false&searchString=desmet': json([listItem(elsOrder())]),
    'GET /Orders/total?searchString=desmet': json(1),
    'GET /Orders?take=25&skip=0&includeOrderlines=false&from=2026-11-01': json([listItem(janOrder())]),
    'GET /Orders/total?from=2026-11-01': json(1),
    'GET /Orders?take=25&skip=0&includeOrderlines=false&from=2026-11-01&to=2026-11-30': json([
      listItem(janOrder()),
    ]),
    'GET /Orders/total?from=2026-11-01&to=2026-11-30': json(1),
    'GET /Orders/231?includeOrderLines=true': json(janOrder()),
    'GET /Rings': json(rings),
    'GET /Notifications/total': json(0),
  });
  await renderApp('/orders', { dataProvider: api.dataProvider, lang });
  await screen.findByText('Els Desmet');
  return api;
};

/** The column titles of the order table (the first table; the ring catalogue is the second). */
const orderHeaders = () =>
  within(screen.getAllByRole('table')[0])
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('order list', { timeout: 20_000 }, () => {
  it('shows member, tribe number, dd/MM/yyyy date, rings and the total in euro (nl-BE), newest first', async () => {
    await openList();
    expect(screen.getByRole('heading', { name: 'Bestellingen' })).toBeInTheDocument();
    const headers = orderHeaders();
    expect(headers.slice(1)).toEqual(['Lid', 'Stamnummer', 'Datum', 'Ringen', 'Totaal']);
    const jan = janOrder();
    const row = screen.getByRole('row', { name: /Jan Maes/ });
    expect(within(row).getByText('KX27')).toBeInTheDocument();
    expect(within(row).getByText('03/11/2026')).toBeInTheDocument();
    expect(within(row).getByText(String(jan.ringCount))).toBeInTheDocument();
    expect(
      within(row).getByText(`€ ${(jan.totalCents / 100).toFixed(2).replace('.', ',')}`),
    ).toBeInTheDocument();
    const names = within(screen.getAllByRole('table')[0])
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).queryByText(/Maes|Desmet/)?.textContent);
    expect(names).toEqual(['Jan Maes', 'Els Desmet']);
  });

  it('pages on the server with the total of GET /Orders/total', async () => {
    const user = userEvent.setup();
    const { sent } = await openList();
    expect(screen.getByText('1-25 van 27')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naar pagina 2' }));
    await waitFor(() => expect(sent('GET /Orders?take=25&skip=25&includeOrderlines=false')).toHaveLength(1));
  });

  it('searches by member on the server', async () => {
    const user = userEvent.setup();
    await openList();
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'desmet');
    await waitFor(() => expect(screen.queryByText('Jan Maes')).not.toBeInTheDocument());
    expect(screen.getByText('Els Desmet')).toBeInTheDocument();
  });

  it('filters by order day with date inputs that take dd/MM/yyyy', async () => {
    const { sent } = await openList();
    // The pickers load when the list first shows them; meanwhile a disabled field holds their place.
    await screen.findByRole('group', { name: /Besteld vanaf/ });
    typeDate(/Besteld vanaf/, '01/11/2026');
    typeDate(/Besteld tot en met/, '30/11/2026');
    expect(shownDate(/Besteld vanaf/)).toBe('01/11/2026');
    await waitFor(() =>
      expect(
        sent('GET /Orders?take=25&skip=0&includeOrderlines=false&from=2026-11-01&to=2026-11-30'),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByText('Els Desmet')).not.toBeInTheDocument());
    expect(screen.getByText('Jan Maes')).toBeInTheDocument();
  });

  it('lays the ring catalogue beside the list, shown from lg up', async () => {
    await openList();
    // The test window is jsdom's 1024 px, below lg (1200 px): the catalogue is there but not shown.
    const catalogue = await screen.findByRole('table', { name: 'Ringcatalogus', hidden: true });
    expect(catalogue).not.toBeVisible();
    expect(screen.queryByRole('table', { name: 'Ringcatalogus' })).not.toBeInTheDocument();
    const cells = within(catalogue)
      .getAllByRole('row', { hidden: true })
      .map((row) =>
        within(row)
          .queryAllByRole('cell', { hidden: true })
          .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
      );
    expect(cells.slice(1)).toEqual([
      ['2026', '4,0 mm', '€ 0,40'],
      ['2026', '4,5 mm', '€ 0,45'],
    ]);
  });

  it('opens the order on a row click', async () => {
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByText('Jan Maes'));
    expect(await screen.findByRole('heading', { name: 'Bestelling van Jan Maes' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/orders/231/show');
  });

  it('speaks English', async () => {
    await openList('en');
    const headers = orderHeaders();
    expect(headers.slice(1)).toEqual(['Member', 'Tribe number', 'Date', 'Rings', 'Total']);
    expect(screen.getByRole('button', { name: 'Summary per ring size' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /Ordered from/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Ordered up to/ })).toBeInTheDocument();
  });
});
