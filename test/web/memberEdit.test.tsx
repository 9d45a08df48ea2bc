import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country } from '../../server/src/schemas/countries';
import type { MemberDetail } from '../../server/src/schemas/members';
import { fakeApi, json, type Routes } from './fakeApi';
import { janMaes } from './memberFixtures';
import { renderApp } from './renderApp';

const COUNTRIES: Country[] = [
  { id: 1, name: 'België', twoLetterCode: 'BE' },
  { id: 2, name: 'Nederland', twoLetterCode: 'NL' },
];

/** The wire detail (without the SPA's `name`) of Jan Maes with `changes`. */
const wire = (changes: Partial<MemberDetail> = {}) => {
  const { name: _name, ...detail } = { ...janMaes(), ...changes };
  return json(detail satisfies MemberDetail);
};

/** The app at /members/12 over a fake API holding Jan Maes; `routes` add or replace answers. */
const openEdit = async (routes: Routes = {}) => {
  const api = fakeApi({
    'GET /Members/12': wire(),
    'GET /Countries': json(COUNTRIES),
    'GET /Members/12/tribeNumbers': json([{ tribeNumber: 'KX27', from: null, to: null }]),
    'GET /Notifications/total': json(0),
    'POST /Members/list': json({ members: [], total: 0 }),
    ...routes,
  });
  await renderApp('/members/12', { dataProvider: api.dataProvider });
  await screen.findByRole('heading', { name: 'Lid Jan Maes' });
  return api;
};

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Opslaan' }));

/** react-admin logs every failed data provider call; the refusals below are expected. */
const expectRefusal = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('member edit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the grouped fields of the member, the country chosen', async () => {
    await openEdit();
    for (const group of ['Identiteit', 'Adres', 'Contact', 'Wat de club mag publiceren', 'Status']) {
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Stamnummer/)).toHaveValue('KX27');
    expect(screen.getByLabelText('Gemeente')).toHaveValue('Brugge');
    expect(screen.getByLabelText('Gsm')).toHaveValue('0476 12 34 56');
    expect(await screen.findByRole('combobox', { name: 'Land' })).toHaveTextContent('België');
    expect(screen.getByRole('switch', { name: 'Toon e-mail' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Toon adres' })).not.toBeChecked();
  });

  it('refreshes the header notification count after a save, as the server wrote a notification', async () => {
    const user = userEvent.setup();
    let total = 3;
    await openEdit({
      'GET /Notifications/total': () => json(total),
      'PUT /Members/12': () => {
        total = 4;
        return wire({ address: { ...janMaes().address, city: 'Oostende' } as MemberDetail['address'] });
      },
    });
    expect(await screen.findByRole('link', { name: 'Meldingen (3)' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Gemeente'));
    await user.type(screen.getByLabelText('Gemeente'), 'Oostende');
    await save(user);
    expect(await screen.findByRole('link', { name: 'Meldingen (4)' })).toBeInTheDocument();
  });

  it('saves once for two quick presses of Opslaan', async () => {
    const user = userEvent.setup();
    const { sent } = await openEdit({ 'PUT /Members/12': () => wire() });
    await user.type(screen.getByLabelText('Gemeente'), 'x');
    const button = screen.getByRole('button', { name: 'Opslaan' });
    await user.dblClick(button);
    await screen.findAllByText('Lid opgeslagen');
    expect(sent('PUT /Members/12')).toHaveLength(1);
  });

  it('shows the 409 of a taken tribe number under the tribe number, after sending the cleaned payload', async () => {
    const user = userEvent.setup();
    expectRefusal();
    const { sent } = await openEdit({
      'PUT /Members/12': json(
        { statusCode: 409, isSuccess: false, error: 'taken', field: 'tribeNumber' },
        409,
      ),
    });
    const tribeNumber = screen.getByLabelText(/Stamnummer/);
    await user.clear(tribeNumber);
    await user.type(tribeNumber, ' ab12 ');
    await save(user);
    await waitFor(() => expect(tribeNumber).toHaveAccessibleDescription('Dit stamnummer is al in gebruik.'));
    expect(tribeNumber).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PUT /Members/12')[0].json).toMatchObject({
      tribeNumber: 'AB12',
      address: { city: 'Brugge', countryId: 1 },
      isActive: true,
    });
    expect(await screen.findByText('Het formulier is niet geldig. Kijk de fouten na.')).toBeInTheDocument();
  });

  it('shows the 400 of an unknown country on the country select', async () => {
    const user = userEvent.setup();
    expectRefusal();
    await openEdit({
      'PUT /Members/12': json({ statusCode: 400, error: 'unknown', field: 'address.countryId' }, 400),
    });
    await user.type(screen.getByLabelText('Gemeente'), '-Centrum');
    await save(user);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Land' })).toHaveAccessibleDescription('Onbekend land.'),
    );
  });

  it('checks required names, the tribe number and the email before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = await openEdit();
    await user.clear(screen.getByLabelText(/Voornaam/));
    await user.clear(screen.getByLabelText(/Stamnummer/));
    await user.type(screen.getByLabelText(/Stamnummer/), 'KX-27');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'jan@');
    await save(user);
    expect(await screen.findByText('Een stamnummer heeft 1 tot 10 letters of cijfers.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Voornaam/)).toHaveAccessibleDescription('Verplicht');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Geen geldig e-mailadres.');
    expect(sent('PUT /Members/12')).toHaveLength(0);
  });

  it("checks the postcode, phone numbers and website by the server's rules before sending anything", async () => {
    const user = userEvent.setup();
    const { sent } = await openEdit();
    for (const [label, value] of [
      ['Postcode', 'abc'],
      ['Telefoon', 'xx'],
      ['Website', 'javascript:alert(1)'],
    ]) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await save(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
        'Geen postcode van dit land (België: 4 cijfers, Nederland: 1234 AB, Frankrijk en Duitsland: 5 cijfers).',
      ),
    );
    expect(screen.getByLabelText('Telefoon')).toHaveAccessibleDescription(
      'Geen geldig telefoonnummer (zonder + een nummer van het land van het adres).',
    );
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription(
      'Een website begint met http:// of https://, zoals https://www.voorbeeld.be.',
    );
    expect(sent('PUT /Members/12')).toHaveLength(0);
  });

  it('shows the 400 of a refused phone number under that input', async () => {
    const user = userEvent.setup();
    expectRefusal();
    await openEdit({
      'PUT /Members/12': json(
        { statusCode: 400, isSuccess: false, error: 'bad', field: 'contact.fax', reason: 'invalidPhone' },
        400,
      ),
    });
    await user.type(screen.getByLabelText('Gemeente'), '-Centrum');
    await save(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Fax')).toHaveAccessibleDescription(
        'Geen geldig telefoonnummer (zonder + een nummer van het land van het adres).',
      ),
    );
  });

  it('deactivates after confirmation, then shows the inactive banner and reactivates', async () => {
    const user = userEvent.setup();
    let stored = wire();
    const { sent } = await openEdit({
      'GET /Members/12': () => stored,
      'PUT /Members/deactivate': () => {
        stored = wire({ isActive: false });
        return json({ statusCode: 200, isSuccess: true, error: null });
      },
      'PUT /Members/12': () => {
        stored = wire({ isActive: true });
        return stored;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Deactiveren' }));
    const dialog = screen.getByRole('dialog', { name: 'Dit lid deactiveren?' });
    expect(dialog).toHaveTextContent('Jan Maes wordt inactief.');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText(/Dit lid is inactief/)).toBeInTheDocument();
    expect(sent('PUT /Members/deactivate')[0].json).toEqual({ id: 12 });
    expect(screen.queryByRole('button', { name: 'Deactiveren' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Opnieuw activeren' }));
    await waitFor(() => expect(screen.queryByText(/Dit lid is inactief/)).not.toBeInTheDocument());
    expect(sent('PUT /Members/12')[0].json).toMatchObject({ tribeNumber: 'KX27', isActive: true });
    expect(await screen.findByText('Lid opnieuw geactiveerd')).toBeInTheDocument();
  });

  it('does not deactivate when the confirmation is declined', async () => {
    const user = userEvent.setup();
    const { sent } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Deactiveren' }));
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('PUT /Members/deactivate')).toHaveLength(0);
  });
});

describe('member create', () => {
  it('starts a new member with België as country and sends it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /Countries': json(COUNTRIES),
      'GET /Notifications/total': json(0),
      'POST /Members/list': json({ members: [], total: 0 }),
      'POST /Members': wire({ id: 12 }),
      'GET /Members/12': wire(),
    });
    await renderApp('/members/create', { dataProvider: api.dataProvider });
    expect(await screen.findByRole('combobox', { name: 'Land' })).toHaveTextContent('België');
    await user.type(screen.getByLabelText(/Voornaam/), 'Jan');
    await user.type(screen.getByLabelText(/Achternaam/), 'Maes');
    await user.type(screen.getByLabelText(/Stamnummer/), 'kx27');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.sent('POST /Members')).toHaveLength(1));
    expect(api.sent('POST /Members')[0].json).toMatchObject({
      tribeNumber: 'KX27',
      address: { zipcode: '', countryId: 1 },
    });
  });
});
