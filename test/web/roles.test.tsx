/**
 * The screens follow the role (issue J): someone who may only read an area sees its records read-only,
 * without the actions that change them; an address the role does not open says so in words.
 */
import { screen, within } from '@testing-library/react';
import { LOCATIONS } from './activityFixtures';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';
import { fakeAuthProvider, staffPermissions } from './renderWithAdmin';

const open = async (path: string, role: Parameters<typeof staffPermissions>[0], routes: Routes = {}) => {
  const api = fakeApi({ 'GET /Locations': json(LOCATIONS), 'GET /Notifications/total': json(0), ...routes });
  await renderApp(path, {
    dataProvider: api.dataProvider,
    authProvider: fakeAuthProvider(staffPermissions(role)),
  });
  return api;
};

describe('screens by role', { timeout: 20_000 }, () => {
  it('a lezer sees a location read-only: the fields disabled, no Save, no way to add one', async () => {
    await open('/locations/2', 'lezer');
    expect(await screen.findByText(/U kunt dit alleen bekijken/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Naam/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
  });

  it('a redactie, who may change activities, edits the same location', async () => {
    await open('/locations/2', 'redactie');
    expect(await screen.findByRole('textbox', { name: /^Naam/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
    expect(screen.queryByText(/U kunt dit alleen bekijken/)).not.toBeInTheDocument();
  });

  it('a lezer lists the locations without "Aanmaken"', async () => {
    await open('/locations', 'lezer');
    await screen.findByText('Parochiezaal Sint-Jozef');
    expect(screen.queryByRole('link', { name: 'Aanmaken' })).not.toBeInTheDocument();
  });

  it('an address the role does not open shows "Geen toegang" with the way to the dashboard', async () => {
    await open('/locations/create', 'penningmeester');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Naar het dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
