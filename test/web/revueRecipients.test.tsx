import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, type Routes } from './fakeApi';
import { renderApp } from './renderApp';
import { COUNTRIES, RECIPIENTS } from './revueFixtures';

const open = async (path: string, routes: Routes = {}) => {
  const api = fakeApi({
    'GET /Revue/recipients': json(RECIPIENTS),
    'GET /Revue/recipients/4': json(RECIPIENTS[0]),
    'GET /Countries': json(COUNTRIES),
    'GET /Notifications/total': json(0),
    ...routes,
  });
  await renderApp(path, { dataProvider: api.dataProvider });
  return api;
};

describe('extra recipients of the revue', { timeout: 20_000 }, () => {
  it('lists them by name with address, country and copies, and searches them', async () => {
    const user = userEvent.setup();
    await open('/revueRecipients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Extra ontvangers' })).toBeInTheDocument();
    await screen.findByText('Dierenvoeders Vandewalle bv');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Naam',
      'Adres',
      'Land',
      'Exemplaren',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Dierenvoeders Vandewalle bv', 'Industrielaan 42, 8000 Brugge', 'België', '3'],
      ['Vogelvrienden Zeeuws-Vlaanderen', 'Markt 7, 4501 CK Oostburg', 'Nederland', '1'],
    ]);
    expect(screen.getByRole('link', { name: 'Naar Revue verzenden' })).toHaveAttribute(
      'href',
      '/adverts/revue',
    );
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'nederland');
    await waitFor(() => expect(screen.queryByText('Dierenvoeders Vandewalle bv')).not.toBeInTheDocument());
  });

  it('adds a recipient in België, checks the postcode first, and shows the server refusal on its input', async () => {
    const user = userEvent.setup();
    const created = { ...RECIPIENTS[0], id: 9, name: 'KBOF' };
    const { sent } = await open('/revueRecipients/create', {
      'POST /Revue/recipients': (init) =>
        JSON.parse(String(init?.body)).city === 'Gent'
          ? json(created, 201)
          : json(
              { statusCode: 400, isSuccess: false, error: 'x', field: 'zipcode', reason: 'invalidZipcode' },
              400,
            ),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Naam/ }), ' KBOF ');
    await user.type(screen.getByRole('textbox', { name: /^Straat/ }), 'Vogelzangstraat');
    await user.type(screen.getByRole('textbox', { name: /^Nummer/ }), '18');
    await user.type(screen.getByRole('textbox', { name: /^Postcode/ }), '900');
    await user.type(screen.getByRole('textbox', { name: /^Gemeente/ }), 'Gent');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/Geen postcode van dit land/)).toBeInTheDocument();
    expect(sent('POST /Revue/recipients')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^Postcode/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('POST /Revue/recipients')).toHaveLength(1));
    expect(sent('POST /Revue/recipients')[0]?.json).toEqual({
      name: 'KBOF',
      street: 'Vogelzangstraat',
      number: '18',
      box: '',
      zipcode: '9000',
      city: 'Gent',
      countryId: 1,
      copies: 1,
    });
    expect(await screen.findByText('Ontvanger toegevoegd')).toBeInTheDocument();
  });

  it('edits the copies', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/revueRecipients/4', {
      'PUT /Revue/recipients/4': json({ ...RECIPIENTS[0], copies: 5 }),
      'DELETE /Revue/recipients/4': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    const copies = await screen.findByRole('spinbutton', { name: /^Exemplaren/ });
    await user.clear(copies);
    await user.type(copies, '5');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent('PUT /Revue/recipients/4')).toHaveLength(1));
    expect(sent('PUT /Revue/recipients/4')[0]?.json).toMatchObject({
      copies: 5,
      countryId: 1,
      zipcode: '8000',
    });

    expect(await screen.findByText('Ontvanger opgeslagen')).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the recipient', async () => {
    const user = userEvent.setup();
    const { sent } = await open('/revueRecipients/4', {
      'DELETE /Revue/recipients/4': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    await screen.findByRole('spinbutton', { name: /^Exemplaren/ });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deze ontvanger verwijderen?');
    expect(dialog).toHaveTextContent('Dierenvoeders Vandewalle bv krijgt de revue dan niet meer.');
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(sent('DELETE /Revue/recipients/4')).toHaveLength(1));
    expect(await screen.findByText('Ontvanger verwijderd')).toBeInTheDocument();
  });
});
