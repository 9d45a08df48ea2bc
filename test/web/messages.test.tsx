import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bannerMessage, MESSAGE_ROWS, paged } from './activityFixtures';
import { datePicker, shownDate, typeDate } from './datePickers';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';

/** The app at `path` over a fake API holding the messages of the fixtures. */
const open = async (path: string, routes: Routes = {}, lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({
    'POST /Messages/list': json(paged('messages', MESSAGE_ROWS)),
    'GET /Messages/11': json(bannerMessage()),
    'GET /Notifications/total': json(0),
    ...routes,
  });
  await renderApp(path, { dataProvider: api.dataProvider, lang });
  return api;
};

describe('message list', { timeout: 20_000 }, () => {
  it('shows the columns, a badge on the banner only, and filters on banners on the server', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/messages');
    await screen.findByText('Nieuwe ringen besteld');
    expect(screen.getByRole('heading', { name: 'Berichten' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Titel', 'Banner', 'Begin', 'Einde', 'Zichtbaar']);
    const banner = screen.getByRole('row', { name: /Inschrijvingen tentoonstelling open/ });
    expect(within(banner).getByText('Banner')).toBeInTheDocument();
    expect(within(banner).getByText('01/11/2026 08:00')).toBeInTheDocument();
    const plain = screen.getByRole('row', { name: /Nieuwe ringen besteld/ });
    expect(within(plain).queryByText('Banner')).not.toBeInTheDocument();
    expect(sent('POST /Messages/list')[0]?.json).toEqual({ pageSize: 25, page: 1, searchString: '' });

    await user.click(screen.getByRole('switch', { name: 'Enkel banners' }));
    await waitFor(() =>
      expect(sent('POST /Messages/list').at(-1)?.json).toEqual({
        pageSize: 25,
        page: 1,
        searchString: '',
        isBanner: true,
      }),
    );
  });

  it('opens the read-only view of a message with its rich text as HTML', async () => {
    const user = userEvent.setup();
    await open('/messages');
    await user.click(await screen.findByText('Inschrijvingen tentoonstelling open'));
    expect(
      await screen.findByRole('heading', { name: 'Bericht Inschrijvingen tentoonstelling open' }),
    ).toBeInTheDocument();
    expect((await screen.findByText('nu')).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'de website' })).toHaveAttribute(
      'href',
      'https://example.be/inschrijven',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('message form', { timeout: 20_000 }, () => {
  it("shows the placeholder 'Typ hier uw bericht' on the empty editor", async () => {
    await open('/messages/create');
    const editor = await screen.findByRole('textbox', { name: 'Bericht' });
    expect(editor.querySelector('p')).toHaveAttribute('data-placeholder', 'Typ hier uw bericht');
    expect(editor.querySelector('p')).toHaveClass('is-editor-empty');
    for (const name of ['Vet', 'Cursief', 'Link', 'Opsomming']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  // Typing into the editor needs a browser's layout (ProseMirror): the end-to-end test does that.
  it('creates a banner with JSON: title, dates, empty info, visible, banner', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/messages/create', { 'POST /Messages': json(bannerMessage(), 201) });
    await user.type(await screen.findByRole('textbox', { name: /^Titel/ }), 'Tentoonstelling');
    typeDate(/^Begin/, '01/11/2026 08:00');
    typeDate(/^Einde/, '01/12/2026 20:00');
    await user.click(screen.getByRole('switch', { name: 'Banner' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('POST /Messages')).toHaveLength(1));
    expect(sent('POST /Messages')[0]?.json).toEqual({
      title: 'Tentoonstelling',
      info: '',
      startDate: new Date('2026-11-01T08:00').toISOString(),
      endDate: new Date('2026-12-01T20:00').toISOString(),
      isVisible: true,
      isBanner: true,
    });
    expect(await screen.findByText('Bericht aangemaakt')).toBeInTheDocument();
  });

  it('refuses an end before the start before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/messages/create');
    await user.type(await screen.findByRole('textbox', { name: /^Titel/ }), 'Kalender');
    typeDate(/^Begin/, '02/11/2026 08:00');
    typeDate(/^Einde/, '01/11/2026 08:00');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het einde ligt vóór het begin.')).toBeInTheDocument();
    expect(sent('POST /Messages')).toHaveLength(0);
  });

  it('refuses a date that does not exist, typed section by section, before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/messages/create');
    await user.type(await screen.findByRole('textbox', { name: /^Titel/ }), 'Kalender');
    typeDate(/^Begin/, '02/11/2026 08:00');
    await user.click(within(datePicker(/^Einde/)).getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('310220271000');
    expect(shownDate(/^Einde/)).toBe('31/02/2027 10:00');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(datePicker(/^Einde/)).toHaveAccessibleDescription('Deze datum bestaat niet'));
    expect(sent('POST /Messages')).toHaveLength(0);
  });

  it('edits a banner: the stored formatting is in the editor and goes back unchanged', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/messages/11', { 'PUT /Messages/11': json(bannerMessage()) });
    const editor = await screen.findByRole('textbox', { name: 'Bericht' });
    await waitFor(() => expect(within(editor).getByText('nu').tagName).toBe('STRONG'));
    expect(within(editor).getByText('de website').closest('a')).toHaveAttribute(
      'href',
      'https://example.be/inschrijven',
    );
    expect(screen.getByRole('switch', { name: 'Banner' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Zichtbaar' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('PUT /Messages/11')).toHaveLength(1));
    expect(sent('PUT /Messages/11')[0]?.json).toMatchObject({
      title: bannerMessage().title,
      isVisible: false,
      isBanner: true,
    });
    expect(sent('PUT /Messages/11')[0]?.json.info).toContain('<strong>nu</strong>');
    expect(sent('PUT /Messages/11')[0]?.json.info).toContain('href="https://example.be/inschrijven"');
    expect(await screen.findByText('Bericht opgeslagen')).toBeInTheDocument();
  });

  it('reads in English, placeholder included', async () => {
    await open('/messages/create', {}, 'en');
    const editor = await screen.findByRole('textbox', { name: 'Message' });
    expect(editor.querySelector('p')).toHaveAttribute('data-placeholder', 'Type your message here');
    expect(screen.getByRole('switch', { name: 'Banner' })).toBeInTheDocument();
    typeDate(/^Start/, '01/11/2026 08:00');
    expect(shownDate(/^Start/)).toBe('01/11/2026 08:00');
    expect(shownDate(/^End/)).toBe('DD/MM/YYYY hh:mm');
  });
});
