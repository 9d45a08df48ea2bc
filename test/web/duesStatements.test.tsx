/**
 * "Rekeninguittreksel inlezen" (issue K item 5): a bank statement previewed, then booked after a
 * confirmation naming the count and the amount; a refused file said under the file button in the
 * user's language; the booked statements with their undo; who may reach it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '../../server/src/schemas/permissions';
import { paged } from './activityFixtures';
import { STATEMENT_BOOKED, STATEMENT_PREVIEW, STATEMENT_RUN, UNDO_PREVIEW } from './duesFixtures';
import { type Answer, fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';
import { fakeAuthProvider, staffPermissions } from './renderWithAdmin';

/** MUI's nl-BE amounts have a no-break space after the €: compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const PREVIEW_CALL = 'PUT /Dues/statements?persist=false';
const BOOK_CALL = 'PUT /Dues/statements?persist=true';

/** The app at `path` as `role` over a fake API answering `routes`, no statement booked before. */
const open = async (
  path: string,
  { role = 'penningmeester' as StaffRole, routes = {} as Routes, lang = 'nl' as 'nl' | 'en' } = {},
) => {
  const api = fakeApi({
    'GET /Notifications/total': json(0),
    'GET /Dues/statements': json([]),
    'POST /Dues/list': json({ ...paged('dues', []), totals: { expected: 0, received: 0, open: 0 } }),
    ...routes,
  });
  await renderApp(path, {
    dataProvider: api.dataProvider,
    authProvider: fakeAuthProvider(staffPermissions(role)),
    lang,
  });
  return api;
};

const coda = () => new File(['0000012030...'], 'CODA 12-03.cod', { type: 'application/octet-stream' });

/** A 400 of the statement route with `reason` (and the values it carries). */
const refused = (reason: string, more: object = {}) =>
  json({ statusCode: 400, isSuccess: false, error: 'Refused.', field: 'formFile', reason, ...more }, 400);

/** A refused call logs an error in the console: expected here. */
const expectRefusal = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('importing a bank statement', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('previews the file, books it after a confirmation naming count and amount, then leads to the unmatched', async () => {
    const user = userEvent.setup();
    // The booking answers when the test says so, to see its progress first.
    let finish: (answer: Answer) => void = () => undefined;
    let booked = false;
    const { sent } = await open('/dues/statements', {
      routes: {
        [PREVIEW_CALL]: json(STATEMENT_PREVIEW),
        [BOOK_CALL]: () =>
          new Promise<Answer>((resolve) => {
            finish = (answer) => {
              booked = true;
              resolve(answer);
            };
          }),
        'GET /Dues/statements': () => json(booked ? [STATEMENT_RUN] : []),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Rekeninguittreksel inlezen', level: 1 }),
    ).toBeVisible();
    await user.upload(screen.getByLabelText('Bestand kiezen'), coda());

    expect(await screen.findByRole('heading', { name: 'Wat het boeken doet' })).toBeInTheDocument();
    const form = sent(PREVIEW_CALL)[0].init?.body;
    expect(form).toBeInstanceOf(FormData);
    const sentFile = (form as FormData).get('formFile') as File;
    expect(sentFile.name).toBe('CODA 12-03.cod');
    const facts = plain(screen.getByText('Formaat').closest('dl')?.textContent ?? '');
    expect(facts).toBe('BestandCODA 12-03.codFormaatCODARekeningBE71 0961 2345 6769Uittreksel2030-03-12/017');
    const counts = plain(screen.getByText('Ontvangsten in het bestand').closest('dl')?.textContent ?? '');
    expect(counts).toBe(
      'Ontvangsten in het bestand3al eerder geboekt0nieuw3Uitgaven (niet geboekt)1' +
        'Gekoppeld op mededeling2nu betaald1deels betaald1te veel betaald0kwijtgescholden0' +
        'Niet gekoppeld1met een voorstel1Bedrag van de nieuwe ontvangsten€ 1.234,50waarvan gekoppeld€ 35,00',
    );

    const table = within(screen.getByRole('table', { name: '3 ontvangsten' }));
    const gift = table.getByRole('row', { name: /Firma Zaadhandel Vogelzang/ });
    expect(within(gift).getByText('BE57 0630 0000 0035')).toBeInTheDocument();
    expect(within(gift).getAllByText('12/03/2030').length).toBeGreaterThan(0);
    expect(within(gift).getByText('€ 1.199,50', { normalizer: plain })).toBeInTheDocument();
    expect(within(gift).getAllByText('Gift tentoonstelling').length).toBeGreaterThan(0);
    expect(within(gift).getAllByText('Niet gekoppeld').length).toBeGreaterThan(0);
    expect(plain(within(gift).getByText(/^Voorstel:/).textContent)).toBe(
      'Voorstel: Luc en Ann Desmet (2030), nog € 35,00 te betalen — dezelfde rekening betaalde eerder voor deze leden',
    );
    expect(within(gift).getByRole('link', { name: 'Luc en Ann Desmet (2030)' })).toHaveAttribute(
      'href',
      '/dues/5/show',
    );
    const piet = table.getByRole('row', { name: /Piet Claeys/ });
    expect(within(piet).getAllByText('Deels betaald').length).toBeGreaterThan(0);
    expect(within(piet).getByRole('link', { name: 'Piet Claeys (2030)' })).toHaveAttribute(
      'href',
      '/dues/6/show',
    );
    expect(sent(BOOK_CALL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Boeken' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rekeninguittreksel boeken?' }));
    expect(
      dialog.getByText('3 ontvangsten, samen € 1.234,50, worden geboekt (gekoppeld op mededeling: 2).', {
        normalizer: plain,
      }),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Boeken' }));
    expect(await screen.findByRole('progressbar', { name: 'Bezig met boeken…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boeken' })).toBeDisabled();
    expect(screen.getByLabelText('Bestand kiezen')).toBeDisabled();
    finish(json(STATEMENT_BOOKED));

    expect(
      await screen.findByText('Rekeninguittreksel geboekt: 3 ontvangsten, samen € 1.234,50.', {
        normalizer: plain,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Geboekt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Boeken' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: '1 ontvangst is niet gekoppeld: koppel ze met de hand.' }),
    ).toHaveAttribute('href', `/dues/entries?filter=${encodeURIComponent('{"state":"unmatched"}')}`);
    expect(sent(BOOK_CALL)).toHaveLength(1);
    // The booked statement is listed, with its undo.
    const past = within(await screen.findByRole('region', { name: 'Geboekte uittreksels' }));
    expect(past.getByText(/CODA 12-03\.cod/)).toBeInTheDocument();
    expect(past.getByRole('button', { name: 'Ongedaan maken' })).toBeInTheDocument();
  });

  it('says in English why a file is refused, under the file button', async () => {
    const user = userEvent.setup();
    expectRefusal();
    let answer = refused('otherAccount');
    await open('/dues/statements', { lang: 'en', routes: { [PREVIEW_CALL]: () => answer } });
    await user.upload(await screen.findByLabelText('Choose a file'), coda());
    expect(
      await screen.findByText(
        "This is the statement of another account than the club's (see the dues settings). Choose the statement of the dues account.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();

    answer = refused('tooLarge', { limit: 10, measure: 'fileSize' });
    await user.upload(screen.getByLabelText('Choose a file'), coda());
    expect(
      await screen.findByText('The file is too large: a statement may be at most 10 MB.'),
    ).toBeInTheDocument();
    answer = refused('dtdNotAllowed');
    await user.upload(screen.getByLabelText('Choose a file'), coda());
    expect(
      await screen.findByText(
        'This XML file declares a DTD or entities, which a bank statement never does. It is refused as a precaution.',
      ),
    ).toBeInTheDocument();
  });

  it("writes a refusal's limit as Dutch writes a number, and names an unknown format", async () => {
    const user = userEvent.setup();
    expectRefusal();
    let answer = refused('tooManyRows', { limit: 20000, measure: 'rows' });
    await open('/dues/statements', { routes: { [PREVIEW_CALL]: () => answer } });
    await user.upload(await screen.findByLabelText('Bestand kiezen'), coda());
    expect(
      await screen.findByText('Het uittreksel bevat te veel verrichtingen: hoogstens 20.000.'),
    ).toBeInTheDocument();
    answer = refused('unknownFormat');
    await user.upload(screen.getByLabelText('Bestand kiezen'), coda());
    expect(
      await screen.findByText(/^Dit is geen rekeninguittreksel in camt\.053 \(XML\) of CODA\./),
    ).toBeInTheDocument();
  });

  it('offers nothing to book when every credit was booked before', async () => {
    const user = userEvent.setup();
    const again = {
      ...STATEMENT_PREVIEW,
      counts: {
        ...STATEMENT_PREVIEW.counts,
        alreadyBooked: 3,
        booked: 0,
        matched: 0,
        paid: 0,
        partly: 0,
        unmatched: 0,
        suggested: 0,
        amount: 0,
        matchedAmount: 0,
      },
      entries: STATEMENT_PREVIEW.entries.map((entry) => ({
        ...entry,
        outcome: 'alreadyBooked' as const,
        suggestion: null,
      })),
    };
    await open('/dues/statements', { routes: { [PREVIEW_CALL]: json(again) } });
    await user.upload(await screen.findByLabelText('Bestand kiezen'), coda());
    expect(
      await screen.findByText(
        'Alle ontvangsten van dit uittreksel zijn al geboekt: er is niets meer te boeken.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boeken' })).toBeDisabled();
    expect(screen.getAllByText('Al geboekt').length).toBeGreaterThan(0);
  });
});

describe('undoing a booked statement', { timeout: 30_000 }, () => {
  it('shows what the undo takes back, and undoes it once confirmed', async () => {
    const user = userEvent.setup();
    let undone = false;
    const { sent } = await open('/dues/statements', {
      routes: {
        'GET /Dues/statements': () =>
          json([{ ...STATEMENT_RUN, undoneAt: undone ? '2030-03-14T08:00:00.000Z' : null }]),
        'POST /Dues/statements/12/undo?persist=false': json(UNDO_PREVIEW),
        'POST /Dues/statements/12/undo?persist=true': () => {
          undone = true;
          return json({ ...UNDO_PREVIEW, persisted: true });
        },
      },
    });
    const past = within(await screen.findByRole('region', { name: 'Geboekte uittreksels' }));
    const line = plain(past.getByText(/gekoppeld op mededeling/).textContent);
    expect(line).toContain('CODA BE71 0961 2345 6769 2030-03-12/017');
    expect(line).toContain('3 ontvangsten, 2 gekoppeld op mededeling, € 1.234,50');
    expect(line).toContain('penningmeester@clubbeheer.test');
    await user.click(past.getByRole('button', { name: 'Ongedaan maken' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'CODA 12-03.cod ongedaan maken' }));
    expect(
      await dialog.findByText(
        '3 ontvangsten worden verwijderd. Betalingen die ze maakten: 2, samen € 35,00. Met de hand ingevoerde betalingen blijven.',
        { normalizer: plain },
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('Het betaalde bedrag daalt bij 2 betalingsverzoeken:')).toBeInTheDocument();
    expect(dialog.getByText('Els Wouters (2030)')).toBeInTheDocument();
    expect(dialog.getByText('betaald: € 25,00 → € 0,00', { normalizer: plain })).toBeInTheDocument();
    // The safe choice has the focus; nothing is undone yet.
    expect(dialog.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    expect(sent('POST /Dues/statements/12/undo?persist=true')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Ongedaan maken' }));
    expect(
      await screen.findByText(
        'Uittreksel ongedaan gemaakt: 3 ontvangsten en 2 betalingen (€ 35,00) verwijderd.',
        {
          normalizer: plain,
        },
      ),
    ).toBeInTheDocument();
    expect(sent('POST /Dues/statements/12/undo?persist=true')).toHaveLength(1);
    await waitFor(() => expect(past.getByText(/ongedaan gemaakt op 14\/03\/2030/)).toBeInTheDocument());
    expect(past.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();
  });

  it('says so when the statement was undone meanwhile (409 alreadyUndone), in English', async () => {
    const user = userEvent.setup();
    expectRefusal();
    await open('/dues/statements', {
      lang: 'en',
      routes: {
        'GET /Dues/statements': json([STATEMENT_RUN]),
        'POST /Dues/statements/12/undo?persist=false': json(
          { statusCode: 409, isSuccess: false, error: 'Undone.', field: 'id', reason: 'alreadyUndone' },
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Undo CODA 12-03.cod' }));
    expect(await dialog.findByText('This statement was undone already.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Undo' })).toBeDisabled();
    vi.restoreAllMocks();
  });
});

describe('statements by role', { timeout: 30_000 }, () => {
  it('gives a lezer no statement page, and the Lidgeld list no way to it, but the unmatched credits', async () => {
    const { sent } = await open('/dues/statements', { role: 'lezer' });
    expect(
      await within(await screen.findByRole('main')).findByRole('heading', { name: 'Geen toegang' }),
    ).toBeVisible();
    expect(sent('GET /Dues/statements')).toHaveLength(0);
  });

  it('shows a penningmeester both ways on the Lidgeld list', async () => {
    await open('/dues');
    expect(await screen.findByRole('link', { name: 'Rekeninguittreksel inlezen' })).toHaveAttribute(
      'href',
      '/dues/statements',
    );
    expect(screen.getByRole('link', { name: 'Niet gekoppeld' })).toHaveAttribute(
      'href',
      `/dues/entries?filter=${encodeURIComponent('{"state":"unmatched"}')}`,
    );
  });

  it('shows a lezer only the unmatched credits on the Lidgeld list', async () => {
    await open('/dues', { role: 'lezer' });
    expect(await screen.findByRole('link', { name: 'Niet gekoppeld' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rekeninguittreksel inlezen' })).not.toBeInTheDocument();
  });
});
