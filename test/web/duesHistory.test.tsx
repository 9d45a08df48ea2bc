/**
 * The history of the dues' money (issue K item 5, docs/api/dues.md): payments on a request, a booked
 * statement and a credit matched by hand, on the club's history page — their kinds named, the amounts
 * in euro as the other euro fields, a request's state in words, a request linked to its page.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry } from '../../server/src/schemas/history';
import { formatValue } from '../../src/history/historyModel';
import { fakeApi, json } from './fakeApi';
import { historyPage } from './historyFixtures';
import { createTestI18nProvider } from './i18nTestProvider';
import { renderApp } from './renderApp';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const treasurer = { sub: 'staff-9', email: 'penningmeester@clubbeheer.test' };

const ENTRIES: HistoryEntry[] = [
  {
    id: 93,
    at: '2030-03-14T10:00:00.000Z',
    actor: treasurer,
    action: 'match',
    resource: 'bankEntries',
    recordId: 305,
    name: 'DESMET LUC (NTRY-20300314-0005)',
    changes: [{ field: 'duesId', old: null, new: 5 }],
  },
  {
    id: 92,
    at: '2030-03-13T09:15:00.000Z',
    actor: treasurer,
    action: 'payment',
    resource: 'dues',
    recordId: 17,
    name: 'Rita en Jan Declercq (2030)',
    changes: [
      { field: 'paid', old: 0, new: 123450 },
      { field: 'status', old: 'open', new: 'partly' },
    ],
  },
  {
    id: 91,
    at: '2030-03-13T09:15:00.000Z',
    actor: treasurer,
    action: 'create',
    resource: 'bankStatements',
    recordId: 12,
    name: 'CODA 12-03.cod',
    changes: [
      { field: 'format', old: null, new: 'coda' },
      { field: 'amount', old: null, new: 3500 },
      { field: 'entries', old: null, new: 3 },
    ],
  },
];

describe('the history of the dues money', { timeout: 30_000 }, () => {
  it('shows payments, statements and credits with their kind, euro amounts and a request linked', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /Notifications/total': json(0),
      'GET /Countries': json([]),
      'GET /History?page=1&pageSize=25': json(historyPage(ENTRIES, 3, 1, 25)),
    });
    await renderApp('/history', { dataProvider: api.dataProvider });
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    await screen.findByText('Rita en Jan Declercq (2030)');
    const [match, payment, statement] = rows();
    expect(within(payment).getByRole('link', { name: 'Rita en Jan Declercq (2030)' })).toHaveAttribute(
      'href',
      '/dues/17/show',
    );
    expect(within(payment).getByText('Lidgeld')).toBeInTheDocument();
    expect(within(payment).getByText('Betaling geboekt')).toBeInTheDocument();
    expect(within(payment).getByText('Betaald')).toBeInTheDocument();
    expect(within(payment).getByText('€ 0,00 → € 1.234,50', { normalizer: plain })).toBeInTheDocument();
    expect(within(payment).getByText('Open → Deels betaald')).toBeInTheDocument();

    expect(within(statement).getByText('Rekeninguittreksel')).toBeInTheDocument();
    expect(within(statement).getByText('CODA 12-03.cod')).toBeInTheDocument();
    expect(within(statement).getByText('CODA')).toBeInTheDocument();
    expect(within(statement).getByText('€ 35,00', { normalizer: plain })).toBeInTheDocument();

    expect(within(match).getByText('Bankverrichting')).toBeInTheDocument();
    expect(within(match).getByText('Met de hand gekoppeld')).toBeInTheDocument();

    // The kinds are offered by the filter.
    await user.click(screen.getByRole('combobox', { name: 'Soort' }));
    for (const kind of ['Lidgeld', 'Rekeninguittreksels', 'Bankverrichtingen'])
      expect(await screen.findByRole('option', { name: kind })).toBeInTheDocument();
    expect(api.sent('GET /History?page=1&pageSize=25').length).toBeGreaterThan(0);
  });

  it('writes the amounts of the dues as the other euro fields, in both languages', async () => {
    for (const lang of ['nl', 'en'] as const) {
      const { translate } = await createTestI18nProvider(lang);
      const value = (resource: string, field: string, v: unknown) =>
        formatValue(resource, field, v, { translate, locale: lang });
      expect(plain(value('dues', 'paid', 250))).toBe(plain(value('orders', 'priceCents', 250)));
      expect(plain(value('dues', 'amount', 123450))).toBe(plain(value('orders', 'priceCents', 123450)));
      expect(plain(value('bankEntries', 'amount', 2000))).toBe(plain(value('orders', 'priceCents', 2000)));
      // Elsewhere a field named amount is no money.
      expect(value('orders', 'amount', 3)).toBe('3');
    }
    const { translate } = await createTestI18nProvider('en');
    expect(formatValue('dues', 'status', 'waived', { translate, locale: 'en' })).toBe('Waived');
  });
});
