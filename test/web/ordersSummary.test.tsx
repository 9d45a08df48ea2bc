import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from './fakeApi';
import { elsOrder, janOrder, listItem } from './orderFixtures';
import { renderApp } from './renderApp';
import { spyOnDownloads } from './saveFileSpy';
import { useXsrfCookie } from './xsrfCookie';

const summary = {
  orderCount: 2,
  ringCount: 65,
  totalCents: 2625,
  leftOutUnpaid: { orderCount: 1, ringCount: 20 },
  rows: [
    { year: 2026, sizeMm: 4, orderCount: 1, ringCount: 50, totalCents: 2000 },
    { year: 2026, sizeMm: 4.5, orderCount: 1, ringCount: 10, totalCents: 450 },
    { year: 2025, sizeMm: 4, orderCount: 1, ringCount: 5, totalCents: 175 },
  ],
};

const openList = async () => {
  const api = fakeApi({
    'GET /Orders?take=25&skip=0&includeOrderlines=false': json([listItem(janOrder()), listItem(elsOrder())]),
    'GET /Orders/total': json(27),
    // The selection's count comes back as the server would count it.
    'POST /Orders/summary': (init) => {
      const body = JSON.parse(String(init?.body));
      return json({ ...summary, orderCount: body.ids?.length ?? summary.orderCount });
    },
    'POST /Orders/summary/export': {
      body: '\uFEFFstamnummer;naam\r\n',
      headers: { 'Content-Disposition': 'attachment; filename="ringen-per-stamnummer-2026-11-22.xlsx"' },
    },
    'GET /Rings': json([]),
    'GET /Notifications/total': json(0),
  });
  await renderApp('/orders', { dataProvider: api.dataProvider });
  await screen.findByText('Els Desmet');
  return api;
};

const tableTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')));

describe('summary per ring size and year', () => {
  useXsrfCookie();
  afterEach(() => vi.restoreAllMocks());

  it('totals every order of the list filter and shows rows with a total row', async () => {
    const user = userEvent.setup();
    const { sent } = await openList();
    await user.click(screen.getByRole('button', { name: 'Samenvatting per ringmaat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ringen per jaar en ringmaat' });
    await within(dialog).findByRole('table');
    expect(sent('POST /Orders/summary')[0].json).toEqual({});
    expect(dialog).toHaveTextContent('Van alle 2 bestellingen in de lijst');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '20 ringen (van 1 bestellingen) niet opgenomen: hun leden hebben het lidgeld van dat jaar niet betaald.',
    );
    expect(tableTexts(within(dialog).getByRole('table'))).toEqual([
      ['Jaar', 'Ringmaat', 'Bestellingen', 'Ringen', 'Bedrag'],
      ['2026', '4,0 mm', '1', '50', '€ 20,00'],
      ['2026', '4,5 mm', '1', '10', '€ 4,50'],
      ['2025', '4,0 mm', '1', '5', '€ 1,75'],
      ['Totaal', '2', '65', '€ 26,25'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('totals the selected orders and exports them for the supplier', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    const { sent } = await openList();
    await user.click(within(screen.getByRole('row', { name: /Jan Maes/ })).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Samenvatting van de selectie' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table');
    expect(sent('POST /Orders/summary').at(-1)?.json).toEqual({ ids: [231] });
    expect(dialog).toHaveTextContent('Van de geselecteerde bestelling.');
    await user.click(within(dialog).getByRole('button', { name: 'Exporteren voor de leverancier' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Per ringmaat: CSV (Excel)',
      'Per ringmaat: Excel (.xlsx)',
      'Per stamnummer: CSV (Excel)',
      'Per stamnummer: Excel (.xlsx)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Per stamnummer: Excel (.xlsx)' }));
    await waitFor(() =>
      expect(saved.map(({ fileName }) => fileName)).toEqual(['ringen-per-stamnummer-2026-11-22.xlsx']),
    );
    expect(sent('POST /Orders/summary/export')[0].json).toEqual({
      ids: [231],
      format: 'xlsx',
      groupBy: 'member',
    });
  });
});
