import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_ROWS, exhibition, LOCATIONS, paged } from './activityFixtures';
import { datePicker, typeDate } from './datePickers';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';

/** The app at `path` over a fake API holding the activities and locations of the fixtures. */
const open = async (path: string, routes: Routes = {}, lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({
    'POST /Activities/list': json(paged('activities', ACTIVITY_ROWS)),
    'GET /Activities/4': json(exhibition()),
    'GET /Locations': json(LOCATIONS),
    'GET /Notifications/total': json(0),
    ...routes,
  });
  await renderApp(path, { dataProvider: api.dataProvider, lang });
  return api;
};

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Opslaan' }));

/** react-admin logs every failed data provider call; the refusals below are expected. */
const expectRefusal = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('activity list', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows title, start and end as dd/MM/yyyy HH:mm and visible, in the order the server gives', async () => {
    const { sent } = await open('/activities');
    await screen.findByText('Vogelbeurs Tielt');
    expect(screen.getByRole('heading', { name: 'Activiteiten' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Titel', 'Begin', 'Einde', 'Zichtbaar']);
    const rows = screen.getAllByRole('row').slice(1);
    // The title's link (the first past activity has the label "Voorbij" above it).
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'Jaarlijkse tentoonstelling',
      'Vogelbeurs Tielt',
    ]);
    const show = rows[0] as HTMLElement;
    expect(within(show).getByText('13/03/2027 09:00')).toBeInTheDocument();
    expect(within(show).getByText('14/03/2027 17:30')).toBeInTheDocument();
    expect(within(show).getByLabelText('Ja')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByLabelText('Nee')).toBeInTheDocument();
    expect(sent('POST /Activities/list')[0]?.json).toEqual({ pageSize: 25, page: 1, searchString: '' });
  });

  it('shows where the past activities start: a label "Voorbij" above the first, in the table and on a phone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    const wide = window.matchMedia;
    try {
      await open('/activities');
      await screen.findByText('Vogelbeurs Tielt');
      const [upcoming, past] = screen.getAllByRole('row').slice(1) as HTMLElement[];
      expect(within(upcoming).queryByText('Voorbij')).not.toBeInTheDocument();
      expect(within(past).getAllByRole('cell')[0]).toHaveTextContent(/^VoorbijVogelbeurs Tielt$/);
      // A phone (no min-width query matches): the list shows the same label on the same activity.
      cleanup();
      window.matchMedia = (query: string) => ({ ...wide(query), matches: !query.includes('min-width') });
      await open('/activities');
      await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
      const items = (await screen.findAllByRole('listitem')).filter((item) =>
        /Jaarlijkse tentoonstelling|Vogelbeurs Tielt/.test(item.textContent ?? ''),
      );
      expect(items.map((item) => item.textContent?.includes('Voorbij'))).toEqual([false, true]);
    } finally {
      window.matchMedia = wide;
      vi.useRealTimers();
    }
  });

  it('searches on the server and leads to the locations', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/activities');
    await screen.findByText('Vogelbeurs Tielt');
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'beurs');
    await waitFor(() =>
      expect(sent('POST /Activities/list').at(-1)?.json).toMatchObject({ searchString: 'beurs' }),
    );
    await user.click(screen.getByRole('link', { name: 'Locaties' }));
    expect(await screen.findByRole('heading', { name: 'Locaties' })).toBeInTheDocument();
    expect(await screen.findByText('Ontmoetingscentrum De Kouter')).toBeInTheDocument();
  });
});

describe('activity form', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('works without map tiles: a free address with typed coordinates goes out with locationId 0', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/activities/create', { 'POST /Activities': json(exhibition(), 201) });
    await screen.findByRole('heading', { name: 'Activiteit aanmaken' });
    expect(await screen.findByRole('combobox', { name: 'Locatie' })).toHaveTextContent(
      'Geen opgeslagen locatie (vrij adres)',
    );
    expect(screen.getByRole('region', { name: 'Kaart' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Uitstap naar het Zwin');
    typeDate(/^Begin/, '08/05/2027 09:00');
    typeDate(/^Einde/, '08/05/2027 17:00');
    await user.type(screen.getByLabelText('Adres (lijn 1)'), 'Zwin Natuur Park');
    await user.type(screen.getByLabelText('Adres (lijn 2)'), '8300 Knokke-Heist');
    await user.type(screen.getByLabelText('Breedtegraad'), '51.3614');
    await user.type(screen.getByLabelText('Lengtegraad'), '3.3594');
    await save(user);
    await waitFor(() => expect(sent('POST /Activities')).toHaveLength(1));
    const form = sent('POST /Activities')[0]?.init?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'Uitstap naar het Zwin',
      locationId: '0',
      info: '',
      startDate: new Date('2027-05-08T09:00').toISOString(),
      endDate: new Date('2027-05-08T17:00').toISOString(),
      isVisible: 'true',
      addressLine1: 'Zwin Natuur Park',
      addressLine2: '8300 Knokke-Heist',
      latitude: '51.3614',
      longitude: '3.3594',
    });
    expect(await screen.findByText('Activiteit aangemaakt')).toBeInTheDocument();
  });

  it('adds a new location in a dialog and chooses it, the typed activity kept', async () => {
    const user = userEvent.setup();
    const added = { id: 9, name: 'Zaal Ter Linde', info: '', latitude: 51.05, longitude: 3.7 };
    let stored = LOCATIONS;
    const { sent } = await open('/activities/create', {
      'GET /Locations': () => json(stored),
      'POST /Locations': () => {
        stored = [...LOCATIONS, added];
        return json(added, 201);
      },
      'POST /Activities': json(exhibition(), 201),
    });
    await screen.findByRole('heading', { name: 'Activiteit aanmaken' });
    const title = screen.getByRole('textbox', { name: /^Titel/ });
    await user.type(title, 'Uitstap naar het Zwin');
    await user.click(await screen.findByRole('button', { name: 'Nieuwe locatie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Locatie aanmaken' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Naam/ }), 'Zaal Ter Linde');
    await user.type(within(dialog).getByRole('textbox', { name: 'Breedtegraad' }), '51,05');
    await user.type(within(dialog).getByRole('textbox', { name: 'Lengtegraad' }), '3,7');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('POST /Locations')[0]?.json).toEqual({
      name: 'Zaal Ter Linde',
      info: '',
      latitude: 51.05,
      longitude: 3.7,
    });
    expect(await screen.findByText('Locatie aangemaakt')).toBeInTheDocument();
    // Still on the activity's form, as typed, the new location chosen; nothing of the activity sent yet.
    expect(window.location.pathname).toBe('/activities/create');
    expect(screen.getByRole('textbox', { name: /^Titel/ })).toHaveValue('Uitstap naar het Zwin');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Locatie' })).toHaveTextContent('Zaal Ter Linde'),
    );
    expect(sent('POST /Activities')).toHaveLength(0);
    typeDate(/^Begin/, '08/05/2027 09:00');
    typeDate(/^Einde/, '08/05/2027 17:00');
    await save(user);
    await waitFor(() => expect(sent('POST /Activities')).toHaveLength(1));
    const form = sent('POST /Activities')[0]?.init?.body as FormData;
    expect(form.get('title')).toBe('Uitstap naar het Zwin');
    expect(form.get('locationId')).toBe('9');
  });

  it('refuses an end before the start, and a latitude beyond 90, before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/activities/create');
    await screen.findByRole('heading', { name: 'Activiteit aanmaken' });
    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Ledenvergadering');
    typeDate(/^Begin/, '08/05/2027 20:00');
    typeDate(/^Einde/, '08/05/2027 19:00');
    await user.type(screen.getByLabelText('Breedtegraad'), '91');
    await save(user);
    expect(await screen.findByText('Het einde ligt vóór het begin.')).toBeInTheDocument();
    expect(screen.getByLabelText('Breedtegraad')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST /Activities')).toHaveLength(0);
  });

  it('shows a stored location with a link to edit it, and its coordinates are not sent', async () => {
    const user = userEvent.setup();
    await open('/activities/4');
    expect(
      await screen.findByRole('heading', { name: 'Activiteit Jaarlijkse tentoonstelling' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Locatie' })).toHaveTextContent(
      'Parochiezaal Sint-Jozef',
    );
    expect(screen.getByText('Clublokaal.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Breedtegraad')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kaart' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Deze locatie bewerken' }));
    expect(
      await screen.findByRole('heading', { name: 'Locatie Parochiezaal Sint-Jozef' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Breedtegraad')).toHaveValue('50,9465');
  });

  it('keeps, reorders, removes and adds images, then sends the kept ids and the new file', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = () => 'blob:test/new';
    URL.revokeObjectURL = () => undefined;
    const { sent } = await open('/activities/4', { 'PUT /Activities/4': json(exhibition()) });
    expect(await screen.findByRole('img', { name: 'affiche.jpg' })).toHaveAttribute(
      'src',
      '/media/7a/thumbnail',
    );
    await user.click(screen.getByRole('button', { name: 'zaal.png naar voren' }));
    await user.upload(
      screen.getByLabelText("Foto's toevoegen"),
      new File(['png'], 'ring.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'ring.png' })).toHaveAttribute('src', 'blob:test/new');
    // New files come after the stored images: the first new one cannot move before them.
    expect(screen.getByRole('button', { name: 'ring.png naar voren' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'affiche.jpg verwijderen' }));
    await save(user);
    await waitFor(() => expect(sent('PUT /Activities/4')).toHaveLength(1));
    const form = sent('PUT /Activities/4')[0]?.init?.body as FormData;
    expect(form.getAll('imageIds')).toEqual(['8']);
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['ring.png']);
    expect(await screen.findByText('Activiteit opgeslagen')).toBeInTheDocument();
    expect(form.get('locationId')).toBe('1');
    expect(form.has('latitude')).toBe(false);
  });

  it("shows the server's refusal of a file on the images and of a date on its input", async () => {
    const user = userEvent.setup();
    expectRefusal();
    URL.createObjectURL = () => 'blob:test/new';
    URL.revokeObjectURL = () => undefined;
    let answer = json(
      {
        statusCode: 400,
        isSuccess: false,
        error: "files: 'plan.jpg' is too large",
        field: 'files',
        reason: 'tooLarge',
      },
      400,
    );
    await open('/activities/4', { 'PUT /Activities/4': () => answer });
    await user.upload(
      await screen.findByLabelText("Foto's toevoegen"),
      new File(['big'], 'plan.jpg', { type: 'image/jpeg' }),
    );
    await save(user);
    expect(await screen.findByText('plan.jpg is groter dan 10 MB.')).toBeInTheDocument();
    answer = json(
      { statusCode: 400, isSuccess: false, error: 'before', field: 'endDate', reason: 'beforeStart' },
      400,
    );
    await save(user);
    await waitFor(() =>
      expect(datePicker(/^Einde/)).toHaveAccessibleDescription('Het einde ligt vóór het begin.'),
    );
  });

  it('asks for confirmation before deleting', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/activities/4', {
      'DELETE /Activities/4': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    await screen.findByRole('heading', { name: 'Activiteit Jaarlijkse tentoonstelling' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent('DELETE /Activities/4')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(sent('DELETE /Activities/4')).toHaveLength(1));
    expect(await screen.findByText('Activiteit verwijderd')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Activiteiten' })).toBeInTheDocument();
  });

  it('reads in English too', async () => {
    await open('/activities/create', {}, 'en');
    expect(await screen.findByRole('heading', { name: 'Create Activity' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveTextContent(
      'No stored location (free address)',
    );
    expect(screen.getByLabelText('Latitude')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' }).querySelector('p')).toHaveAttribute(
      'data-placeholder',
      'Type your message here',
    );
  });
});
