import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country } from '../../server/src/schemas/countries';
import type { MemberDetail } from '../../server/src/schemas/members';
import { formatEuro } from '../../src/resources/orders/orderModel';
import { fakeApi, json, type Routes } from './fakeApi';
import { historyPage, janCreated, janMoves, phoneChanges } from './historyFixtures';
import { janMaes } from './memberFixtures';
import { janOrder, listItem } from './orderFixtures';
import { renderApp } from './renderApp';

const COUNTRIES: Country[] = [
  { id: 1, name: 'België', twoLetterCode: 'BE' },
  { id: 2, name: 'Nederland', twoLetterCode: 'NL' },
];

const { name: _name, ...janWire } = janMaes();

/** The first page of member 12's history, as the panel asks it. */
const MEMBER_HISTORY = 'GET /History?page=1&pageSize=10&resource=members&id=12';

/** The app at /members/12 over a fake API holding Jan Maes; `routes` add or replace answers. */
const openMember = async (routes: Routes = {}, lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({
    'GET /Members/12': json(janWire satisfies MemberDetail),
    'GET /Members/12/tribeNumbers': json([{ tribeNumber: 'KX27', from: null, to: null }]),
    'GET /Countries': json(COUNTRIES),
    'GET /Notifications/total': json(0),
    'POST /Adverts/list': json({ adverts: [], total: 0 }),
    'GET /Orders?take=100&skip=0&includeOrderlines=false&searchString=KX27': json([]),
    'GET /Orders/total?searchString=KX27': json(0),
    'POST /Vendors/list': json({ vendors: [], total: 0 }),
    [MEMBER_HISTORY]: json(historyPage([janMoves(), janCreated()])),
    ...routes,
  });
  await renderApp('/members/12', { dataProvider: api.dataProvider, lang });
  await screen.findByRole('heading', { name: lang === 'nl' ? 'Lid Jan Maes' : 'Member Jan Maes' });
  return api;
};

/** Opens the history panel by keyboard (its button, then Enter) and answers its region. */
const openPanel = async (user: ReturnType<typeof userEvent.setup>, name = 'Geschiedenis') => {
  const button = screen.getByRole('button', { name });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name });
};

/** The label and value pairs of one entry's description list. */
const changesOf = (entry: HTMLElement) => {
  const terms = within(entry)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(entry)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return terms.map((term, index) => [term, values[index]]);
};

describe('the history panel of a record', () => {
  it('stays closed below the form, asking nothing, until it is opened', async () => {
    const { sent } = await openMember();
    const button = screen.getByRole('button', { name: 'Geschiedenis' });
    expect(button.closest('h2')).not.toBeNull();
    // The form comes first.
    const save = screen.getByRole('button', { name: 'Opslaan' });
    expect(save.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sent(MEMBER_HISTORY)).toHaveLength(0);
  });

  it('shows each change as old → new with the form labels, the Brussels time dd/MM/yyyy HH:mm and the person', async () => {
    const user = userEvent.setup();
    const { sent } = await openMember();
    const panel = await openPanel(user);
    const [moved, created] = await within(panel).findAllByRole('listitem');
    expect(sent(MEMBER_HISTORY)).toHaveLength(1);
    expect(within(moved).getByText('10/03/2026 14:05 · Gewijzigd')).toBeInTheDocument();
    expect(within(moved).getByText('door secretaris@clubbeheer.test')).toBeInTheDocument();
    expect(changesOf(moved)).toEqual([
      ['Postcode', '8000 → 8700'],
      ['Gemeente', 'Brugge → Tielt'],
      ['Land', 'België → Nederland'],
      ['Toon e-mail', 'Ja → Nee'],
      ['Fax', '— → 050 11 22 33'],
    ]);
    // Summer time: 22:30 UTC is 00:30 the next day in Brussels. A person without email by their sub.
    expect(within(created).getByText('02/07/2026 00:30 · Aangemaakt')).toBeInTheDocument();
    expect(within(created).getByText('door auth0|import-bot')).toBeInTheDocument();
    // A creation lists the values it set, empty ones left out.
    expect(changesOf(created)).toEqual([
      ['Voornaam', 'Jan'],
      ['Stamnummer', 'KX27'],
      ['Geblokkeerd', 'Nee'],
    ]);
    expect(within(panel).getByText('2 van 2 getoond')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Meer tonen' })).not.toBeInTheDocument();
  });

  it('pages 10 at a time with "Meer tonen"', async () => {
    const user = userEvent.setup();
    const { sent } = await openMember({
      [MEMBER_HISTORY]: json(historyPage(phoneChanges(10, 50), 12)),
      'GET /History?page=2&pageSize=10&resource=members&id=12': json(
        historyPage([janMoves(), janCreated()], 12, 2),
      ),
    });
    const panel = await openPanel(user);
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(10);
    expect(within(panel).getByText('10 van 12 getoond')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Meer tonen' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(12));
    expect(sent('GET /History?page=2&pageSize=10&resource=members&id=12')).toHaveLength(1);
    expect(within(panel).getByText('12 van 12 getoond')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Meer tonen' })).not.toBeInTheDocument();
    expect(within(panel).getByText('8000 → 8700')).toBeInTheDocument();
  });

  it('says when nothing was recorded yet', async () => {
    const user = userEvent.setup();
    await openMember({ [MEMBER_HISTORY]: json(historyPage([])) });
    const panel = await openPanel(user);
    expect(await within(panel).findByText('Nog geen wijzigingen bijgehouden.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    await openMember({}, 'en');
    const panel = await openPanel(user, 'History');
    const [moved] = await within(panel).findAllByRole('listitem');
    expect(within(moved).getByText('10/03/2026 14:05 · Changed')).toBeInTheDocument();
    expect(within(moved).getByText('by secretaris@clubbeheer.test')).toBeInTheDocument();
    expect(changesOf(moved).slice(0, 4)).toEqual([
      ['Postcode', '8000 → 8700'],
      ['Town', 'Brugge → Tielt'],
      ['Country', 'België → Nederland'],
      ['Show email', 'Yes → No'],
    ]);
  });

  it('is on the order page too, with euro amounts, order lines in words and the member by name', async () => {
    const user = userEvent.setup();
    const order = janOrder();
    const api = fakeApi({
      'GET /Orders/231?includeOrderLines=true': json(order),
      'GET /Notifications/total': json(0),
      'GET /History?page=1&pageSize=10&resource=orders&id=231': json(
        historyPage([
          {
            id: 80,
            at: '2026-11-03T09:30:00.000Z',
            actor: { sub: 'staff-7', email: 'secretaris@clubbeheer.test' },
            action: 'update',
            resource: 'orders',
            recordId: 231,
            name: 'Jan Maes, 03/11/2026',
            changes: [
              {
                field: 'memberId',
                old: 12,
                new: 13,
                oldName: 'Jan Maes (KX27)',
                newName: 'Els Peeters (EP01)',
              },
              { field: 'totalCents', old: 2000, new: 2450 },
              {
                field: 'orderLines',
                old: [{ year: 2026, sizeMm: 4, quantity: 50 }],
                new: [
                  { year: 2026, sizeMm: 4, quantity: 50 },
                  { year: 2026, sizeMm: 4.5, quantity: 10 },
                ],
              },
            ],
          },
        ]),
      ),
    });
    await renderApp('/orders/231/show', { dataProvider: api.dataProvider });
    await screen.findByRole('heading', { name: /Jan Maes/ });
    const panel = await openPanel(user);
    const [entry] = await within(panel).findAllByRole('listitem');
    expect(changesOf(entry)).toEqual([
      ['Lid', 'Jan Maes (KX27) → Els Peeters (EP01)'],
      ['Totaal', `${formatEuro(2000)} → ${formatEuro(2450)}`],
      ['Bestellijnen', '2026 · 4,0 mm × 50 → 2026 · 4,0 mm × 50; 2026 · 4,5 mm × 10'],
    ]);
  });
});

describe("the member's adverts, ring orders and vendor entry", () => {
  it('lists those of this member only, each a link, found through the lists by tribe number', async () => {
    const { sent } = await openMember({
      'POST /Adverts/list': json({
        adverts: [
          {
            id: 7,
            name: 'Jan Maes',
            tribeNumber: 'KX27',
            advertType: 'offer',
            visibleFrom: '2027-01-01',
            visibleTo: '2027-02-28',
            isActive: true,
            isVisible: false,
            isPaid: true,
          },
          {
            id: 9,
            name: 'Piet Maes',
            tribeNumber: 'KX270',
            advertType: 'request',
            visibleFrom: '2027-01-01',
            visibleTo: '2027-02-28',
            isActive: true,
            isVisible: true,
            isPaid: false,
          },
        ],
        total: 2,
      }),
      'GET /Orders?take=100&skip=0&includeOrderlines=false&searchString=KX27': json([
        listItem(janOrder()),
        { ...listItem(janOrder()), id: 232, memberId: 99, name: 'Piet Maes', tribeNumber: 'KX270' },
      ]),
      'GET /Orders/total?searchString=KX27': json(2),
      'POST /Vendors/list': json({
        vendors: [{ id: 3, name: 'Jan Maes', memberId: 12, tribeNumber: 'KX27' }],
        total: 1,
      }),
    });
    const section = (await screen.findByRole('heading', { name: 'Zoekertjes, ringbestellingen en verkoper' }))
      .parentElement as HTMLElement;
    const adverts = await within(section).findByRole('heading', { name: 'Zoekertjes (1)' });
    expect(
      within(section).getByRole('link', { name: 'Aangeboden · 01/01/2027 – 28/02/2027 · verborgen' }),
    ).toHaveAttribute('href', '/adverts/7');
    expect(adverts).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Ringbestellingen (1)' })).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: `03/11/2026 · 60 ringen · ${formatEuro(2450)}` }),
    ).toHaveAttribute('href', '/orders/231/show');
    expect(within(section).getByRole('link', { name: 'Verkoper Jan Maes openen' })).toHaveAttribute(
      'href',
      '/vendors/3',
    );
    expect(within(section).queryByText(/Gevraagd/)).not.toBeInTheDocument();
    expect(sent('POST /Adverts/list')[0].json).toMatchObject({
      searchString: 'KX27',
      pageSize: 100,
      page: 1,
    });
    expect(sent('POST /Vendors/list')[0].json).toMatchObject({ searchString: 'KX27' });
  });

  it('says when the member has none', async () => {
    await openMember();
    expect(await screen.findByText('Geen zoekertjes.')).toBeInTheDocument();
    expect(await screen.findByText('Geen ringbestellingen.')).toBeInTheDocument();
    expect(await screen.findByText('Geen verkoper.')).toBeInTheDocument();
  });
});
