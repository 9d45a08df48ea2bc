/** A list's columns and saved searches as the staff member's own store keeps them (issue L #37). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { createApi } from '../../src/providers/api';
import { createHttpClient } from '../../src/providers/httpClient';
import { createPreferenceStore } from '../../src/providers/preferenceStore';
import { fakeApi, json } from './fakeApi';
import { janMaesListItem } from './memberFixtures';
import { renderApp } from './renderApp';

const mine = {
  label: 'Familie Maes',
  value: {
    filter: { q: 'Maes' },
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    displayedFilters: {},
    columns: { hidden: ['isActive'] },
  },
};
const clubs = {
  id: 4,
  resource: 'members',
  label: 'Nieuwe leden dit jaar',
  value: {
    filter: { q: 'nieuw' },
    sort: { field: 'name', order: 'DESC' },
    perPage: 25,
    displayedFilters: {},
  },
  sharedBy: 'secretaris@club.test',
  sharedOn: '2026-11-28T09:00:00.000Z',
  mayUnshare: false,
};

/** The app at /members with the store over the fake API, which keeps the email column hidden. */
const openList = async () => {
  const api = fakeApi({
    'GET /Preferences': json({
      entries: [
        { key: 'members.datatable', value: ['email'] },
        { key: 'members.savedQueries', value: [mine] },
      ],
      shared: [clubs],
    }),
    'PUT /Preferences/members.savedQueries': json({}),
    'PUT /Preferences/members.datatable': json({}),
    'POST /Preferences/shared': json({ ...clubs, id: 5, label: 'Actief', mayUnshare: true }, 201),
    'POST /Members/list': json({ members: [janMaesListItem()], total: 1 }),
    'GET /Notifications/total': json(0),
  });
  const store = createPreferenceStore(
    createApi(
      '/api/backoffice',
      createHttpClient(async () => 'token', api.fetchMock),
    ),
    memoryStore(),
  );
  await renderApp('/members', { dataProvider: api.dataProvider, store });
  await screen.findByRole('row', { name: /Jan Maes/ });
  const lastList = () => api.sent('POST /Members/list').at(-1)?.json;
  return { ...api, lastList };
};

describe('columns and saved searches of a list', () => {
  it('shows the columns the person chose, their searches and the club’s; applies one; saves and shares another', async () => {
    const user = userEvent.setup();
    const { sent, lastList } = await openList();
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        '',
        'Stamnummer',
        'Naam',
        'Actief',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Kolommen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zoekopdrachten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Zoekopdrachten' }));
    expect(dialog.getByRole('list', { name: 'Mijn zoekopdrachten' })).toHaveTextContent('Familie Maes');
    const club = dialog.getByRole('list', { name: 'Gedeeld met de club' });
    expect(club).toHaveTextContent('Nieuwe leden dit jaar');
    expect(club).toHaveTextContent('gedeeld door secretaris@club.test');
    expect(dialog.queryByRole('button', { name: '“Nieuwe leden dit jaar” niet meer delen' })).toBeNull();
    await user.click(within(club).getByRole('button', { name: /Nieuwe leden dit jaar/ }));
    await waitFor(() => expect(lastList()).toMatchObject({ searchString: 'nieuw', sortOrder: 'DESC' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Zoekopdrachten' }));
    const again = within(await screen.findByRole('dialog', { name: 'Zoekopdrachten' }));
    await waitFor(() =>
      expect(again.getByRole('textbox', { name: 'Naam van de zoekopdracht' })).toHaveFocus(),
    );
    await user.type(again.getByRole('textbox', { name: 'Naam van de zoekopdracht' }), 'Actief');
    await user.click(again.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(sent('PUT /Preferences/members.savedQueries')).toHaveLength(1));
    expect(
      sent('PUT /Preferences/members.savedQueries')[0].json.value.map((q: { label: string }) => q.label),
    ).toEqual(['Familie Maes', 'Actief']);
    expect(sent('PUT /Preferences/members.savedQueries')[0].json.value[1].value.columns).toEqual({
      hidden: ['email'],
    });
    await user.click(again.getByRole('button', { name: '“Actief” delen met de club' }));
    await waitFor(() => expect(sent('POST /Preferences/shared')).toHaveLength(1));
    expect(sent('POST /Preferences/shared')[0].json).toMatchObject({
      resource: 'members',
      label: 'Actief',
      value: { filter: { q: 'nieuw' } },
    });
    expect(await again.findByRole('button', { name: '“Actief” niet meer delen' })).toBeInTheDocument();

    // A search saved with its columns brings them back: e-mail shown, active hidden (after the selection column of the bulk edit).
    await user.click(again.getByRole('button', { name: 'Familie Maes' }));
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        '',
        'Stamnummer',
        'Naam',
        'E-mail',
      ]),
    );
    await waitFor(() =>
      expect(sent('PUT /Preferences/members.datatable').at(-1)?.json).toEqual({ value: ['isActive'] }),
    );
  });
});
