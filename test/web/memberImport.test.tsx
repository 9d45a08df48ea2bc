import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberImportResult } from '../../src/providers/memberTypes';
import { type Answer, fakeApi, json, type Routes } from './fakeApi';
import { dryRun } from './memberFixtures';
import { renderApp } from './renderApp';
import { blobText, spyOnDownloads } from './saveFileSpy';

const result = (persisted: boolean, invalid: MemberImportResult['invalid'] = []) =>
  dryRun({ persisted, invalid, counts: { new: 1, changed: 1, unchanged: 40, invalid: invalid.length } });

/** The app at /members/import over a fake API; `routes` answer the uploads. */
const openImport = async (routes: Routes) => {
  const api = fakeApi({
    'GET /Notifications/total': json(0),
    'POST /Members/list': json({ members: [], total: 0 }),
    'GET /Members/imports': json([]),
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
      'PUT /Members/import?persist=false&clearEmpty=false': json(result(false)),
      'PUT /Members/import?persist=true&clearEmpty=false': () =>
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
    expect(sent('PUT /Members/import?persist=true&clearEmpty=false')).toHaveLength(1);
    await waitFor(() => expect(sent('POST /Members/list').length).toBeGreaterThan(0));
  });

  it('sends "empty cells clear the stored value" (off by default) on the dry run and the confirmation', async () => {
    const user = userEvent.setup();
    const clearing = dryRun({
      counts: { new: 0, changed: 1, unchanged: 0, invalid: 0 },
      new: [],
      changed: [
        {
          row: 2,
          id: 12,
          tribeNumber: 'KX27',
          name: 'Jan Maes',
          changes: [{ field: 'box', old: 'B2', new: '' }],
        },
      ],
    });
    const { sent } = await openImport({
      'PUT /Members/import?persist=false&clearEmpty=false': json(result(false)),
      'PUT /Members/import?persist=false&clearEmpty=true': json(clearing),
      'PUT /Members/import?persist=true&clearEmpty=true': json(result(true)),
    });
    const checkbox = screen.getByRole('checkbox', { name: 'Lege cellen wissen de opgeslagen waarde' });
    expect(checkbox).not.toBeChecked();
    await chooseFile(user);
    expect(await screen.findByText('Gemeente: Brugge → Oostende')).toBeInTheDocument();
    expect(sent('PUT /Members/import?persist=false&clearEmpty=false')).toHaveLength(1);

    await user.click(checkbox);
    expect(await screen.findByText('Bus: B2 → —')).toBeInTheDocument();
    expect(sent('PUT /Members/import?persist=false&clearEmpty=true')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Import bevestigen' }));
    await waitFor(() => expect(sent('PUT /Members/import?persist=true&clearEmpty=true')).toHaveLength(1));
  });

  it('keeps the confirmation disabled when rows are invalid', async () => {
    const user = userEvent.setup();
    const invalid = [
      {
        row: 7,
        tribeNumber: 'QW12',
        name: 'Lien Claeys',
        field: 'email',
        reason: 'invalidEmail',
        message: "'jan@' is not an email address",
      },
    ];
    await openImport({ 'PUT /Members/import?persist=false&clearEmpty=false': json(result(false, invalid)) });
    await chooseFile(user);
    expect(await screen.findByText('Geen geldig e-mailadres.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import bevestigen' })).toBeDisabled();
  });

  /** The screen after choosing a file the server refuses with `refusal` (a 400). */
  const refuse = async (refusal: Record<string, unknown>) => {
    const user = userEvent.setup();
    // react-admin logs every failed data provider call.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openImport({
      'PUT /Members/import?persist=false&clearEmpty=false': json(
        { statusCode: 400, isSuccess: false, field: 'formFile', ...refusal },
        400,
      ),
    });
    await chooseFile(user);
    return screen.findByRole('alert');
  };

  it('says why a file is refused in Dutch, naming the missing columns, never the English message', async () => {
    const alert = await refuse({
      error: 'Required columns missing: stamnummer, achternaam.',
      reason: 'missingColumns',
      columns: ['stamnummer', 'achternaam'],
    });
    expect(alert).toHaveTextContent('Er ontbreken verplichte kolommen.Ontbrekend: stamnummer, achternaam.');
    expect(alert).not.toHaveTextContent('Required');
    expect(screen.queryByRole('button', { name: 'Import bevestigen' })).not.toBeInTheDocument();
  });

  it.each([
    [
      {
        reason: 'tooManyRows',
        limit: 20_000,
        measure: 'rows',
        error: 'The file has more than 20,000 data rows.',
      },
      'Het bestand heeft te veel rijen.Er kunnen hoogstens 20.000 rijen met gegevens tegelijk geïmporteerd worden.',
    ],
    [
      { reason: 'tooLarge', limit: 10, measure: 'fileSize', error: 'The file is larger than 10 MB.' },
      'Het bestand is te groot.Er kan hoogstens 10 MB geïmporteerd worden.',
    ],
    [
      {
        reason: 'tooLarge',
        limit: 64,
        measure: 'unpackedSize',
        error: 'The file unpacks to more than 64 MB.',
      },
      'Het bestand is te groot.Uitgepakt bevat het meer dan 64 MB; een ledenlijst is veel kleiner.',
    ],
    [
      { reason: 'zipBomb', limit: 1_000, measure: 'parts', error: 'The file holds 1001 parts.' },
      'Dit bestand pakt uit tot veel meer dan een ledenlijst kan bevatten en werd daarom geweigerd.' +
        'Het bevat meer dan 1.000 onderdelen.',
    ],
    [
      {
        reason: 'zipBomb',
        limit: 100,
        measure: 'ratio',
        error: "The part 'x' unpacks to 258 times its size.",
      },
      'Dit bestand pakt uit tot veel meer dan een ledenlijst kan bevatten en werd daarom geweigerd.' +
        'Een onderdeel ervan pakt uit tot meer dan 100 keer zijn ingepakte grootte.',
    ],
    [
      { reason: 'notSpreadsheet', error: 'The file is neither .xlsx nor UTF-8 text (CSV).' },
      'Dit is geen Excel- (.xlsx) of CSV-bestand.',
    ],
  ])('says a refusal (%o) wholly in Dutch', async (refusal, text) => {
    const alert = await refuse(refusal);
    expect(alert.textContent).toBe(text);
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
    expect(await blobText(saved[0].blob)).toContain('stamnummer;voornaam');
  });

  it('lists earlier imports and undoes one after showing what stays (a later change)', async () => {
    const user = userEvent.setup();
    const run = {
      id: 7,
      at: '2026-11-20T09:30:00.000Z',
      actor: { sub: 'staff-1', email: 'secretaris@club.test' },
      fileName: 'leden-november.csv',
      created: 2,
      updated: 1,
      undoneAt: null,
    };
    const plan = (persisted: boolean) => ({
      statusCode: 200,
      isSuccess: true,
      error: null,
      persisted,
      restored: [
        {
          id: 1,
          tribeNumber: 'AB12',
          name: 'Jan Maes',
          fields: [{ field: 'address.city', from: 'Oostende', to: 'Brugge' }],
        },
      ],
      removed: [{ id: 2, tribeNumber: 'QW12', name: 'Lien Claeys' }],
      deactivated: [],
      conflicts: [
        {
          id: 1,
          tribeNumber: 'AB12',
          name: 'Jan Maes',
          field: 'contact.email',
          imported: 'jan@telenet.be',
          current: 'jan.maes@telenet.be',
        },
      ],
    });
    const { sent } = await openImport({
      'GET /Members/imports': json([run]),
      'POST /Members/imports/7/undo?persist=false': json(plan(false)),
      'POST /Members/imports/7/undo?persist=true': json(plan(true)),
    });
    expect(await screen.findByText(/^20\/11\/2026 \d\d:30 — leden-november\.csv$/)).toBeInTheDocument();
    expect(screen.getByText('2 nieuw, 1 gewijzigd · secretaris@club.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import "leden-november.csv" ongedaan maken' });
    expect(
      await within(dialog).findByText(
        /1 leden krijgen hun vorige gegevens terug, 1 nieuwe leden worden verwijderd/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('import: jan@telenet.be · nu: jan.maes@telenet.be')).toBeInTheDocument();
    // It opens on the safe choice: Enter there undoes nothing.
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    expect(sent('POST /Members/imports/7/undo?persist=true')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('De import is ongedaan gemaakt.')).toBeInTheDocument();
    expect(sent('POST /Members/imports/7/undo?persist=true')).toHaveLength(1);
  });
});
