import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATIONS } from './activityFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';

const open = async (path: string, routes: Routes = {}, lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({ 'GET /Locations': json(LOCATIONS), 'GET /Notifications/total': json(0), ...routes });
  await renderApp(path, { dataProvider: api.dataProvider, lang });
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
    await user.type(screen.getByLabelText('Breedtegraad'), '51,155');
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

  it('shows the coordinates with a decimal comma in nl and reads a typed "51,2" as 51.2', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/locations/2', { 'PUT /Locations/id?id=2': json(LOCATIONS[0]) });
    const latitude = await screen.findByRole('textbox', { name: 'Breedtegraad' });
    expect(latitude).toHaveValue('51,1541');
    expect(screen.getByRole('textbox', { name: 'Lengtegraad' })).toHaveValue('3,2312');
    await user.clear(latitude);
    await user.type(latitude, '51,2');
    await user.tab();
    expect(latitude).toHaveValue('51,2');
    expect(screen.queryByText('Mag hoogstens 90 zijn')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('PUT /Locations/id?id=2')).toHaveLength(1));
    expect(sent('PUT /Locations/id?id=2')[0]?.json).toMatchObject({ latitude: 51.2, longitude: 3.2312 });
  });

  it('refuses coordinates that are no number, and keeps a pasted dot in nl', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/locations/2');
    const latitude = await screen.findByRole('textbox', { name: 'Breedtegraad' });
    await user.clear(latitude);
    await user.type(latitude, '51,2,3');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Moet een getal zijn')).toBeInTheDocument();
    expect(sent('PUT /Locations/id?id=2')).toHaveLength(0);
    await user.clear(latitude);
    await user.type(latitude, '50.8236');
    await user.tab();
    expect(latitude).toHaveValue('50,8236');
    expect(screen.queryByText('Moet een getal zijn')).not.toBeInTheDocument();
  });

  it('shows and reads the coordinates with a decimal dot in en', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/locations/2', { 'PUT /Locations/id?id=2': json(LOCATIONS[0]) }, 'en');
    const longitude = await screen.findByRole('textbox', { name: 'Longitude' });
    expect(longitude).toHaveValue('3.2312');
    await user.clear(longitude);
    await user.type(longitude, '4.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT /Locations/id?id=2')).toHaveLength(1));
    expect(sent('PUT /Locations/id?id=2')[0]?.json).toMatchObject({ latitude: 51.1541, longitude: 4.25 });
  });
});
