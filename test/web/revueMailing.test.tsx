import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToday, PERIODS } from './advertFixtures';
import { fakeApi, json } from './fakeApi';
import { renderApp } from './renderApp';
import { CHANGES, MAILING } from './revueFixtures';
import { spyOnDownloads } from './saveFileSpy';

const PDF = { body: '%PDF-1.3', headers: { 'content-type': 'application/pdf' } };

/** The mailing page at `path` on 20/11/2026 over a fake API of the coming issue (01/01/2027). */
const openMailing = async (path = '/adverts/revue', lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({
    'GET /Adverts/publishperiods': json(PERIODS),
    'GET /Adverts/export?date=2027-01-01': json({
      advertLines: [
        'Aangeboden',
        'Te koop: koppel. — Stam KX27, Jan Maes',
        'Gevraagd',
        'Gezocht: kooi. — Stam QW12, Lien Claeys',
      ],
    }),
    'GET /Revue/mailing?date=2027-01-01': json(MAILING),
    'GET /Revue/mailing/changes?date=2027-01-01': json(CHANGES),
    'GET /Revue/mailing/labels?date=2027-01-01&sheet=L7163&startAt=5&outlines=true': {
      ...PDF,
      headers: {
        ...PDF.headers,
        'content-disposition': 'attachment; filename="revue-2027-01-01-etiketten-L7163.pdf"',
      },
    },
    'GET /Revue/mailing/export?date=2027-01-01&format=csv': {
      body: '\uFEFFvolgnummer;naam\r\n',
      headers: { 'content-disposition': 'attachment; filename="revue-2027-01-01-verzendlijst.csv"' },
    },
    'GET /Notifications/total': json(0),
  });
  await renderApp(path, { dataProvider: api.dataProvider, lang });
  return api;
};

const section = (name: string) => screen.findByRole('region', { name });

describe('the revue mailing page', { timeout: 30_000 }, () => {
  fakeToday();

  it('shows the coming issue: its adverts, copies per postcode, who is left out, and what changed', async () => {
    await openMailing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Revue verzenden' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nummer van de revue' })).toHaveTextContent(
      'Januari–februari 2027 (01/01/2027 – 28/02/2027)',
    );
    const adverts = await section('Zoekertjes');
    expect(await within(adverts).findByText('1 aangeboden en 1 gevraagd in dit nummer.')).toBeInTheDocument();
    expect(within(adverts).getByRole('link', { name: 'Export voor de revue' })).toHaveAttribute(
      'href',
      '/adverts/export?date=2027-01-01',
    );
    const copies = await section('Oplage');
    expect(within(copies).getByText('6 exemplaren')).toBeInTheDocument();
    expect(
      within(copies).getByText(
        '3 adressen van samen 5 leden, 1 extra ontvangers; 1 exemplaren naar het buitenland.',
      ),
    ).toBeInTheDocument();
    const perPostcode = within(copies).getByRole('region', { name: 'Exemplaren per postcode' });
    expect(
      within(perPostcode)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PostcodeLandExemplaren', '8000BE4', '8200BE1', '4501 BKNL1']);
    expect(within(copies).getByRole('link', { name: 'Wim Deprez' })).toHaveAttribute('href', '/members/77');
    expect(within(copies).getByRole('link', { name: 'Extra ontvangers beheren' })).toHaveAttribute(
      'href',
      '/revueRecipients',
    );
    const changes = await section('Gewijzigd sinds het vorige nummer (01/11/2026)');
    expect(within(changes).getByRole('heading', { name: 'Nieuwe leden (1)' })).toBeInTheDocument();
    expect(within(changes).getByRole('link', { name: 'Rita Vanneste' })).toHaveAttribute(
      'href',
      '/members/1081',
    );
    expect(
      within(changes).getByText('KX27 · Sint-Jorisstraat 10A bus 3, 8200 Sint-Andries · 15/11/2026'),
    ).toBeInTheDocument();
    expect(within(changes).getByRole('heading', { name: 'Vertrokken (0)' })).toBeInTheDocument();
  });

  it('downloads the labels on the chosen sheet from the first free label, with edges for a trial print', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    const { sent } = await openMailing();
    const labels = await section('Etiketten');
    expect(
      within(labels).getByText('6 etiketten op 1 vellen, in de volgorde van de afgifte.'),
    ).toBeInTheDocument();
    await user.click(within(labels).getByRole('combobox', { name: 'Etikettenvel' }));
    await user.click(screen.getByRole('option', { name: 'Avery L7163 — 14 per vel, 99,1 × 38,1 mm' }));
    const startAt = within(labels).getByRole('spinbutton', { name: 'Eerste vrije etiket' });
    await user.clear(startAt);
    await user.type(startAt, '12');
    expect(
      within(labels).getByText('6 etiketten op 2 vellen, in de volgorde van de afgifte.'),
    ).toBeInTheDocument();
    await user.clear(startAt);
    await user.type(startAt, '5');
    await user.click(within(labels).getByRole('checkbox', { name: /Randen van de etiketten tekenen/ }));
    await user.click(within(labels).getByRole('button', { name: 'Etiketten downloaden (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('revue-2027-01-01-etiketten-L7163.pdf');
    expect(
      sent('GET /Revue/mailing/labels?date=2027-01-01&sheet=L7163&startAt=5&outlines=true'),
    ).toHaveLength(1);
  });

  it('keeps the first free label on the sheet', async () => {
    const user = userEvent.setup();
    await openMailing();
    const labels = await section('Etiketten');
    const startAt = within(labels).getByRole('spinbutton', { name: 'Eerste vrije etiket' });
    await user.clear(startAt);
    await user.type(startAt, '40');
    await user.tab();
    expect(startAt).toHaveValue(21);
    expect(
      within(labels).getByText('Op het eerste vel: 1 is linksboven, tel per rij verder (1 tot 21).'),
    ).toBeInTheDocument();
  });

  it('downloads the list for a mailing house as CSV', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    await openMailing();
    const list = await section('Lijst voor het verzendhuis');
    await user.click(within(list).getByRole('button', { name: 'CSV (Excel)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('revue-2027-01-01-verzendlijst.csv');
  });

  it('finds labels by any words of name or address, accents and case ignored', async () => {
    const user = userEvent.setup();
    await openMailing();
    const check = await section('Etiketten nakijken');
    await user.type(within(check).getByRole('searchbox', { name: 'Zoek een naam of adres' }), 'noel BRUGGE');
    const found = await within(check).findByRole('list', { name: 'Gevonden etiketten' });
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Noël en Rita VannesteKerkstraat 128000 Brugge']);
    expect(within(check).getByRole('status')).toHaveTextContent('1 etiket gevonden.');
    await user.clear(within(check).getByRole('searchbox', { name: 'Zoek een naam of adres' }));
    await user.type(within(check).getByRole('searchbox', { name: 'Zoek een naam of adres' }), 'vandewalle');
    await waitFor(() =>
      expect(
        within(found)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Dierenvoeders Vandewalle bvIndustrielaan 428000 Brugge3 exemplaren']),
    );
  });

  it('reads in English', async () => {
    await openMailing('/adverts/revue', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Send the revue' })).toBeInTheDocument();
    const copies = await section('Copies');
    expect(within(copies).getByText('6 copies')).toBeInTheDocument();
    expect(await section('Changed since the previous issue (01/11/2026)')).toBeInTheDocument();
  });
});
