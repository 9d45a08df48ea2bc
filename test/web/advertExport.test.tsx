import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { fakeToday, PERIODS } from './advertFixtures';
import { fakeApi, json } from './fakeApi';
import { renderApp } from './renderApp';
import { spyOnDownloads } from './saveFileSpy';

const JANUARY = [
  'Aangeboden',
  'Te koop: koppel grasparkieten, lutino. — Stam KX27, Jan Maes, tel. 050 12 34 56',
  'Gevraagd',
  'Gevraagd: pop opaline blauw. — Stam QW12, Lien Claeys, lien.claeys@skynet.be',
];
const NOVEMBER = ['Gevraagd', 'Gezocht: kweekkooien, regio Tielt. — Stam AB12, Els Desmet'];

/** The app at `path` on 20/11/2026 over a fake API with the export lines of two issues. */
const openExport = async (path = '/adverts/export', lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({
    'GET /Adverts/publishperiods': json(PERIODS),
    'GET /Adverts/export?date=2027-01-01': json({ advertLines: JANUARY }),
    'GET /Adverts/export?date=2026-11-01': json({ advertLines: NOVEMBER }),
    'GET /Adverts/export?date=2026-09-01': json({ advertLines: [] }),
    'GET /Notifications/total': json(0),
  });
  await renderApp(path, { dataProvider: api.dataProvider, lang });
  return api;
};

const preview = () => screen.findByRole('region', { name: 'Regels voor de revue' });

/** The bytes of a saved blob (jsdom's Blob has no arrayBuffer(); its FileReader reads it). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

// The whole app renders in every test; on a busy machine that alone can take seconds.
describe('advert export for the revue', { timeout: 30_000 }, () => {
  fakeToday();

  it('previews the lines of the coming issue, the headings apart', async () => {
    await openExport();
    const lines = await preview();
    expect(screen.getByRole('combobox', { name: 'Nummer van de revue' })).toHaveTextContent(
      'Januari–februari 2027 (01/01/2027 – 28/02/2027)',
    );
    expect(
      within(lines)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Aangeboden', 'Gevraagd']);
    expect(within(lines).getByText(JANUARY[1])).toBeInTheDocument();
    expect(within(lines).getByText(JANUARY[3])).toBeInTheDocument();
  });

  it('previews another issue when chosen, and says when an issue has no adverts', async () => {
    const user = userEvent.setup();
    await openExport('/adverts/export?date=2026-11-01');
    expect(within(await preview()).getByText(NOVEMBER[1])).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Nummer van de revue' }));
    await user.click(screen.getByRole('option', { name: /^September–oktober 2026/ }));
    expect(
      await screen.findByText('Dit nummer heeft geen actieve, zichtbare zoekertjes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekst (.txt)' })).toBeDisabled();
    expect(window.location.search).toBe('?date=2026-09-01');
  });

  it('downloads the lines as UTF-8 text, one per line', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    await openExport();
    await preview();
    await user.click(screen.getByRole('button', { name: 'Tekst (.txt)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('zoekertjes-revue-2027-01-01.txt');
    expect(saved[0].blob.type).toBe('text/plain;charset=utf-8');
    const bytes = await bytesOf(saved[0].blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(`${JANUARY.join('\r\n')}\r\n`);
  });

  it('downloads a Word document with the headings bold', async () => {
    const user = userEvent.setup();
    const saved = spyOnDownloads();
    await openExport();
    await preview();
    await user.click(screen.getByRole('button', { name: 'Word (.docx)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('zoekertjes-revue-2027-01-01.docx');
    const zip = await JSZip.loadAsync(await bytesOf(saved[0].blob));
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    const paragraphs = xml.match(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs) ?? [];
    const texts = paragraphs.map((paragraph) =>
      [...paragraph.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
    );
    expect(texts).toEqual(JANUARY);
    const bold = paragraphs.map((paragraph) => /<w:b\/>|<w:b w:val="true"\/>/.test(paragraph));
    expect(bold).toEqual([true, false, true, false]);
  });

  it('copies the lines to the clipboard', async () => {
    const user = userEvent.setup();
    await openExport();
    await preview();
    await user.click(screen.getByRole('button', { name: 'Kopiëren' }));
    expect(await screen.findByText('De regels staan op het klembord.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(JANUARY.join('\n'));
  });

  it('speaks English but keeps the revue Dutch', async () => {
    await openExport('/adverts/export', 'en');
    const lines = await screen.findByRole('region', { name: 'Lines for the revue' });
    expect(screen.getByRole('heading', { name: 'Export for the revue' })).toBeInTheDocument();
    expect(within(lines).getByRole('heading', { name: 'Aangeboden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });
});
