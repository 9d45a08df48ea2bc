/**
 * Bulk edit on the lists (issue L item 2): the dialog of "Wijzigen" sets one field on the ticked
 * members (the revue, the kind, active) or the publish period of the ticked adverts, names the count
 * in its question, and sends `PUT /Members/bulk` / `PUT /Adverts/bulk` only once react-admin's undo
 * notification has gone — nothing when undone; not offered to whoever may only read.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advertRows, fakeToday, PERIODS } from './advertFixtures';
import { fakeApi, json } from './fakeApi';
import { janMaesListItem } from './memberFixtures';
import { renderApp } from './renderApp';
import { fakeAuthProvider, staffPermissions } from './renderWithAdmin';

const members = [
  janMaesListItem(),
  {
    id: 13,
    tribenumber: 'QW12',
    name: 'Lien Claeys',
    email: '',
    isBlocked: false,
    isActive: true,
    lastLogin: null,
  },
];
const kinds = [
  { id: 1, name: 'Gewoon lid', isDefault: true },
  { id: 2, name: 'Gezinslid', isDefault: false },
];

const openMembers = async (role: 'secretaris' | 'redactie' = 'secretaris') => {
  const api = fakeApi({
    'POST /Members/list': json({ members, total: 2 }),
    'GET /Members/kinds': json(kinds),
    'GET /Notifications/total': json(0),
    'PUT /Members/bulk': json({ ids: [12, 13] }),
  });
  await renderApp('/members', {
    dataProvider: api.dataProvider,
    authProvider: fakeAuthProvider(staffPermissions(role)),
  });
  await screen.findByText('Lien Claeys');
  return api;
};

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('bulk edit', { timeout: 30_000 }, () => {
  it('sets the revue switch on the ticked members after a question naming the count, sent when the undo has gone', async () => {
    const user = userEvent.setup();
    const { sent } = await openMembers();
    await user.click(within(row('Jan Maes')).getByRole('checkbox'));
    await user.click(within(row('Lien Claeys')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selectie wijzigen' });
    const confirm = within(dialog).getByRole('button', { name: 'Wijzigen' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Revue' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Nee' }));
    expect(within(dialog).getByText('2 leden wijzigen: Revue → Nee?')).toBeInTheDocument();
    await user.click(confirm);
    expect(await screen.findByText('2 leden gewijzigd')).toBeInTheDocument();
    // Once the dialog has closed (until then it hides the rest of the page from assistive technology).
    expect(await screen.findByRole('button', { name: 'Ongedaan maken' })).toBeInTheDocument();
    await waitFor(() => expect(sent('PUT /Members/bulk')).toHaveLength(1), { timeout: 10_000 });
    expect(sent('PUT /Members/bulk')[0].json).toEqual({ ids: [12, 13], changes: { receivesRevue: false } });
  });

  it('sets the kind (the default one as null) and sends nothing when undone', async () => {
    const user = userEvent.setup();
    const { sent } = await openMembers();
    await user.click(within(row('Lien Claeys')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Wijzigen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Soort lid' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Soort lid' }));
    await user.click(await screen.findByRole('option', { name: 'Gezinslid' }));
    expect(within(dialog).getByText('1 lid wijzigen: Soort lid → Gezinslid?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Wijzigen' }));
    await user.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(() => expect(screen.queryByText('Lid gewijzigd')).not.toBeInTheDocument());
    expect(sent('PUT /Members/bulk')).toHaveLength(0);
  });

  it('makes members inactive in English, and cancels without a call', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /Members/list': json({ members, total: 2 }),
      'GET /Members/kinds': json(kinds),
      'GET /Notifications/total': json(0),
    });
    await renderApp('/members', { dataProvider: api.dataProvider, lang: 'en' });
    await screen.findByText('Lien Claeys');
    await user.click(within(row('Jan Maes')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the selection' });
    await user.click(within(dialog).getByRole('radio', { name: 'Active' }));
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    expect(within(dialog).getByText('Change 1 member: Active → No?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('PUT /Members/bulk')).toHaveLength(0);
  });

  it('offers no ticking nor bulk edit on the members to a redactie', async () => {
    await openMembers('redactie');
    expect(within(row('Jan Maes')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wijzigen' })).not.toBeInTheDocument();
  });

  describe('adverts', () => {
    fakeToday();

    it('gives the ticked adverts one publish period', async () => {
      const user = userEvent.setup();
      const api = fakeApi({
        'GET /Adverts/publishperiods': json(PERIODS),
        'POST /Adverts/list': json({ adverts: advertRows(), total: 2 }),
        'GET /Notifications/total': json(0),
        'PUT /Adverts/bulk': json({ ids: [7, 8] }),
      });
      await renderApp('/adverts', { dataProvider: api.dataProvider });
      await screen.findByText('Lien Claeys');
      await user.click(within(row('Jan Maes')).getByRole('checkbox'));
      await user.click(within(row('Lien Claeys')).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Wijzigen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Selectie wijzigen' });
      const typeDay = async (label: string, digits: string) => {
        const group = within(dialog).getByRole('group', { name: label });
        await user.click(within(group).getAllByRole('spinbutton')[0]);
        await user.keyboard(digits);
      };
      await typeDay('Zichtbaar vanaf', '01032027');
      await typeDay('Zichtbaar tot en met', '30062027');
      expect(
        within(dialog).getByText(
          '2 zoekertjes wijzigen: Zichtbaar vanaf → 01/03/2027, Zichtbaar tot en met → 30/06/2027?',
        ),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Wijzigen' }));
      expect(await screen.findByText('Periode van 2 zoekertjes gewijzigd')).toBeInTheDocument();
      await waitFor(() => expect(api.sent('PUT /Adverts/bulk')).toHaveLength(1), { timeout: 10_000 });
      expect(api.sent('PUT /Adverts/bulk')[0].json).toEqual({
        ids: [7, 8],
        changes: { visibleFrom: '2027-03-01', visibleTo: '2027-06-30' },
      });
    });
  });
});
