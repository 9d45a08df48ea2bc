/**
 * "Niet gekoppeld" (issue K item 5): the credits of the booked statements, the unmatched at first;
 * matched by hand — a suggestion in one click, or a request found by search —, refusals in words,
 * ignored with react-admin's undo and offered again; read-only for whoever may only read the dues.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import type { BankEntry } from '../../server/src/schemas/duesPayments';
import type { StaffRole } from '../../server/src/schemas/permissions';
import { paged } from './activityFixtures';
import { FOUND, GIFT, UNMATCHED } from './duesFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';
import { fakeAuthProvider, staffPermissions } from './renderWithAdmin';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const LIST = 'POST /Dues/entries/list';

/** The app at `/dues/entries` as `role`, the list answering `entries`. */
const open = async ({
  role = 'penningmeester' as StaffRole,
  entries = [UNMATCHED, GIFT] as BankEntry[] | (() => BankEntry[]),
  routes = {} as Routes,
  lang = 'nl' as 'nl' | 'en',
} = {}) => {
  const authProvider = fakeAuthProvider(staffPermissions(role));
  const api = fakeApi({
    'GET /Notifications/total': json(0),
    [LIST]: () => json(paged('entries', typeof entries === 'function' ? entries() : entries)),
    ...routes,
  });
  await renderApp('/dues/entries', {
    dataProvider: api.dataProvider,
    authProvider,
    lang,
  });
  /** Settles once the screen has asked whether the credits may be changed, and had its answer. */
  const writeAsked = async () => {
    const canAccess = authProvider.canAccess as Mock;
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(
        expect.objectContaining({ resource: 'bankEntries', action: 'write' }),
      ),
    );
    await act(() => Promise.all(canAccess.mock.results.map((result) => result.value)));
  };
  return { ...api, writeAsked, lastList: () => api.sent(LIST).at(-1)?.json };
};

const row = (name: RegExp) => screen.getByRole('row', { name });

/** A refused call logs an error in the console: expected here. */
const expectRefusal = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('the unmatched credits', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the unmatched credits with their suggestion, and filters and searches on the server', async () => {
    const user = userEvent.setup();
    const { lastList } = await open();
    expect(await screen.findByRole('heading', { name: 'Bankverrichtingen', level: 1 })).toBeVisible();
    await screen.findByText('DESMET LUC');
    expect(lastList()).toEqual({ pageSize: 25, page: 1, searchString: '', state: 'unmatched' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Lidgeld' })).toHaveAttribute('href', '/dues');
    expect(main.getByRole('link', { name: 'Rekeninguittreksel inlezen' })).toHaveAttribute(
      'href',
      '/dues/statements',
    );
    const luc = row(/DESMET LUC/);
    expect(within(luc).getByText('14/03/2030')).toBeVisible();
    expect(within(luc).getByText('BE62 5100 0754 7061')).toBeVisible();
    expect(within(luc).getByText('€ 35,00', { normalizer: plain })).toBeVisible();
    expect(within(luc).getByText('Niet gekoppeld')).toBeVisible();
    expect(plain(within(luc).getByText(/^Voorstel:/).textContent)).toBe(
      'Voorstel: Luc en Ann Desmet (2030), nog € 35,00 te betalen — bedrag en naam komen overeen',
    );
    expect(within(luc).getByRole('link', { name: 'Luc en Ann Desmet (2030)' })).toHaveAttribute(
      'href',
      '/dues/5/show',
    );
    // The gift has no suggestion to accept.
    const gift = row(/Firma Zaadhandel Vogelzang/);
    expect(await within(gift).findByRole('button', { name: 'Koppelen…' })).toBeInTheDocument();
    expect(within(gift).queryByRole('button', { name: 'Voorstel koppelen' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Genegeerd' }));
    await waitFor(() => expect(lastList()).toMatchObject({ state: 'ignored' }));
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'desmet');
    await waitFor(() =>
      expect(lastList()).toEqual({ pageSize: 25, page: 1, searchString: 'desmet', state: 'ignored' }),
    );
  });

  it('matches a credit to its suggestion in one click', async () => {
    const user = userEvent.setup();
    let matched = false;
    const { sent } = await open({
      entries: () => (matched ? [GIFT] : [UNMATCHED, GIFT]),
      routes: {
        'PUT /Dues/entries/305/match': () => {
          matched = true;
          return json({ ...UNMATCHED, state: 'matched', suggestion: null });
        },
      },
    });
    await user.click(
      await within(await screen.findByRole('row', { name: /DESMET LUC/ })).findByRole('button', {
        name: 'Voorstel koppelen',
      }),
    );
    expect(await screen.findByText('Ontvangst gekoppeld aan Luc en Ann Desmet (2030).')).toBeInTheDocument();
    expect(sent('PUT /Dues/entries/305/match').map((call) => call.json)).toEqual([{ duesId: 5 }]);
    await waitFor(() => expect(screen.queryByText('DESMET LUC')).not.toBeInTheDocument());
  });

  it('says why a suggestion cannot be matched (409 matched meanwhile)', async () => {
    const user = userEvent.setup();
    expectRefusal();
    await open({
      routes: {
        'PUT /Dues/entries/305/match': json(
          { statusCode: 409, isSuccess: false, error: 'Matched.', field: 'id', reason: 'matched' },
          409,
        ),
      },
    });
    await user.click(
      await within(await screen.findByRole('row', { name: /DESMET LUC/ })).findByRole('button', {
        name: 'Voorstel koppelen',
      }),
    );
    expect(
      await screen.findByText(
        'Deze ontvangst is al gekoppeld. Verwijder eerst die betaling op de pagina van het betalingsverzoek.',
      ),
    ).toBeInTheDocument();
  });

  it('matches a credit to a request found by search, a waived one not offered, a refusal said in the dialog', async () => {
    const user = userEvent.setup();
    expectRefusal();
    let answers = 0;
    const { sent } = await open({
      routes: {
        'POST /Dues/list': json({ ...paged('dues', FOUND), totals: { expected: 0, received: 0, open: 0 } }),
        'PUT /Dues/entries/306/match': () =>
          answers++ === 0
            ? json(
                { statusCode: 409, isSuccess: false, error: 'Waived.', field: 'duesId', reason: 'waived' },
                409,
              )
            : json({ ...GIFT, state: 'matched' }),
      },
    });
    await user.click(
      await within(await screen.findByRole('row', { name: /Firma Zaadhandel/ })).findByRole('button', {
        name: 'Koppelen…',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Ontvangst koppelen' }));
    expect(
      dialog.getByText('€ 20,00 van Firma Zaadhandel Vogelzang op 14/03/2030 — Gift tentoonstelling', {
        normalizer: plain,
      }),
    ).toBeInTheDocument();
    // Nothing chosen yet: the choice is asked for.
    await user.click(dialog.getByRole('button', { name: 'Koppelen' }));
    expect(dialog.getByText('Kies een betalingsverzoek.')).toBeInTheDocument();
    expect(sent('PUT /Dues/entries/306/match')).toHaveLength(0);

    await user.type(dialog.getByRole('combobox', { name: /^Betalingsverzoek/ }), 'decl');
    await waitFor(() =>
      expect(sent('POST /Dues/list').at(-1)?.json).toEqual({ pageSize: 20, page: 1, searchString: 'decl' }),
    );
    const waived = await screen.findByRole('option', { name: /Rita Declercq \(2029\)/ });
    expect(waived).toHaveAttribute('aria-disabled', 'true');
    const rita = screen.getByRole('option', { name: /Rita en Jan Declercq \(2030\)/ });
    expect(plain(rita.textContent)).toContain(
      '+++203/0000/01702+++ · nog € 25,00 te betalen · Deels betaald',
    );
    await user.click(rita);
    await user.click(dialog.getByRole('button', { name: 'Koppelen' }));
    expect(
      await dialog.findByText('Dit lidgeld is kwijtgescholden en neemt geen betaling aan.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Koppelen' }));
    expect(
      await screen.findByText('Ontvangst gekoppeld aan Rita en Jan Declercq (2030).'),
    ).toBeInTheDocument();
    expect(sent('PUT /Dues/entries/306/match').map((call) => call.json)).toEqual([
      { duesId: 17 },
      { duesId: 17 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores a credit once the undo notification has gone', async () => {
    const user = userEvent.setup();
    const { sent } = await open({
      routes: {
        'PUT /Dues/entries/306/ignore': json({
          ...GIFT,
          state: 'ignored',
          ignoredOn: '2030-03-15T10:00:00.000Z',
        }),
      },
    });
    await user.click(
      await within(await screen.findByRole('row', { name: /Firma Zaadhandel/ })).findByRole('button', {
        name: 'Negeren',
      }),
    );
    expect(await screen.findByText('Ontvangst genegeerd')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ongedaan maken' })).toBeInTheDocument();
    // At once the row says so, and offers it back.
    const gift = row(/Firma Zaadhandel/);
    expect(await within(gift).findByText('Genegeerd')).toBeInTheDocument();
    expect(within(gift).getByRole('button', { name: 'Terugzetten' })).toBeInTheDocument();
    await waitFor(() => expect(sent('PUT /Dues/entries/306/ignore')).toHaveLength(1), { timeout: 10_000 });
  });

  it('sends nothing when ignoring is undone', async () => {
    const user = userEvent.setup();
    const { sent } = await open();
    await user.click(
      await within(await screen.findByRole('row', { name: /Firma Zaadhandel/ })).findByRole('button', {
        name: 'Negeren',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(() => expect(screen.queryByText('Ontvangst genegeerd')).not.toBeInTheDocument());
    expect(within(row(/Firma Zaadhandel/)).getByRole('button', { name: 'Negeren' })).toBeInTheDocument();
    expect(sent('PUT /Dues/entries/306/ignore')).toHaveLength(0);
  });

  it('offers an ignored credit again, in English', async () => {
    const user = userEvent.setup();
    const ignored: BankEntry = { ...GIFT, state: 'ignored', ignoredOn: '2030-03-15T10:00:00.000Z' };
    const { sent } = await open({
      lang: 'en',
      entries: [ignored],
      routes: { 'PUT /Dues/entries/306/unignore': json(GIFT) },
    });
    const gift = await screen.findByRole('row', { name: /Firma Zaadhandel/ });
    expect(within(gift).getByText('Ignored on 15/03/2030')).toBeInTheDocument();
    expect(within(gift).getByText('€20.00')).toBeInTheDocument();
    await user.click(await within(gift).findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Credit back among the unmatched')).toBeInTheDocument();
    await waitFor(() => expect(sent('PUT /Dues/entries/306/unignore')).toHaveLength(1), { timeout: 10_000 });
  });

  it('shows a matched credit with its request and how it was matched', async () => {
    const matched: BankEntry = {
      ...UNMATCHED,
      state: 'matched',
      suggestion: null,
      payment: {
        id: 77,
        matchedByHand: true,
        request: {
          id: 5,
          year: 2030,
          name: 'Luc en Ann Desmet',
          structuredCommunication: '+++203/0000/00510+++',
        },
      },
    };
    const { writeAsked } = await open({ entries: [matched] });
    const luc = await screen.findByRole('row', { name: /DESMET LUC/ });
    await writeAsked();
    expect(within(luc).getByRole('link', { name: 'Luc en Ann Desmet (2030)' })).toHaveAttribute(
      'href',
      '/dues/5/show',
    );
    expect(within(luc).getByText(/met de hand gekoppeld/)).toBeInTheDocument();
    expect(within(luc).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a secretaris read the credits, without matching or ignoring', async () => {
    const { sent, writeAsked } = await open({ role: 'secretaris' });
    const luc = await screen.findByRole('row', { name: /DESMET LUC/ });
    await writeAsked();
    expect(within(luc).getByText(/^Voorstel:/)).toBeInTheDocument();
    expect(within(luc).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rekeninguittreksel inlezen' })).not.toBeInTheDocument();
    expect(sent(LIST).length).toBeGreaterThan(0);
  });

  it('shows a redactie "Geen toegang"', async () => {
    const { sent } = await open({ role: 'redactie' });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
    expect(sent(LIST)).toHaveLength(0);
  });
});
