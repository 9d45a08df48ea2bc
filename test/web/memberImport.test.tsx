import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberImportResult } from '../../src/providers/memberTypes';
import { type Answer, fakeApi, json, type Routes } from './fakeApi';
import { dryRun } from './memberFixtures';
import { renderApp } from './renderApp';
import { spyOnDownloads } from './saveFileSpy';

const result = (persisted: boolean, invalid: MemberImportResult['invalid'] = []) =>
  dryRun({ persisted, invalid, counts: { new: 1, changed: 1, unchanged: 40, invalid: invalid.length } });

/** The app at /members/import over a fake API; `routes` answer the uploads. */
const openImport = async (routes: Routes) => {
  const api = fakeApi({
    'GET /Notifications/total': json(0),
    'POST /Members/list': json({ members: [], total: 0 }),
    ...routes,
  });
  await renderApp('/members/import', { dataProvider: api.dataProvider });
  await screen.findByRole('heading', { name: 'Leden importeren' });
  return api;
};

const leden = () =>
  new File(['stamnummer;voornaam;achternaam\r\nQW12;Lien;Claeys\r\n'], 'leden.csv', { type: 'text/csv' });
const chooseFile = (user: ReturnType<typeof userEvent.setup>) =>
  user.upload(screen.getByLabelText('Bestand kiezen'), leden());

describe('member import screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('previews the file, imports it on confirmation and returns to the refreshed list', async () => {
    const user = userEvent.setup();
    // The real import answers only when the test says so, to see its progress first.
    let finish: (answer: Answer) => void = () => undefined;
    const { sent } = await openImport({
      'PUT /Members/import?persist=false': json(result(false)),
      'PUT /Members/import?persist=true': () =>
        new Promise<Answer>((resolve) => {
          finish = resolve;
        }),
    });
    await chooseFile(user);
    expect(await screen.findByText('Nieuw: 1')).toBeInTheDocument();
    expect(screen.getByText('leden.csv')).toBeInTheDocument();
    expect(screen.getByText('Gemeente: Brugge → Oostende')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import bevestigen' }));
    expect(await screen.findByRole('progressbar', { name: 'Bezig met importeren…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import bevestigen' })).toBeDisabled();
    finish(json(result(true)));

    expect(await screen.findByText('Import uitgevoerd: 1 nieuwe en 1 gewijzigde leden.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(sent('PUT /Members/import?persist=true')).toHaveLength(1);
    await waitFor(() => expect(sent('POST /Members/list').length).toBeGreaterThan(0));
  });

  it('keeps the confirmation disabled when rows are invalid', async () => {
    const user = userEvent.setup();
    const invalid = [
      { row: 7, field: 'email', reason: 'invalidEmail', message: "'jan@' is not an email address" },
    ];
    await openImport({ 'PUT /Members/import?persist=false': json(result(false, invalid)) });
    await chooseFile(user);
    expect(await screen.findByText('Geen geldig e-mailadres.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import bevestigen' })).toBeDisabled();
  });

  it('says why a file is refused, with the server message', async () => {
    const user = userEvent.setup();
    // react-admin logs every failed data provider call.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openImport({
      'PUT /Members/import?persist=false': json(
        {
          statusCode: 400,
          isSuccess: false,
          error: 'Ontbrekende kolommen: stamnummer',
          reason: 'missingColumns',
        },
        400,
      ),
    });
    await chooseFile(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Er ontbreken verplichte kolommen.');
    expect(alert).toHaveTextContent('Ontbrekende kolommen: stamnummer');
    expect(screen.queryByRole('button', { name: 'Import bevestigen' })).not.toBeInTheDocument();
  });

  it('downloads the template', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    await openImport({
      'GET /Members/import/template?format=csv': {
        body: '\uFEFFstamnummer;voornaam\r\n',
        headers: { 'Content-Disposition': 'attachment; filename="leden-sjabloon.csv"' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sjabloon (.csv)' }));
    await waitFor(() => expect(saved.map(({ fileName }) => fileName)).toEqual(['leden-sjabloon.csv']));
    expect(await saved[0].blob.text()).toContain('stamnummer;voornaam');
  });
});
