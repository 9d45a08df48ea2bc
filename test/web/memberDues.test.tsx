/**
 * The dues on the member's side (issue K): the kind of membership and the language on the member form,
 * the member's dues per year on their page, the members list's filter on this year's dues, and the
 * dashboard's card of this year's dues received of expected — in Dutch and English, and only for
 * whoever reads the dues.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuesItem, DuesTotals } from '../../server/src/schemas/dues';
import type { MemberDetail, MembershipKindChoice } from '../../server/src/schemas/members';
import type { StaffRole } from '../../server/src/schemas/permissions';
import { paged } from './activityFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { janMaes, janMaesListItem } from './memberFixtures';
import { renderApp } from './renderApp';
import { fakeAuthProvider, staffPermissions } from './renderWithAdmin';
import { spyOnDownloads } from './saveFileSpy';

const YEAR = new Date().getFullYear();

/** MUI's nl-BE amounts have a no-break space after the €: compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const KINDS: MembershipKindChoice[] = [
  { id: 1, name: 'Gewoon lid', isDefault: true },
  { id: 2, name: 'Gezinslid', isDefault: false },
  { id: 5, name: 'Erelid', isDefault: false },
];

/** Jan Maes's requests: this year's partly paid, last year's paid. */
const REQUESTS: DuesItem[] = [
  {
    id: 31,
    year: YEAR,
    number: 31,
    name: 'Jan Maes',
    memberId: 12,
    tribeNumber: 'KX27',
    members: 1,
    amount: 2500,
    paid: 1000,
    status: 'partly',
    structuredCommunication: '+++202/6000/00031+++',
    dueDate: `${YEAR}-01-31`,
  },
  {
    id: 7,
    year: YEAR - 1,
    number: 7,
    name: 'Jan Maes',
    memberId: 12,
    tribeNumber: 'KX27',
    members: 1,
    amount: 2400,
    paid: 2400,
    status: 'paid',
    structuredCommunication: '+++202/5000/00007+++',
    dueDate: `${YEAR - 1}-01-31`,
  },
];

const TOTALS: DuesTotals = { expected: 126950, received: 100000, open: 26950 };

/** The wire detail (without the SPA's `name`) of Jan Maes with `changes`. */
const detail = (changes: Partial<MemberDetail> = {}): MemberDetail => {
  const { name: _name, ...wire } = { ...janMaes(), ...changes };
  return wire;
};

/** The app at `path` as `role` (default beheerder) in `lang`, over a fake API holding Jan Maes and his dues. */
const open = async (
  path: string,
  { role = 'beheerder' as StaffRole, routes = {} as Routes, lang = 'nl' as 'nl' | 'en' } = {},
) => {
  const api = fakeApi({
    'GET /Members/12': json(detail()),
    'GET /Members/kinds': json(KINDS),
    'GET /Countries': json([{ id: 1, name: 'België', twoLetterCode: 'BE' }]),
    'GET /Members/12/tribeNumbers': json([{ tribeNumber: 'KX27', from: null, to: null }]),
    'GET /Notifications/total': json(0),
    'POST /Members/list': json({ members: [janMaesListItem()], total: 1 }),
    'POST /Dues/list': json({ ...paged('dues', REQUESTS), totals: TOTALS }),
    'GET /Status': json({
      activeMembers: 1,
      orderQuantity: 0,
      advertQuantity: 0,
      activityQuantity: 0,
      vendorQuantity: 0,
      messageQuantity: 0,
    }),
    'GET /BoardMembers?includeAddress=false': json([]),
    'GET /Links': json([]),
    ...routes,
  });
  await renderApp(path, {
    dataProvider: api.dataProvider,
    authProvider: fakeAuthProvider(staffPermissions(role)),
    lang,
  });
  return api;
};

describe('the kind of membership and the language on the member form', { timeout: 30_000 }, () => {
  it('shows the default kind for a member without one and Dutch, and sends what is chosen', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/members/12', {
      routes: { 'PUT /Members/12': json(detail({ membershipKindId: 2, language: 'en' })) },
    });
    await screen.findByRole('heading', { name: 'Lid Jan Maes' });
    expect(screen.getByRole('heading', { name: 'Lidmaatschap' })).toBeInTheDocument();
    const kind = await screen.findByRole('combobox', { name: /Soort lid/ });
    expect(kind).toHaveTextContent('Gewoon lid (standaard)');
    expect(kind).toHaveAccessibleDescription('Bepaalt het lidgeld dat het lid betaalt.');
    const language = screen.getByRole('combobox', { name: /Taal/ });
    expect(language).toHaveTextContent('Nederlands');

    await user.click(kind);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Gewoon lid (standaard)',
      'Gezinslid',
      'Erelid',
    ]);
    await user.click(screen.getByRole('option', { name: 'Gezinslid' }));
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'Engels' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('PUT /Members/12')).toHaveLength(1));
    expect(sent('PUT /Members/12')[0].json).toMatchObject({ membershipKindId: 2, language: 'en' });
  });

  /** The member form of Jan Maes as an honorary member (kind 5) who reads English, saving what it sends. */
  const openHonorary = () =>
    open('/members/12', {
      routes: {
        'GET /Members/12': json(detail({ membershipKindId: 5, language: 'en' })),
        'PUT /Members/12': json(detail()),
      },
    });

  it('keeps a kind and a language it is not asked to change', async () => {
    const user = userEvent.setup();
    const { sent } = await openHonorary();
    expect(await screen.findByRole('combobox', { name: /Soort lid/ })).toHaveTextContent('Erelid');
    expect(screen.getByRole('combobox', { name: /Taal/ })).toHaveTextContent('Engels');
    await user.type(screen.getByLabelText('Gemeente'), '-Centrum');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('PUT /Members/12')).toHaveLength(1));
    expect(sent('PUT /Members/12')[0].json).toMatchObject({ membershipKindId: 5, language: 'en' });
  });

  it('stores the default kind, once chosen, as none', async () => {
    const user = userEvent.setup();
    const { sent } = await openHonorary();
    await user.click(await screen.findByRole('combobox', { name: /Soort lid/ }));
    await user.click(await screen.findByRole('option', { name: 'Gewoon lid (standaard)' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('PUT /Members/12')).toHaveLength(1));
    expect(sent('PUT /Members/12')[0].json.membershipKindId).toBeNull();
  });

  it('speaks English', async () => {
    await open('/members/12', { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Kind of membership/ })).toHaveTextContent(
      'Gewoon lid (default)',
    );
    expect(screen.getByRole('combobox', { name: /Language/ })).toHaveTextContent('Dutch');
  });
});

describe("the member's dues on their page", { timeout: 30_000 }, () => {
  it('lists the requests covering the member, newest year first, each a link to the request', async () => {
    const { sent } = await open('/members/12', { role: 'penningmeester' });
    const section = (await screen.findByRole('heading', { name: 'Lidgeld', level: 2 })).closest(
      'section',
    ) as HTMLElement;
    await within(section).findByRole('table');
    expect(sent('POST /Dues/list')[0].json).toEqual({
      pageSize: 100,
      page: 1,
      searchString: '',
      memberId: 12,
    });
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jaar', 'Bedrag', 'Betaald', 'Status', 'Gestructureerde mededeling']);
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      `${YEAR}+++202/6000/00031+++€ 25,00€ 10,00Deels betaald+++202/6000/00031+++`,
      `${YEAR - 1}+++202/5000/00007+++€ 24,00€ 24,00Betaald+++202/5000/00007+++`,
    ]);
    expect(within(section).getByRole('link', { name: `Lidgeld ${YEAR} openen` })).toHaveAttribute(
      'href',
      '/dues/31/show',
    );
  });

  it('says so when nothing was asked, in English too', async () => {
    await open('/members/12', {
      lang: 'en',
      routes: {
        'POST /Dues/list': json({ ...paged('dues', []), totals: { expected: 0, received: 0, open: 0 } }),
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Dues', level: 2 })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByText('No dues asked yet.')).toBeInTheDocument();
  });

  it('is not there for a redactie, who does not read the dues, and nothing is asked', async () => {
    const { sent } = await open('/members/12', { role: 'redactie' });
    await screen.findByRole('heading', { name: 'Lid Jan Maes' });
    // The kinds are the members' to tell: the read-only form shows the member's kind.
    expect(await screen.findByRole('combobox', { name: /Soort lid/ })).toHaveTextContent('Gewoon lid');
    expect(screen.queryByRole('heading', { name: 'Lidgeld', level: 2 })).not.toBeInTheDocument();
    expect(sent('POST /Dues/list')).toHaveLength(0);
  });
});

describe("the members list's filter on this year's dues", { timeout: 30_000 }, () => {
  it('filters on the server and exports what it shows, for a secretaris', async () => {
    const user = userEvent.setup();
    spyOnDownloads();
    const { sent } = await open('/members', {
      role: 'secretaris',
      routes: {
        'POST /Members/export': {
          body: '\uFEFFstamnummer;voornaam\r\n',
          headers: { 'Content-Disposition': 'attachment; filename="leden-2026-11-22.csv"' },
        },
      },
    });
    await screen.findByText('Jan Maes');
    const lastList = () => sent('POST /Members/list').at(-1)?.json;
    expect(lastList()).not.toHaveProperty('duesPaid');
    const filter = screen.getByRole('combobox', { name: `Lidgeld ${YEAR}` });
    await user.click(filter);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Alle leden', 'Niet in orde', 'In orde']);
    await user.click(screen.getByRole('option', { name: 'Niet in orde' }));
    await waitFor(() => expect(lastList()).toMatchObject({ duesPaid: false }));

    await user.click(screen.getByRole('button', { name: 'Exporteren' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV (Excel)' }));
    await waitFor(() => expect(sent('POST /Members/export')).toHaveLength(1));
    expect(sent('POST /Members/export')[0].json).toMatchObject({ duesPaid: false, format: 'csv' });

    await user.click(screen.getByRole('combobox', { name: `Lidgeld ${YEAR}` }));
    await user.click(await screen.findByRole('option', { name: 'In orde' }));
    await waitFor(() => expect(lastList()).toMatchObject({ duesPaid: true }));
  });

  it('is named in English', async () => {
    await open('/members', { lang: 'en' });
    await screen.findByText('Jan Maes');
    await userEvent.setup().click(screen.getByRole('combobox', { name: `Dues ${YEAR}` }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All members', 'Not in order', 'In order']);
  });

  it('is not offered to a redactie', async () => {
    await open('/members', { role: 'redactie' });
    await screen.findByText('Jan Maes');
    expect(screen.getByRole('switch', { name: 'Toon inactieve leden' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: `Lidgeld ${YEAR}` })).not.toBeInTheDocument();
  });
});

describe("the dashboard's card of this year's dues", { timeout: 30_000 }, () => {
  /** The card, found by its title. */
  const card = async (title: string) => (await screen.findByText(title)).closest('a') as HTMLElement;

  it('shows what was received of what was asked, with a bar, and opens the list on this year', async () => {
    const { sent } = await open('/dashboard', { role: 'penningmeester' });
    const dues = await card(`Lidgeld ${YEAR}`);
    await waitFor(() => expect(plain(dues.textContent)).toContain('€ 1.000,00 ontvangen van € 1.269,50'));
    expect(within(dues).getByRole('progressbar', { name: 'Ontvangen van wat gevraagd is' })).toHaveAttribute(
      'aria-valuenow',
      '79',
    );
    expect(dues).toHaveAttribute(
      'href',
      `/dues?filter=${encodeURIComponent(JSON.stringify({ year: YEAR }))}`,
    );
    expect(sent('POST /Dues/list')[0].json).toEqual({ pageSize: 1, page: 1, searchString: '', year: YEAR });
  });

  it('speaks English, with amounts as English writes them', async () => {
    await open('/dashboard', { lang: 'en' });
    const dues = await card(`Dues ${YEAR}`);
    await waitFor(() => expect(dues).toHaveTextContent('€1,000.00 received of €1,269.50'));
  });

  it('says when nothing is asked yet this year', async () => {
    await open('/dashboard', {
      routes: {
        'POST /Dues/list': json({ ...paged('dues', []), totals: { expected: 0, received: 0, open: 0 } }),
      },
    });
    const dues = await card(`Lidgeld ${YEAR}`);
    expect(await within(dues).findByText(`Nog geen lidgeld gevraagd voor ${YEAR}.`)).toBeInTheDocument();
    expect(within(dues).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is not on the dashboard of a redactie', async () => {
    const { sent } = await open('/dashboard', { role: 'redactie' });
    await screen.findByText('Actieve leden');
    expect(screen.queryByText(`Lidgeld ${YEAR}`)).not.toBeInTheDocument();
    expect(sent('POST /Dues/list')).toHaveLength(0);
  });
});
