import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdvertDetail } from '../../server/src/schemas/adverts';
import { advertRows, fakeToday, imageFile, janMaesAdvert, PERIODS } from './advertFixtures';
import { datePicker, shownDate, typeDate } from './datePickers';
import { fakeApi, json, type Routes } from './fakeApi';
import { image } from './imageFixture';
import { renderApp } from './renderApp';

/** The app at `path` on 20/11/2026 over a fake API holding the advert of Jan Maes. */
const open = async (path: string, routes: Routes = {}) => {
  const api = fakeApi({
    'GET /Adverts/publishperiods': json(PERIODS),
    'GET /Adverts/7': json(janMaesAdvert()),
    'PUT /Adverts/7': json(janMaesAdvert()),
    'POST /Adverts/list': json({ adverts: advertRows(), total: 2 }),
    'GET /Notifications/total': json(0),
    ...routes,
  });
  await renderApp(path, { dataProvider: api.dataProvider });
  /** The text fields and file names of the `n`th multipart call of `key`. */
  const form = (key: string, n = 0) => {
    const body = api.sent(key)[n].init?.body as FormData;
    const texts = (name: string) => body.getAll(name).map(String);
    const files = body.getAll('files').map((file) => (file as File).name);
    return { texts, files };
  };
  return { ...api, form };
};

const openEdit = async (routes: Routes = {}) => {
  const api = await open('/adverts/7', routes);
  await screen.findByRole('heading', { name: 'Zoekertje Jan Maes' });
  return api;
};

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Opslaan' }));

const group = (name: string) => screen.getByRole('group', { name });

const shownImages = () => screen.getAllByRole('img').map((image) => image.getAttribute('alt'));

/** react-admin logs every failed data provider call; the refusals below are expected. */
const expectRefusal = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

// The whole app renders in every test; on a busy machine that alone can take seconds.
describe('advert create and edit', { timeout: 30_000 }, () => {
  fakeToday();
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the advert in groups: member, type, message with its count, payment, window, flags, images', async () => {
    await openEdit();
    expect(screen.getByRole('combobox', { name: /^Lid/ })).toHaveValue('Jan Maes (KX27)');
    expect(screen.getByRole('radio', { name: 'Aangeboden' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Eenmalig € 5' })).toBeChecked();
    for (const label of ['Gratis', 'Eenmalig € 2,50', 'Tweemaal € 5']) {
      expect(screen.getByRole('radio', { name: label })).not.toBeChecked();
    }
    expect(screen.getByText('38 / 1000 tekens')).toBeInTheDocument();
    expect(shownDate(/Zichtbaar vanaf/)).toBe('01/01/2027');
    expect(shownDate(/Zichtbaar tot en met/)).toBe('28/02/2027');
    const revue = within(group('In de revue'));
    expect(revue.getByRole('switch', { name: 'E-mail' })).toBeChecked();
    expect(revue.getByRole('switch', { name: 'Adres' })).not.toBeChecked();
    expect(revue.getByRole('switch', { name: 'Telefoon' })).toBeChecked();
    const web = within(group('Op de website'));
    expect(web.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
    expect(web.getByRole('switch', { name: 'Telefoon' })).toBeChecked();
    expect(shownImages()).toEqual(['koppel.jpg', 'kooi.png']);
    expect(screen.getByRole('img', { name: 'koppel.jpg' })).toHaveAttribute('src', '/media/aaaa/thumbnail');
    expect(screen.getByText('verborgen')).toBeInTheDocument();
  });

  it("explains the 'Actief' and 'Zichtbaar' switches, each under its own", async () => {
    await openEdit();
    const visibility = within(group('Zichtbaarheid'));
    const explained = (name: string) =>
      visibility.getByRole('switch', { name }).closest('.ra-input')?.textContent;
    expect(explained('Actief')).toContain('Zet dit uit als het afgelopen is (bv. verkocht)');
    expect(explained('Zichtbaar')).toContain('verschijnt in de revue en op de website');
  });

  it('sends the images in their new order as imageIds after moving one up', async () => {
    const user = userEvent.setup();
    const [koppel, kooi] = janMaesAdvert().images;
    const { form, sent } = await openEdit({
      'PUT /Adverts/7': json(janMaesAdvert({ images: [kooi, koppel] })),
    });
    await user.click(screen.getByRole('button', { name: 'kooi.png omhoog' }));
    expect(shownImages()).toEqual(['kooi.png', 'koppel.jpg']);
    expect(screen.getByRole('button', { name: 'kooi.png omhoog' })).toBeDisabled();
    await save(user);
    expect(await screen.findByText('Zoekertje opgeslagen')).toBeInTheDocument();
    const { texts, files } = form('PUT /Adverts/7');
    expect(texts('imageIds')).toEqual(['4', '3']);
    expect(files).toEqual([]);
    expect(texts('memberId')).toEqual(['12']);
    expect(texts('amountPaid')).toEqual(['oncePaidFive']);
    expect(texts('exposeRevueAddress')).toEqual(['false']);
    // The server kept that order itself: no separate ordering call.
    expect(sent('PUT /Adverts/7/images')).toHaveLength(0);
  });

  it('removes an image and uploads an added one', async () => {
    const user = userEvent.setup();
    const nest = image(9, 'nest.webp', 'cccc');
    const { form, sent } = await openEdit({
      'PUT /Adverts/7': json(janMaesAdvert({ images: [janMaesAdvert().images[1], nest] })),
    });
    await user.click(screen.getByRole('button', { name: 'koppel.jpg verwijderen' }));
    await user.upload(screen.getByLabelText("Foto's toevoegen"), imageFile('nest.webp', 'image/webp'));
    // The chosen file is shown once the browser has read it as an image.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'nest.webp' })).toHaveAttribute('src', 'blob:preview'),
    );
    expect(shownImages()).toEqual(['kooi.png', 'nest.webp']);
    await save(user);
    await waitFor(() => expect(form('PUT /Adverts/7').texts('imageIds')).toEqual(['4']));
    expect(form('PUT /Adverts/7').files).toEqual(['nest.webp']);
    expect(sent('PUT /Adverts/7/images')).toHaveLength(0);
  });

  it('checks the message, the visibility window and the images before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { sent } = await openEdit();
    const message = screen.getByRole('textbox', { name: /Tekst/ });
    await user.clear(message);
    await user.type(message, '   ');
    typeDate(/Zichtbaar tot en met/, '31/12/2026');
    await user.upload(screen.getByLabelText("Foto's toevoegen"), imageFile('lijst.pdf', 'application/pdf'));
    await save(user);
    expect(await screen.findByText('Kan niet eindigen voor het begint.')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription('Verplicht');
    expect(screen.getByText('lijst.pdf is geen JPEG-, PNG- of WebP-afbeelding.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'lijst.pdf verwijderen' }));
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(1001));
    await save(user);
    await waitFor(() => expect(message).toHaveAccessibleDescription('Hoogstens 1000 tekens.'));
    expect(sent('PUT /Adverts/7')).toHaveLength(0);
  });

  it('refuses a text over 1000 characters as soon as it is typed, and again once it is short enough', async () => {
    const user = userEvent.setup();
    const { sent } = await openEdit();
    const message = screen.getByRole('textbox', { name: /Tekst/ });
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(1005));
    // Before any save: the field is invalid and says the limit instead of "1005 / 1000 tekens".
    await waitFor(() => expect(message).toHaveAccessibleDescription('Hoogstens 1000 tekens.'));
    expect(message).toHaveAttribute('aria-invalid', 'true');
    await user.type(message, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(message).toHaveAccessibleDescription('1000 / 1000 tekens'));
    expect(message).toHaveAttribute('aria-invalid', 'false');
    expect(sent('PUT /Adverts/7')).toHaveLength(0);
  });

  it('reads a chosen image before showing it: a fake nep.jpg is left out and named, a real photo added', async () => {
    const user = userEvent.setup();
    // The browser decodes what it can read; the fake's bytes are no image.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        if (file.name === 'nep.jpg') throw new DOMException('The source image could not be decoded.');
        return { close: () => undefined };
      }),
    );
    try {
      await openEdit();
      await user.upload(screen.getByLabelText("Foto's toevoegen"), [
        imageFile('nep.jpg'),
        imageFile('nest.jpg'),
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'nep.jpg is geen leesbare afbeelding en werd niet toegevoegd.',
      );
      expect(shownImages()).toEqual(['koppel.jpg', 'kooi.png', 'nest.jpg']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a 400 of the server on the field it names, a refused file by its name', async () => {
    const user = userEvent.setup();
    expectRefusal();
    let answer = json({ statusCode: 400, error: 'before', field: 'visibleTo', reason: 'beforeStart' }, 400);
    await openEdit({ 'PUT /Adverts/7': () => answer });
    await user.type(screen.getByRole('textbox', { name: /Tekst/ }), ' Af te halen in Brugge.');
    await save(user);
    await waitFor(() =>
      expect(datePicker(/Zichtbaar tot en met/)).toHaveAccessibleDescription(
        'Kan niet eindigen voor het begint.',
      ),
    );
    answer = json(
      {
        statusCode: 400,
        error: "The file 'nest.jpg' is not of an accepted type (jpeg, png, webp), judged by its content.",
        field: 'files',
        reason: 'unsupportedType',
      },
      400,
    );
    await user.upload(screen.getByLabelText("Foto's toevoegen"), imageFile('nest.jpg'));
    await save(user);
    expect(await screen.findByText('nest.jpg is geen JPEG-, PNG- of WebP-afbeelding.')).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const user = userEvent.setup();
    const { sent } = await openEdit({
      'DELETE /Adverts/7': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dit zoekertje verwijderen?' });
    expect(dialog).toHaveTextContent("Het zoekertje van Jan Maes en de foto's ervan worden verwijderd.");
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Zoekertje verwijderd')).toBeInTheDocument();
    expect(sent('DELETE /Adverts/7')).toHaveLength(1);
    await waitFor(() => expect(window.location.pathname).toBe('/adverts'));
  });

  it('creates an advert for a member found by tribe number, visible during the coming issue', async () => {
    const user = userEvent.setup();
    const created: AdvertDetail = janMaesAdvert({ id: 9, images: [] });
    const { sent, form } = await open('/adverts/create', {
      'POST /Members/search': json([{ id: 12, name: 'Jan Maes', tribeNumber: 'KX27' }]),
      'POST /Adverts': json(created, 201),
      'GET /Adverts/9': json(created),
    });
    await screen.findByRole('heading', { name: 'Zoekertje aanmaken' });
    // The form comes once the revue issues are known.
    await screen.findByRole('group', { name: /Zichtbaar vanaf/ });
    expect(shownDate(/Zichtbaar vanaf/)).toBe('01/01/2027');
    expect(shownDate(/Zichtbaar tot en met/)).toBe('28/02/2027');
    await user.type(screen.getByRole('combobox', { name: /^Lid/ }), 'kx27');
    await user.click(await screen.findByRole('option', { name: 'Jan Maes (KX27)' }));
    expect(sent('POST /Members/search').at(-1)?.json).toEqual({ searchString: 'kx27' });
    await user.click(screen.getByRole('radio', { name: 'Gevraagd' }));
    await user.type(screen.getByRole('textbox', { name: /Tekst/ }), '  Gevraagd: pop lutino.  ');
    await user.click(within(group('In de revue')).getByRole('switch', { name: 'Telefoon' }));
    await save(user);
    expect(await screen.findByText('Zoekertje aangemaakt')).toBeInTheDocument();
    const { texts } = form('POST /Adverts');
    expect(
      Object.fromEntries(
        ['memberId', 'message', 'adType', 'amountPaid', 'visibleFrom', 'visibleTo', 'isActive'].map(
          (name) => [name, texts(name)],
        ),
      ),
    ).toEqual({
      memberId: ['12'],
      message: ['Gevraagd: pop lutino.'],
      adType: ['request'],
      amountPaid: ['free'],
      visibleFrom: ['2027-01-01'],
      visibleTo: ['2027-02-28'],
      isActive: ['true'],
    });
    expect(texts('exposeRevuePhone')).toEqual(['true']);
    expect(texts('exposeRevueEmail')).toEqual(['false']);
    expect(texts('imageIds')).toEqual([]);
    expect(texts('isVisible')).toEqual([]);
    expect(sent('PUT /Adverts/visibility?visible=true')).toHaveLength(0);
  });

  it('creates a visible advert: POST /Adverts saves it hidden, then PUT /Adverts/visibility shows it', async () => {
    const user = userEvent.setup();
    const created: AdvertDetail = janMaesAdvert({ id: 9, images: [], isVisible: false });
    const { fetchMock, sent } = await open('/adverts/create', {
      'POST /Members/search': json([{ id: 12, name: 'Jan Maes', tribeNumber: 'KX27' }]),
      'POST /Adverts': json(created, 201),
      'PUT /Adverts/visibility?visible=true': json({ statusCode: 200, isSuccess: true, error: null }),
      'GET /Adverts/9': json({ ...created, isVisible: true }),
    });
    await screen.findByRole('heading', { name: 'Zoekertje aanmaken' });
    const visible = screen.getByRole('switch', { name: 'Zichtbaar' });
    expect(visible).not.toBeChecked();
    expect(screen.getByText(/Een nieuw zoekertje blijft verborgen tot dit aan staat/)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /^Lid/ }), 'kx27');
    await user.click(await screen.findByRole('option', { name: 'Jan Maes (KX27)' }));
    await user.type(screen.getByRole('textbox', { name: /Tekst/ }), 'Te koop: kanaries.');
    await user.click(visible);
    await save(user);
    expect(await screen.findByText('Zoekertje aangemaakt')).toBeInTheDocument();
    expect(sent('PUT /Adverts/visibility?visible=true').map((call) => call.json)).toEqual([[9]]);
    const order = fetchMock.mock.calls
      .map(([input, init]) => `${init?.method} ${String(input).replace('/api/backoffice', '')}`)
      .filter((key) => key === 'POST /Adverts' || key.startsWith('PUT /Adverts/visibility'));
    expect(order).toEqual(['POST /Adverts', 'PUT /Adverts/visibility?visible=true']);
  });

  it('shows the visibility in the edit form and sets a changed one after the update', async () => {
    const user = userEvent.setup();
    const { fetchMock, sent } = await openEdit({
      'PUT /Adverts/visibility?visible=true': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    const visible = screen.getByRole('switch', { name: 'Zichtbaar' });
    expect(visible).not.toBeChecked();
    await user.click(visible);
    await save(user);
    await waitFor(() => expect(sent('PUT /Adverts/visibility?visible=true')).toHaveLength(1));
    expect(sent('PUT /Adverts/visibility?visible=true')[0].json).toEqual([7]);
    const order = fetchMock.mock.calls
      .map(([input, init]) => `${init?.method} ${String(input).replace('/api/backoffice', '')}`)
      .filter((key) => key.startsWith('PUT /Adverts/'));
    expect(order).toEqual(['PUT /Adverts/7', 'PUT /Adverts/visibility?visible=true']);
  });

  it('does not call PUT /Adverts/visibility when the visibility did not change', async () => {
    const user = userEvent.setup();
    const { sent } = await openEdit();
    await user.type(screen.getByRole('textbox', { name: /Tekst/ }), '!');
    await save(user);
    await waitFor(() => expect(sent('PUT /Adverts/7')).toHaveLength(1));
    expect(sent('PUT /Adverts/visibility?visible=true')).toHaveLength(0);
    expect(sent('PUT /Adverts/visibility?visible=false')).toHaveLength(0);
  });

  it('requires a member', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/adverts/create');
    await screen.findByRole('heading', { name: 'Zoekertje aanmaken' });
    await user.type(screen.getByRole('textbox', { name: /Tekst/ }), 'Te koop: kooi.');
    await save(user);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Lid/ })).toHaveAccessibleDescription('Verplicht'),
    );
    expect(sent('POST /Adverts')).toHaveLength(0);
  });
});
