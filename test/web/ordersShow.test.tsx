import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from './fakeApi';
import { elsOrder, janOrder, listItem } from './orderFixtures';
import { renderApp } from './renderApp';
import { useXsrfCookie } from './xsrfCookie';

const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;

/** The app at /orders/231/show over a fake API; deleting answers `deleteStatus`. */
const openOrder = async (lang: 'nl' | 'en' = 'nl', deleteStatus = 200) => {
  const api = fakeApi({
    'GET /Orders/231?includeOrderLines=true': json(janOrder()),
    'DELETE /Orders/231': json({ statusCode: deleteStatus, isSuccess: deleteStatus === 200 }, deleteStatus),
    'GET /Orders?take=25&skip=0&includeOrderlines=false': json([listItem(elsOrder())]),
    'GET /Orders/total': json(1),
    'GET /Rings': json([]),
    'GET /Notifications/total': json(0),
  });
  await renderApp('/orders/231/show', { dataProvider: api.dataProvider, lang });
  await screen.findByRole('heading', {
    name: lang === 'nl' ? 'Bestelling van Jan Maes' : 'Order of Jan Maes',
  });
  return api;
};

describe('order view', () => {
  useXsrfCookie();

  it('shows the member, tribe number, date, remark and the lines with a total row', async () => {
    await openOrder();
    const order = janOrder();
    expect(screen.getByRole('link', { name: 'Jan Maes' })).toHaveAttribute('href', '/members/12');
    expect(screen.getByText('KX27')).toBeInTheDocument();
    expect(screen.getByText('03/11/2026')).toBeInTheDocument();
    expect(screen.getByText(order.remark)).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Bestellijnen' });
    const rows = within(lines)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')));
    expect(rows).toEqual([
      ['Jaar', 'Ringmaat', 'Aantal', 'Eenheidsprijs', 'Totaal'],
      ['2026', '4,0 mm', '50', '€ 0,40', euro(50 * 40)],
      ['2026', '4,5 mm', '10', '€ 0,45', euro(10 * 45)],
      ['Totaal', '60', '', euro(50 * 40 + 10 * 45)],
    ]);
  });

  it('deletes the order only after confirmation, then returns to the list', async () => {
    const user = userEvent.setup();
    const { sent } = await openOrder();
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Deze bestelling verwijderen?' });
    expect(dialog).toHaveTextContent('De bestelling van Jan Maes van 03/11/2026 (60 ringen)');
    await user.click(within(dialog).getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('DELETE /Orders/231')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Bestelling verwijderd')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/orders'));
    expect(sent('DELETE /Orders/231')).toHaveLength(1);
    expect(await screen.findByText('Els Desmet')).toBeInTheDocument();
  });

  it('says so when the delete fails and stays on the order', async () => {
    const user = userEvent.setup();
    await openOrder('nl', 404);
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('De bestelling kon niet verwijderd worden.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/orders/231/show');
  });

  it('speaks English', async () => {
    await openOrder('en');
    expect(screen.getByRole('table', { name: 'Order lines' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
