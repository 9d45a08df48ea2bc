import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadInit } from '../../src/providers/uploadProgress';
import { documentRows, pdfFile, reglement } from './documentFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';
import { blobText, spyOnDownloads } from './saveFileSpy';

/** The app at `path` over a fake API holding two documents. */
const open = async (path: string, routes: Routes = {}, lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({
    'POST /Documents/list': json({ documents: documentRows(), total: 2 }),
    'GET /Documents/4': json(reglement()),
    'GET /Notifications/total': json(0),
    ...routes,
  });
  await renderApp(path, { dataProvider: api.dataProvider, lang });
  return api;
};

const rows = () => screen.getAllByRole('row').slice(1);

/** react-admin logs every failed data provider call; the refusals below are expected. */
const expectRefusal = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

// The whole app renders in every test; on a busy machine that alone can take seconds.
describe('Downloads (documents)', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists title, kind, upload date and visibility, each downloading its file with the token', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    const { sent } = await open('/documents', {
      'GET /Documents/4/file': {
        body: '%PDF-1.4 reglement',
        headers: { 'Content-Disposition': "attachment; filename*=UTF-8''reglement-2026.pdf" },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Downloads' })).toBeInTheDocument();
    await screen.findByText('Reglement tentoonstelling 2026');
    const [first, second] = rows();
    expect(within(first).getByText('PDF')).toBeInTheDocument();
    expect(within(first).getByText('01/10/2026')).toBeInTheDocument();
    expect(within(first).getByText('zichtbaar')).toBeInTheDocument();
    expect(within(second).getByText('verborgen')).toBeInTheDocument();
    for (const column of ['Titel', 'Soort', 'Opgeladen op', 'Zichtbaar op de website'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    await user.click(
      within(first).getByRole('button', { name: 'Reglement tentoonstelling 2026 downloaden' }),
    );
    await waitFor(() => expect(saved.map(({ fileName }) => fileName)).toEqual(['reglement-2026.pdf']));
    expect(await blobText(saved[0].blob)).toBe('%PDF-1.4 reglement');
    expect(sent('GET /Documents/4/file')[0].headers.get('authorization')).toBe('Bearer token');
    expect(window.location.pathname).toBe('/documents');
  });

  it('says so when a file cannot be downloaded, and saves nothing', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    expectRefusal();
    await open('/documents', { 'GET /Documents/5/file': json({ statusCode: 500, isSuccess: false }, 500) });
    await screen.findByText('Ledenlijst bestuur');
    await user.click(screen.getByRole('button', { name: 'Ledenlijst bestuur downloaden' }));
    expect(await screen.findByText('Het bestand kon niet gedownload worden.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/documents');
    await screen.findByText('Reglement tentoonstelling 2026');
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'règl');
    await waitFor(() => expect(sent('POST /Documents/list').at(-1)?.json.searchString).toBe('règl'));
    expect(sent('POST /Documents/list').at(-1)?.json).toMatchObject({
      page: 1,
      sortField: 'createdOn',
      sortOrder: 'DESC',
    });
  });

  it('uploads a file with the title taken from its name, showing the progress, then lists', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const { sent } = await open('/documents/create', {
      'POST /Documents': (init) =>
        new Promise((resolve) => {
          (init as UploadInit).onUploadProgress?.(40, 100);
          finish = () => resolve(json(reglement({ id: 6, title: 'statuten 2027' }), 201));
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Document opladen' })).toBeInTheDocument();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, pdfFile('statuten-2027.pdf'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Titel/ })).toHaveValue('statuten 2027'));
    expect(screen.getByRole('switch', { name: 'Zichtbaar op de website' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Zichtbaar op de website' }));
    await user.click(screen.getByRole('button', { name: 'Opladen' }));
    expect(await screen.findByText('Bezig met opladen… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Voortgang van het opladen' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    finish();
    expect(await screen.findByText('Document opgeladen')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Downloads' });
    const form = sent('POST /Documents')[0].init?.body as FormData;
    expect(form.get('title')).toBe('statuten 2027');
    expect(form.get('isVisible')).toBe('false');
    expect((form.get('file') as File).name).toBe('statuten-2027.pdf');
  });

  it('shows the server refusing a file by its content on the file input', async () => {
    expectRefusal();
    const user = userEvent.setup();
    await open('/documents/create', {
      'POST /Documents': json(
        {
          statusCode: 400,
          isSuccess: false,
          error: "The file 'x.pdf' …",
          field: 'file',
          reason: 'unsupportedType',
        },
        400,
      ),
    });
    await screen.findByRole('heading', { name: 'Document opladen' });
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, pdfFile('x.pdf'));
    await user.click(screen.getByRole('button', { name: 'Opladen' }));
    expect(
      await screen.findByText(
        'Dit bestand is geen PDF-, Word-, Excel-, OpenDocument-, JPEG- of PNG-bestand (beoordeeld op de inhoud).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Document opladen' })).toBeInTheDocument();
  });

  it('checks title, file and size before sending', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/documents/create');
    await screen.findByRole('heading', { name: 'Document opladen' });
    await user.type(screen.getByRole('textbox', { name: /Titel/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Opladen' }));
    expect(await screen.findAllByText('Verplicht')).toHaveLength(2);
    const big = pdfFile('groot.pdf', 8);
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, big);
    await user.click(screen.getByRole('button', { name: 'Opladen' }));
    expect(await screen.findByText('Het bestand is groter dan 25 MB.')).toBeInTheDocument();
    expect(sent('POST /Documents')).toHaveLength(0);
  });

  it('edits title and visibility (JSON), with the file read only and downloadable', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/documents/4', {
      'PUT /Documents/4': json(reglement({ title: 'Reglement 2026', isVisible: false })),
    });
    await screen.findByRole('heading', { name: 'Download Reglement tentoonstelling 2026' });
    expect(screen.getByText('reglement-2026.pdf')).toBeInTheDocument();
    expect(screen.getByText('47,1 kB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reglement tentoonstelling 2026 downloaden' })).toBeEnabled();
    const title = screen.getByRole('textbox', { name: /Titel/ });
    await user.clear(title);
    await user.type(title, 'Reglement 2026');
    await user.click(screen.getByRole('switch', { name: 'Zichtbaar op de website' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Download opgeslagen')).toBeInTheDocument();
    expect(sent('PUT /Documents/4')[0].json).toEqual({ title: 'Reglement 2026', isVisible: false });
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/documents/4', {
      'DELETE /Documents/4': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    await screen.findByRole('heading', { name: 'Download Reglement tentoonstelling 2026' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deze download verwijderen?' });
    expect(
      within(dialog).getByText('“Reglement tentoonstelling 2026” en het bestand worden verwijderd.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('DELETE /Documents/4')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Download verwijderd')).toBeInTheDocument();
    expect(sent('DELETE /Documents/4')).toHaveLength(1);
  });

  it('speaks English', async () => {
    await open('/documents', {}, 'en');
    await screen.findByText('Reglement tentoonstelling 2026');
    expect(screen.getByRole('columnheader', { name: 'Uploaded on' })).toBeInTheDocument();
    expect(screen.getAllByText('hidden')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Download Ledenlijst bestuur' })).toBeInTheDocument();
  });
});
