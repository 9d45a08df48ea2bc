import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATIONS } from './activityFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';

const open = async (path: string, routes: Routes = {}) => {
  const api = fakeApi({ 'GET /Locations': json(LOCATIONS), 'GET /Notifications/total': json(0), ...routes });
  await renderApp(path, { dataProvider: api.dataProvider });
  return api;
};

describe('locations', { timeout: 20_000 }, () => {
  it('lists the locations by name with their coordinates and searches them', async () => {
    const user = userEvent.setup();
    await open('/locations');
    await screen.findByText('Parochiezaal Sint-Jozef');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Naam', 'Informatie', 'Breedtegraad', 'Lengtegraad']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Ontmoetingscentrum De Kouter',
      'Parochiezaal Sint-Jozef',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('51,1541')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'jozef');
    await waitFor(() => expect(screen.queryByText('Ontmoetingscentrum De Kouter')).not.toBeInTheDocument());
    expect(screen.getByText('Parochiezaal Sint-Jozef')).toBeInTheDocument();
  });

  it('edits name, info and coordinates with PUT /Locations/id?id={id}', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/locations/2', {
      'PUT /Locations/id?id=2': json({ ...LOCATIONS[0], name: 'OC De Kouter', latitude: 51.155 }),
    });
    const name = await screen.findByRole('textbox', { name: /^Naam/ });
    expect(screen.getByRole('region', { name: 'Kaart' })).toBeInTheDocument();
    // The API deletes no locations.
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'OC De Kouter');
    await user.clear(screen.getByLabelText('Breedtegraad'));
    await user.type(screen.getByLabelText('Breedtegraad'), '51.155');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('PUT /Locations/id?id=2')).toHaveLength(1));
    expect(sent('PUT /Locations/id?id=2')[0]?.json).toEqual({
      name: 'OC De Kouter',
      info: 'Zaal op het gelijkvloers.',
      latitude: 51.155,
      longitude: 3.2312,
    });
    expect(await screen.findByText('Locatie opgeslagen')).toBeInTheDocument();
  });

  it('adds a location with POST /Locations, coordinates left empty', async () => {
    const user = userEvent.setup();
    const created = { id: 9, name: 'Zaal Ter Linde', info: '', latitude: null, longitude: null };
    const { sent } = await open('/locations/create', { 'POST /Locations': json(created, 201) });
    await user.type(await screen.findByRole('textbox', { name: /^Naam/ }), 'Zaal Ter Linde');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('POST /Locations')).toHaveLength(1));
    expect(sent('POST /Locations')[0]?.json).toEqual({
      name: 'Zaal Ter Linde',
      info: '',
      latitude: null,
      longitude: null,
    });
    expect(await screen.findByText('Locatie aangemaakt')).toBeInTheDocument();
  });
});
