import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advertRows, fakeToday, PERIODS } from './advertFixtures';
import { fakeApi, json } from './fakeApi';
import { renderApp } from './renderApp';

const OK = json({ statusCode: 200, isSuccess: true, error: null });

/** The app at /adverts on 20/11/2026 over a fake API listing two adverts. */
const openList = async () => {
  const api = fakeApi({
    'GET /Adverts/publishperiods': json(PERIODS),
    'POST /Adverts/list': json({ adverts: advertRows(), total: 2 }),
    'GET /Notifications/total': json(0),
    'PUT /Adverts/visibility?visible=false': OK,
    'PUT /Adverts/visibility?visible=true': OK,
    'GET /Adverts/export?date=2027-01-01': json({ advertLines: [] }),
  });
  await renderApp('/adverts', { dataProvider: api.dataProvider });
  await screen.findByText('Lien Claeys');
  const lastList = () => api.sent('POST /Adverts/list').at(-1)?.json;
  return { ...api, lastList };
};

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

// The whole app renders in every test; on a busy machine that alone can take seconds.
describe('advert list', { timeout: 30_000 }, () => {
  fakeToday();

  it('asks the coming issue by default and shows the columns with nl-BE dates', async () => {
    const { sent } = await openList();
    expect(screen.getByRole('heading', { name: 'Zoekertjes' })).toBeInTheDocument();
    expect(
      screen.getByText(/Verborgen zoekertjes verschijnen niet in de revue en niet op de website/),
    ).toBeInTheDocument();
    expect(sent('POST /Adverts/list')[0].json).toEqual({
      pageSize: 25,
      page: 1,
      searchString: '',
      period: '2027-01-01',
      sortField: 'visibleFrom',
      sortOrder: 'DESC',
    });
    expect(screen.getByRole('combobox', { name: 'Verschijningsperiode' })).toHaveTextContent(
      'Januari–februari 2027 (01/01/2027 – 28/02/2027)',
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    // The test window is jsdom's 1024 px: the table (md up) without the columns shown only from lg up.
    expect(headers.slice(1)).toEqual([
      'Foto',
      'Naam',
      'Stamnummer',
      'Zichtbaar vanaf',
      'Zichtbaar tot en met',
      'Zichtbaar',
    ]);
    const lien = row('Lien Claeys');
    // Each row leads with its first photo's thumbnail, never the original; Lien's advert has none.
    expect(row('Jan Maes').querySelector('img')).toHaveAttribute('src', '/media/aaaa/thumbnail');
    expect(lien.querySelector('img')).toBeNull();
    for (const text of ['QW12', '15/12/2026', '31/01/2027']) {
      expect(within(lien).getByText(text)).toBeVisible();
    }
    // The kind (and active and paid) columns are there, shown from lg (1200 px) up.
    expect(within(lien).getByText('Gevraagd')).not.toBeVisible();
    expect(within(row('Jan Maes')).getByText('Aangeboden')).not.toBeVisible();
  });

  it('chooses another period, searches and sorts on the server', async () => {
    const user = userEvent.setup();
    const { lastList } = await openList();
    await user.click(screen.getByRole('combobox', { name: 'Verschijningsperiode' }));
    await user.click(screen.getByRole('option', { name: /^November–december 2026/ }));
    await waitFor(() => expect(lastList()).toMatchObject({ period: '2026-11-01' }));
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'KX27');
    await waitFor(() => expect(lastList()).toMatchObject({ searchString: 'KX27', period: '2026-11-01' }));
    await user.click(within(screen.getByRole('columnheader', { name: 'Naam' })).getByText('Naam'));
    await waitFor(() => expect(lastList()).toMatchObject({ sortField: 'name', sortOrder: 'ASC' }));
  });

  it('hides the selected adverts in bulk once the undo notification has gone', async () => {
    const user = userEvent.setup();
    const { sent } = await openList();
    await user.click(within(row('Jan Maes')).getByRole('checkbox'));
    await user.click(within(row('Lien Claeys')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Verbergen' }));
    expect(await screen.findByText('2 zoekertjes verborgen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ongedaan maken' })).toBeInTheDocument();
    await waitFor(() => expect(sent('PUT /Adverts/visibility?visible=false')).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(sent('PUT /Adverts/visibility?visible=false')[0].json).toEqual([7, 8]);
  });

  it('sends nothing when the bulk change is undone', async () => {
    const user = userEvent.setup();
    const { sent } = await openList();
    await user.click(within(row('Jan Maes')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Zichtbaar maken' }));
    await user.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(() => expect(screen.queryByText('Zoekertje zichtbaar gemaakt')).not.toBeInTheDocument());
    expect(sent('PUT /Adverts/visibility?visible=true')).toHaveLength(0);
  });

  it('leads to the export of the chosen period', async () => {
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByRole('link', { name: 'Export voor de revue' }));
    expect(await screen.findByRole('heading', { name: 'Export voor de revue' })).toBeInTheDocument();
    expect(window.location.search).toBe('?date=2027-01-01');
  });
});
