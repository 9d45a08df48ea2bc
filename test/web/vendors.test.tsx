import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageFile } from './advertFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { janMaes } from './memberFixtures';
import { renderApp } from './renderApp';
import { janMaesVendor, vendorRows } from './vendorFixtures';

/** The app at `path` over a fake API holding the vendor Jan Maes and the member behind it. */
const open = async (path: string, routes: Routes = {}, lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({
    'POST /Vendors/list': json({ vendors: vendorRows(), total: 2 }),
    'GET /Vendors/3': json(janMaesVendor()),
    'GET /Members/12': json(janMaes()),
    'GET /Notifications/total': json(0),
    ...routes,
  });
  await renderApp(path, { dataProvider: api.dataProvider, lang });
  const form = (key: string) => {
    const body = api.sent(key)[0].init?.body as FormData;
    return {
      texts: (name: string) => body.getAll(name).map(String),
      files: body.getAll('files').map((file) => (file as File).name),
    };
  };
  return { ...api, form };
};

const contact = () => within(screen.getByRole('region', { name: 'Contactgegevens van het lid' }));
const shownImages = () => screen.getAllByRole('img').map((image) => image.getAttribute('alt'));

// The whole app renders in every test; on a busy machine that alone can take seconds.
describe('vendors', { timeout: 30_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists vendors by name with their tribe number, and searches on the server', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/vendors');
    expect(await screen.findByRole('heading', { name: 'Verkopers' })).toBeInTheDocument();
    await screen.findByText('Lien Claeys');
    expect(screen.getByRole('columnheader', { name: 'Stamnummer' })).toBeInTheDocument();
    expect(screen.getByText('QW12')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'claeys');
    await waitFor(() => expect(sent('POST /Vendors/list').at(-1)?.json.searchString).toBe('claeys'));
  });

  it('creates a vendor: picks the member, shows their contact data read only, sends the form', async () => {
    const user = userEvent.setup();
    const { form, sent } = await open('/vendors/create', {
      'POST /Members/search': json([{ id: 12, name: 'Jan Maes', tribeNumber: 'KX27' }]),
      'POST /Vendors': json(janMaesVendor(), 201),
    });
    await screen.findByRole('heading', { name: 'Verkoper aanmaken' });
    expect(contact().getByText('Kies een lid om de contactgegevens te zien.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /^Lid/ }), 'maes');
    await user.click(await screen.findByRole('option', { name: 'Jan Maes (KX27)' }));
    expect(sent('POST /Members/search').at(-1)?.json).toEqual({ searchString: 'maes' });
    expect(await contact().findByText('050 12 34 56')).toBeInTheDocument();
    expect(contact().getByText('0476 12 34 56')).toBeInTheDocument();
    expect(contact().getByText('jan.maes@telenet.be')).toBeInTheDocument();
    expect(contact().getByText(/Kerkstraat 12\s+8000 Brugge\s+België/)).toBeInTheDocument();
    expect(contact().getByRole('link', { name: 'Jan Maes openen' })).toHaveAttribute('href', '/members/12');
    expect(contact().queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: /Voorstelling/ }));
    await user.paste('  Zaad.  ');
    await user.upload(screen.getByLabelText("Foto's toevoegen"), imageFile('kooien.jpg'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verkoper aangemaakt')).toBeInTheDocument();
    const { texts, files } = form('POST /Vendors');
    expect(texts('memberId')).toEqual(['12']);
    expect(texts('message')).toEqual(['Zaad.']);
    expect(files).toEqual(['kooien.jpg']);
  });

  it('shows on the member picker that the member already is a vendor', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await open('/vendors/3', {
      'PUT /Vendors/3': json(
        { statusCode: 409, isSuccess: false, error: 'taken', field: 'memberId', reason: 'alreadyVendor' },
        409,
      ),
    });
    await screen.findByRole('heading', { name: 'Verkoper Jan Maes' });
    await user.click(screen.getByRole('textbox', { name: /Voorstelling/ }));
    await user.paste(' Ook kiemzaad.');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Lid/ })).toHaveAccessibleDescription(
        'Dit lid is al verkoper.',
      ),
    );
  });

  it('edits: thumbnails of the images, remove one, add one; kept ones sent as imageIds', async () => {
    const user = userEvent.setup();
    const { form } = await open('/vendors/3', { 'PUT /Vendors/3': json(janMaesVendor()) });
    await screen.findByRole('heading', { name: 'Verkoper Jan Maes' });
    expect(screen.getByRole('combobox', { name: /^Lid/ })).toHaveValue('Jan Maes (KX27)');
    expect(await contact().findByText('050 12 34 56')).toBeInTheDocument();
    expect(shownImages()).toEqual(['kooien.jpg', 'zaad.png']);
    expect(screen.getByRole('img', { name: 'kooien.jpg' })).toHaveAttribute('src', '/media/cccc/thumbnail');
    await user.click(screen.getByRole('button', { name: 'kooien.jpg verwijderen' }));
    await user.upload(screen.getByLabelText("Foto's toevoegen"), imageFile('nest.png', 'image/png'));
    expect(shownImages()).toEqual(['zaad.png', 'nest.png']);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verkoper opgeslagen')).toBeInTheDocument();
    expect(form('PUT /Vendors/3').texts('imageIds')).toEqual(['8']);
    expect(form('PUT /Vendors/3').files).toEqual(['nest.png']);
  });

  it('deletes only after a confirmation naming the member', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/vendors/3', {
      'DELETE /Vendors/3': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    await screen.findByRole('heading', { name: 'Verkoper Jan Maes' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deze verkoper verwijderen?' });
    expect(within(dialog).getByText(/Jan Maes staat dan niet meer bij de verkopers/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Verkoper verwijderd')).toBeInTheDocument();
    expect(sent('DELETE /Vendors/3')).toHaveLength(1);
  });

  it('speaks English', async () => {
    await open('/vendors/3', {}, 'en');
    await screen.findByRole('heading', { name: 'Vendor Jan Maes' });
    const region = within(screen.getByRole('region', { name: 'Contact data of the member' }));
    expect(await region.findByText('Mobile')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Presentation/ })).toHaveValue(
      'Zaadmengelingen voor grasparkieten.',
    );
  });
});
