/**
 * The Lidgeld screens (issue K): the payment requests with their totals and filters, the dues run
 * (preview, then confirm), waiving a request, the settings, and what each role sees of them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuesDetail, DuesItem, DuesRunResult, DuesSettings } from '../../server/src/schemas/dues';
import type { StaffRole } from '../../server/src/schemas/permissions';
import { paged } from './activityFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';
import { fakeAuthProvider, staffPermissions } from './renderWithAdmin';
import { blobText, spyOnDownloads } from './saveFileSpy';

const YEAR = new Date().getFullYear();

/** MUI's nl-BE amounts have a no-break space after the €: compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const ROWS: DuesItem[] = [
  {
    id: 17,
    year: YEAR,
    number: 17,
    name: 'Rita en Jan Declercq',
    memberId: 44,
    tribeNumber: 'DU01',
    members: 2,
    amount: 3500,
    paid: 0,
    status: 'open',
    structuredCommunication: `+++${String(YEAR).slice(0, 3)}/${String(YEAR).slice(3)}000/00017+++`,
    dueDate: `${YEAR}-01-31`,
  },
  {
    id: 18,
    year: YEAR,
    number: 18,
    name: 'Els Peeters',
    memberId: 45,
    tribeNumber: 'DU03',
    members: 1,
    amount: 123450,
    paid: 100000,
    status: 'partly',
    structuredCommunication: '+++202/6000/00018+++',
    dueDate: `${YEAR}-01-31`,
  },
];

const TOTALS = { expected: 126950, received: 100000, open: 26950 };

const DETAIL: DuesDetail = {
  ...ROWS[0],
  memberList: [
    {
      memberId: 44,
      name: 'Rita Declercq',
      tribeNumber: 'DU01',
      kindName: 'Gewoon lid',
      fee: 2500,
      surcharge: 0,
    },
    {
      memberId: null,
      name: 'Jan Declercq',
      tribeNumber: 'DU02',
      kindName: 'Gezinslid',
      fee: 1000,
      surcharge: 0,
    },
  ],
  payments: [],
  waivedOn: null,
  waiverReason: null,
  createdOn: `${YEAR}-01-02T09:00:00.000Z`,
  overdue: false,
  mailedOn: null,
  remindedOn: null,
};

const SETTINGS: DuesSettings = {
  name: 'Parkietenclub De Grasparkiet vzw',
  street: 'Stationsstraat 118',
  zipcode: '8870',
  town: 'Izegem',
  iban: 'BE75068234567851',
  bic: 'GKCCBEBB',
  dueMonthDay: '01-31',
  reminderDays: 30,
  kinds: [
    { id: 1, name: 'Gewoon lid', isDefault: true, fees: [{ year: YEAR, amount: 2500 }] },
    { id: 5, name: 'Erelid', isDefault: false, fees: [{ year: YEAR, amount: 0 }] },
  ],
  years: [{ year: YEAR, abroadSurcharge: 1000 }],
};

const PREVIEW: DuesRunResult = {
  statusCode: 200,
  isSuccess: true,
  error: null,
  persisted: false,
  year: YEAR + 1,
  requests: 812,
  members: 1003,
  amount: 2534500,
  perKind: [
    { kindId: 1, name: 'Gewoon lid', members: 790, amount: 2133000 },
    { kindId: 2, name: 'Gezinslid', members: 213, amount: 401500 },
  ],
  alreadyAsked: 4,
  free: 1,
  dueDate: `${YEAR + 1}-01-31`,
};

/** The app at `path` as `role` over a fake API with the requests of ROWS, DETAIL and SETTINGS. */
const open = async (
  path: string,
  { role = 'penningmeester' as StaffRole, routes = {} as Routes, lang = 'nl' as 'nl' | 'en' } = {},
) => {
  const api = fakeApi({
    'POST /Dues/list': json({ ...paged('dues', ROWS), totals: TOTALS }),
    'GET /Dues/17': json(DETAIL),
    'GET /Dues/settings': json(SETTINGS),
    'GET /Notifications/total': json(0),
    ...routes,
  });
  await renderApp(path, {
    dataProvider: api.dataProvider,
    authProvider: fakeAuthProvider(staffPermissions(role)),
    lang,
  });
  return { ...api, lastList: () => api.sent('POST /Dues/list').at(-1)?.json };
};

describe('the Lidgeld list', { timeout: 30_000 }, () => {
  it("opens on this year's requests with the totals above them, and filters on the server", async () => {
    const user = userEvent.setup();
    const { lastList } = await open('/dues');
    expect(await screen.findByRole('heading', { name: 'Lidgeld', level: 1 })).toBeInTheDocument();
    await screen.findByText('Rita en Jan Declercq');
    expect(lastList()).toEqual({ pageSize: 25, page: 1, searchString: '', year: YEAR });

    const totals = screen.getByText('Verwacht').closest('dl') as HTMLElement;
    expect(plain(totals.textContent)).toBe('Verwacht€ 1.269,50Ontvangen€ 1.000,00Nog open€ 269,50');

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // At 1024 px (below lg) the due date is left to the request's page.
    expect(headers).toEqual([
      'Naam',
      'Stamnummer',
      'Jaar',
      'Bedrag',
      'Betaald',
      'Status',
      'Gestructureerde mededeling',
    ]);
    const els = screen.getByRole('row', { name: /Els Peeters/ });
    expect(
      within(els)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    ).toEqual([
      'Els Peeters',
      'DU03',
      String(YEAR),
      '€ 1.234,50',
      '€ 1.000,00',
      'Deels betaald',
      '+++202/6000/00018+++',
    ]);
    // The due date is there, shown from lg (1200 px) up.
    expect(within(els).getByText(`31/01/${YEAR}`)).not.toBeVisible();
    expect(within(els).getByRole('link', { name: 'Els Peeters' })).toHaveAttribute('href', '/dues/18/show');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(lastList()).toMatchObject({ year: YEAR, status: 'open' }));
    await user.click(screen.getByRole('switch', { name: 'Achterstallig' }));
    await waitFor(() => expect(lastList()).toMatchObject({ status: 'open', overdue: true }));
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'declercq');
    await waitFor(() => expect(lastList()).toMatchObject({ searchString: 'declercq', overdue: true }));
    await user.click(screen.getByRole('combobox', { name: 'Jaar' }));
    // react-admin names the empty choice ("Alle jaren") for what it does.
    await user.click(await screen.findByRole('option', { name: 'Waarde wissen' }));
    await waitFor(() =>
      expect(lastList()).toEqual({
        pageSize: 25,
        page: 1,
        searchString: 'declercq',
        status: 'open',
        overdue: true,
      }),
    );
  });

  it('speaks English, with amounts as English writes them', async () => {
    await open('/dues', { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Dues', level: 1 })).toBeInTheDocument();
    const els = await screen.findByRole('row', { name: /Els Peeters/ });
    expect(within(els).getByText('€1,234.50')).toBeInTheDocument();
    expect(within(els).getByText('Partly paid')).toBeInTheDocument();
    expect(screen.getByText('Expected').nextElementSibling).toHaveTextContent('€1,269.50');
    expect(screen.getByRole('button', { name: 'Run the dues' })).toBeInTheDocument();
  });
});

describe('the dues run', { timeout: 30_000 }, () => {
  it('previews next year per household, then makes the requests the confirm button names and refreshes the list', async () => {
    const user = userEvent.setup();
    const made = { ...PREVIEW, persisted: true };
    const { sent } = await open('/dues', {
      routes: {
        'PUT /Dues/run?persist=false': json(PREVIEW),
        'PUT /Dues/run?persist=true': json(made),
      },
    });
    await screen.findByText('Rita en Jan Declercq');
    await user.click(screen.getByRole('button', { name: 'Lidgeld aanvragen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lidgeld aanvragen' }));
    expect(dialog.getByRole('spinbutton', { name: /^Jaar/ })).toHaveValue(YEAR + 1);
    expect(dialog.getByRole('radio', { name: /per gezin/ })).toBeChecked();
    // Nothing is made before the preview has been seen.
    expect(dialog.queryByRole('button', { name: /betalingsverzoeken maken/ })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Voorbeeld tonen' }));
    expect(await dialog.findByText(`Wat de aanvraag voor ${YEAR + 1} maakt`)).toBeInTheDocument();
    expect(sent('PUT /Dues/run?persist=false').map((call) => call.json)).toEqual([
      { year: YEAR + 1, per: 'household' },
    ]);
    const counts = (dialog.getByText('Betalingsverzoeken').closest('dl') as HTMLElement).textContent;
    expect(plain(counts)).toBe(
      `Betalingsverzoeken812Leden1.003Totaal€ 25.345,00Vervaldag31/01/${YEAR + 1}` +
        'Leden die al een verzoek hebben4Leden die niets betalen1',
    );
    const gewoon = dialog.getByRole('row', { name: /Gewoon lid/ });
    expect(plain(gewoon.textContent)).toBe('Gewoon lid790€ 21.330,00');
    expect(sent('PUT /Dues/run?persist=true')).toHaveLength(0);

    const listCalls = sent('POST /Dues/list').length;
    await user.click(dialog.getByRole('button', { name: '812 betalingsverzoeken maken' }));
    expect(await screen.findByText(`812 betalingsverzoeken voor ${YEAR + 1} gemaakt.`)).toBeInTheDocument();
    expect(sent('PUT /Dues/run?persist=true').map((call) => call.json)).toEqual([
      { year: YEAR + 1, per: 'household' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sent('POST /Dues/list').length).toBeGreaterThan(listCalls));
  });

  it('runs per member for another year, and a new choice asks a new preview', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues', {
      routes: { 'PUT /Dues/run?persist=false': json({ ...PREVIEW, year: 2030 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Lidgeld aanvragen' }));
    const dialog = within(await screen.findByRole('dialog'));
    const year = dialog.getByRole('spinbutton', { name: /^Jaar/ });
    await user.clear(year);
    await user.type(year, '2030');
    await user.click(dialog.getByRole('radio', { name: 'per lid' }));
    await user.click(dialog.getByRole('button', { name: 'Voorbeeld tonen' }));
    expect(await dialog.findByRole('button', { name: '812 betalingsverzoeken maken' })).toBeEnabled();
    expect(sent('PUT /Dues/run?persist=false').at(-1)?.json).toEqual({ year: 2030, per: 'member' });
    await user.click(dialog.getByRole('radio', { name: /per gezin/ }));
    expect(dialog.queryByRole('button', { name: /betalingsverzoeken maken/ })).not.toBeInTheDocument();
  });

  it('works by keyboard: Enter opens it, Enter in the year previews, Tab reaches the confirm button', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues', {
      routes: {
        'PUT /Dues/run?persist=false': json(PREVIEW),
        'PUT /Dues/run?persist=true': json({ ...PREVIEW, persisted: true }),
      },
    });
    (await screen.findByRole('button', { name: 'Lidgeld aanvragen' })).focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('spinbutton', { name: /^Jaar/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    const confirm = await dialog.findByRole('button', { name: '812 betalingsverzoeken maken' });
    for (let presses = 0; presses < 10 && document.activeElement !== confirm; presses++) await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent('PUT /Dues/run?persist=true')).toHaveLength(1));
  });

  it('says which kinds have no fee for the year when the server refuses (409 feeMissing)', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues', {
      routes: {
        'PUT /Dues/run?persist=false': json(
          {
            statusCode: 409,
            isSuccess: false,
            error: `No fee for ${YEAR + 1} of: Jeugdlid, Steunend lid.`,
            field: 'year',
            reason: 'feeMissing',
            kinds: ['Jeugdlid', 'Steunend lid'],
          },
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lidgeld aanvragen' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Voorbeeld tonen' }));
    expect(
      await dialog.findByText(
        `Voor ${YEAR + 1} is er geen lidgeld ingesteld voor: Jeugdlid, Steunend lid. Vul het aan in de instellingen.`,
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /betalingsverzoeken maken/ })).not.toBeInTheDocument();
    expect(sent('PUT /Dues/run?persist=true')).toHaveLength(0);
  });

  it('says so in English when no kind is set up (409 noKinds)', async () => {
    const user = userEvent.setup();
    await open('/dues', {
      lang: 'en',
      routes: {
        'PUT /Dues/run?persist=false': json(
          { statusCode: 409, isSuccess: false, error: 'No default kind.', field: 'year', reason: 'noKinds' },
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Run the dues' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Run the dues' }));
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(
      await dialog.findByText(
        'No default kind of membership has been set yet. Set one in the settings first.',
      ),
    ).toBeInTheDocument();
  });
});

describe('one request', { timeout: 30_000 }, () => {
  it('shows its fields and members, the stam number linking to the member while there is one', async () => {
    await open('/dues/17/show');
    expect(
      await screen.findByRole('heading', { name: `Lidgeld ${YEAR} – Rita en Jan Declercq`, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(DETAIL.structuredCommunication)).toBeInTheDocument();
    expect(screen.getByText(`02/01/${YEAR}`)).toBeInTheDocument();
    const rita = screen.getByRole('row', { name: /Rita Declercq/ });
    expect(within(rita).getByRole('link', { name: 'DU01' })).toHaveAttribute('href', '/members/44');
    expect(within(rita).getAllByText('Gewoon lid').length).toBeGreaterThan(0);
    const jan = screen.getByRole('row', { name: /Jan Declercq/ });
    expect(within(jan).queryByRole('link')).not.toBeInTheDocument();
    expect(within(jan).getByText('DU02')).toBeInTheDocument();
  });

  it('is waived with a reason by a penningmeester, and then shows the day and the reason', async () => {
    const user = userEvent.setup();
    const waived: DuesDetail = {
      ...DETAIL,
      status: 'waived',
      waivedOn: `${YEAR}-03-04T10:00:00.000Z`,
      waiverReason: 'Ereleden van het bestuur',
    };
    let isWaived = false;
    const { sent } = await open('/dues/17/show', {
      routes: {
        'GET /Dues/17': () => json(isWaived ? waived : DETAIL),
        'PUT /Dues/17/waive': () => {
          isWaived = true;
          return json(waived);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kwijtschelden' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lidgeld kwijtschelden' }));
    // A reason is asked first.
    await user.click(dialog.getByRole('button', { name: 'Kwijtschelden' }));
    expect(sent('PUT /Dues/17/waive')).toHaveLength(0);
    expect(dialog.getByRole('textbox', { name: /^Reden/ })).toHaveFocus();
    await user.type(dialog.getByRole('textbox', { name: /^Reden/ }), 'Ereleden van het bestuur{Enter}');
    expect(await screen.findByText('Het lidgeld is kwijtgescholden.')).toBeInTheDocument();
    expect(sent('PUT /Dues/17/waive').map((call) => call.json)).toEqual([
      { reason: 'Ereleden van het bestuur' },
    ]);
    expect(await screen.findByText('Ereleden van het bestuur')).toBeInTheDocument();
    expect(screen.getByText(`04/03/${YEAR}`)).toBeInTheDocument();
    expect(screen.getByText('Kwijtgescholden')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kwijtschelden' })).not.toBeInTheDocument();
  });
});

describe('the dues settings', { timeout: 30_000 }, () => {
  it('saves the settings with the fees in cents, a kind added without id', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues/settings', {
      routes: { 'PUT /Dues/settings': (init) => json(JSON.parse(String(init?.body))) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Instellingen lidgeld', level: 1 }),
    ).toBeInTheDocument();
    const fees = await screen.findAllByRole('textbox', { name: /^Lidgeld \(€\)/ });
    expect(fees.map((input) => (input as HTMLInputElement).value)).toEqual(['25,00', '0,00']);
    expect(screen.getByRole('textbox', { name: /^Toeslag \(€\)/ })).toHaveValue('10,00');

    await user.clear(fees[0]);
    await user.type(fees[0], '27,5');
    await user.click(screen.getByRole('button', { name: 'Soort toevoegen' }));
    const names = screen.getAllByRole('textbox', { name: /^Naam( \*)?$/ });
    expect(names).toHaveLength(3);
    await user.type(names[2], 'Jeugdlid');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Instellingen opgeslagen')).toBeInTheDocument();
    expect(sent('PUT /Dues/settings')[0]?.json).toEqual({
      ...SETTINGS,
      kinds: [
        { id: 1, name: 'Gewoon lid', isDefault: true, fees: [{ year: YEAR, amount: 2750 }] },
        SETTINGS.kinds[1],
        { id: null, name: 'Jeugdlid', isDefault: false, fees: [] },
      ],
    });
    expect(fees[0]).toHaveValue('27,50');
  });

  it('shows a refused IBAN at its field, in words', async () => {
    const user = userEvent.setup();
    await open('/dues/settings', {
      routes: {
        'PUT /Dues/settings': json(
          {
            statusCode: 400,
            isSuccess: false,
            error: 'The IBAN is not valid.',
            field: 'iban',
            reason: 'invalidIban',
          },
          400,
        ),
      },
    });
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    await user.clear(iban);
    await user.type(iban, 'BE00 1234 5678 9012');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(iban).toHaveAccessibleDescription('Dit is geen geldig IBAN-nummer.'));
    expect(iban).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "exactly one default" and a double name where they are (400 oneDefault, duplicate)', async () => {
    const user = userEvent.setup();
    let answer = 0;
    const refusals = [
      { statusCode: 400, isSuccess: false, error: 'One default.', field: 'kinds', reason: 'oneDefault' },
      { statusCode: 400, isSuccess: false, error: 'Same name.', field: 'kinds.1.name', reason: 'duplicate' },
    ];
    await open('/dues/settings', { routes: { 'PUT /Dues/settings': () => json(refusals[answer++], 400) } });
    const erelid = await screen.findByDisplayValue('Erelid');
    await user.clear(erelid);
    await user.type(erelid, 'Gewoon lid');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Duid precies één soort aan als standaard.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(erelid).toHaveAccessibleDescription('Twee soorten hebben deze naam.'));
  });
});

describe('the dues settings, a kind removed', { timeout: 30_000 }, () => {
  it('sends the kinds without it, and says so on the kinds when members still have it (409 kindInUse)', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/dues/settings', {
      routes: {
        'PUT /Dues/settings': json(
          { statusCode: 409, isSuccess: false, error: '3 members.', field: 'kinds', reason: 'kindInUse' },
          409,
        ),
      },
    });
    const removes = await screen.findAllByRole('button', { name: 'Soort verwijderen' });
    expect(removes).toHaveLength(2);
    await user.click(removes[1]);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText(
        'Leden hebben nog een soort die u verwijderde. Geef hen eerst een andere soort.',
      ),
    ).toBeInTheDocument();
    expect(sent('PUT /Dues/settings')[0]?.json.kinds).toEqual([SETTINGS.kinds[0]]);
  });
});

/** What the dashboard asks, for the sidebar tests that open on it. */
const DASHBOARD: Routes = {
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
};

describe('Lidgeld by role', { timeout: 30_000 }, () => {
  it('is not in the sidebar of a redactie', async () => {
    const { sent } = await open('/dashboard', { role: 'redactie', routes: DASHBOARD });
    const menu = within(await screen.findByRole('menu'));
    await menu.findByRole('menuitem', { name: 'Downloads' });
    expect(menu.queryByRole('menuitem', { name: 'Lidgeld' })).not.toBeInTheDocument();
    expect(sent('POST /Dues/list')).toHaveLength(0);
  });

  it.each(['/dues', '/dues/settings', '/dues/17/show'])(
    'shows a redactie "Geen toegang" at %s',
    async (path) => {
      const { sent } = await open(path, { role: 'redactie' });
      const main = within(await screen.findByRole('main'));
      expect(await main.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
      expect(main.getByRole('link', { name: 'Naar het dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(sent('GET /Dues/settings')).toHaveLength(0);
    },
  );

  it('is in the sidebar of a penningmeester', async () => {
    await open('/dashboard', { routes: DASHBOARD });
    const menu = within(await screen.findByRole('menu'));
    expect(await menu.findByRole('menuitem', { name: 'Lidgeld' })).toHaveAttribute('href', '/dues');
  });

  it('lets a lezer read the list, a request and the settings, without running, waiving or saving', async () => {
    await open('/dues', { role: 'lezer' });
    await screen.findByText('Rita en Jan Declercq');
    expect(screen.getByRole('menuitem', { name: 'Lidgeld' })).toBeInTheDocument();
    expect(screen.getByText('Verwacht')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lidgeld aanvragen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instellingen' })).toHaveAttribute('href', '/dues/settings');
  });

  it('shows a lezer a request without "Kwijtschelden"', async () => {
    await open('/dues/17/show', { role: 'lezer' });
    await screen.findByRole('heading', { name: `Lidgeld ${YEAR} – Rita en Jan Declercq` });
    expect(screen.queryByRole('button', { name: 'Kwijtschelden' })).not.toBeInTheDocument();
  });

  it('shows a lezer the settings read-only: the fields disabled, no Save, no way to add a kind', async () => {
    await open('/dues/settings', { role: 'lezer' });
    expect(await screen.findByText(/U kunt dit alleen bekijken/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Soort toevoegen' })).not.toBeInTheDocument();
  });
});

/** A refused call logs an error in the console: expected here. */
const expectRefusal = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('the dues letters', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("downloads the year's reminders from the list, in one PDF named for them", async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    const { sent } = await open('/dues', {
      routes: {
        [`GET /Dues/letters?year=${YEAR}&overdue=true`]: {
          body: '%PDF-1.4 herinneringen',
          headers: { 'Content-Type': 'application/pdf' },
        },
      },
    });
    await screen.findByText('Rita en Jan Declercq');
    await user.click(screen.getByRole('button', { name: 'Brieven' }));
    await user.click(await screen.findByRole('menuitem', { name: `Herinneringen ${YEAR} (PDF)` }));
    await waitFor(() => expect(saved.map(({ fileName }) => fileName)).toEqual([`herinneringen-${YEAR}.pdf`]));
    expect(await blobText(saved[0].blob)).toBe('%PDF-1.4 herinneringen');
    expect(sent(`GET /Dues/letters?year=${YEAR}&overdue=true`)).toHaveLength(1);
  });

  it('says in words why no letters came (409 noCreditor), in English', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    expectRefusal();
    await open('/dues', {
      lang: 'en',
      routes: {
        [`GET /Dues/letters?year=${YEAR}`]: json(
          { statusCode: 409, reason: 'noCreditor', error: 'no IBAN' },
          409,
        ),
      },
    });
    await screen.findByText('Rita en Jan Declercq');
    await user.click(screen.getByRole('button', { name: 'Letters' }));
    await user.click(await screen.findByRole('menuitem', { name: `Payment requests ${YEAR} (PDF)` }));
    expect(
      await screen.findByText("First fill in the club's name and IBAN in the settings."),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("downloads one request's letter from its page", async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    await open('/dues/17/show', {
      routes: {
        'GET /Dues/17/letter': { body: '%PDF-1.4 brief', headers: { 'Content-Type': 'application/pdf' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Brief (PDF)' }));
    await waitFor(() => expect(saved.map(({ fileName }) => fileName)).toEqual([`lidgeld-${YEAR}-17.pdf`]));
  });

  it('offers no letter for a paid request', async () => {
    await open('/dues/17/show', {
      routes: { 'GET /Dues/17': json({ ...DETAIL, paid: 3500, status: 'paid' }) },
    });
    await screen.findByText(DETAIL.structuredCommunication);
    expect(screen.queryByRole('button', { name: 'Brief (PDF)' })).not.toBeInTheDocument();
  });
});
