import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MergeResult } from '../../server/src/schemas/memberMerge';
import type { MemberDetail } from '../../server/src/schemas/members';
import type { MemberRecord } from '../../src/providers/memberTypes';
import { differingFields } from '../../src/resources/members/mergeModel';
import { fakeApi, json, type Routes } from './fakeApi';
import { janMaes } from './memberFixtures';
import { renderApp } from './renderApp';

/** Jan Maes typed a second time (id 13): another e-mail and tribe number, no address. */
const janTwice = (): MemberRecord => ({
  ...janMaes(),
  id: 13,
  name: 'Jan Maes',
  tribeNumber: 'JM13',
  address: null,
  contact: { ...janMaes().contact, email: 'jan@skynet.be' },
});

const wire = (record: MemberRecord) => {
  const { name: _name, ...detail } = record;
  return json(detail satisfies MemberDetail);
};

const preview = (persisted: boolean): MergeResult => {
  const { id: _id, name: _name, lastLogin: _lastLogin, address: _address, ...values } = janMaes();
  return {
    statusCode: 200,
    isSuccess: true,
    error: null,
    persisted,
    id: persisted ? 4 : null,
    keepId: 12,
    mergeId: 13,
    kept: { ...values, address: null },
    changed: [],
    moves: {
      adverts: 1,
      orders: 2,
      vendor: 0,
      boardSeats: 0,
      dues: 1,
      duesDetached: 0,
      notifications: 0,
      tribeNumbers: 1,
    },
  };
};

const openMerge = async (routes: Routes = {}) => {
  const api = fakeApi({
    'GET /Members/12': wire(janMaes()),
    'GET /Members/13': wire(janTwice()),
    'GET /Members/kinds': json([]),
    'GET /Members/merges': json([]),
    'GET /Notifications/total': json(0),
    'PUT /Members/merge?persist=false': json(preview(false)),
    'PUT /Members/merge?persist=true': json(preview(true)),
    'GET /Countries': json([]),
    'GET /Members/12/tribeNumbers': json([]),
    ...routes,
  });
  await renderApp('/members/merge?keep=12&merge=13', { dataProvider: api.dataProvider });
  await screen.findByRole('heading', { name: 'Twee leden samenvoegen' });
  return api;
};

describe('merge screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers a choice for each differing field, previews what moves and merges on confirmation', async () => {
    const user = userEvent.setup();
    const { sent } = await openMerge();
    const email = await screen.findByRole('radiogroup', { name: 'E-mail' });
    expect(screen.getByRole('radiogroup', { name: 'Stamnummer' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Voornaam' })).not.toBeInTheDocument();
    expect(await screen.findByText('één zoekertje')).toBeInTheDocument();
    expect(screen.getByText('2 ringbestellingen')).toBeInTheDocument();

    await user.click(within(email).getByRole('radio', { name: 'jan@skynet.be' }));
    await waitFor(() =>
      expect(
        sent('PUT /Members/merge?persist=false').some((call) => call.json.fields.email === 'merge'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Samenvoegen…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deze leden samenvoegen?' });
    expect(confirm).toHaveTextContent('één zoekertje; 2 ringbestellingen');
    await user.click(within(confirm).getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Jan Maes is samengevoegd met Jan Maes.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/members/12'));
    const [merge] = sent('PUT /Members/merge?persist=true');
    expect(merge.json).toEqual({ keepId: 12, mergeId: 13, fields: { email: 'merge' } });
  });

  it('says why a merge is refused and offers no merge', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openMerge({
      'PUT /Members/merge?persist=false': json(
        {
          statusCode: 409,
          isSuccess: false,
          error: 'Both vendors.',
          field: 'mergeId',
          reason: 'bothVendors',
        },
        409,
      ),
    });
    expect(
      await screen.findByText('Beide leden hebben een verkopersfiche. Verwijder er eerst een.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Samenvoegen…' })).toBeDisabled();
  });

  it('leads the old address of a merged member to the member they were merged into', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /Members/13': json(
        {
          statusCode: 404,
          isSuccess: false,
          error: 'Merged.',
          field: 'id',
          reason: 'merged',
          mergedInto: 12,
        },
        404,
      ),
      'GET /Members/12': wire(janMaes()),
      'GET /Countries': json([]),
      'GET /Members/kinds': json([]),
      'GET /Members/12/tribeNumbers': json([]),
      'GET /Notifications/total': json(0),
    });
    await renderApp('/members/13', { dataProvider: api.dataProvider });
    await waitFor(() => expect(window.location.pathname).toBe('/members/12'));
    expect(
      await screen.findByText('Dit lid is samengevoegd met een ander lid; hier is het lid dat bleef.'),
    ).toBeInTheDocument();
  });

  it('lists earlier merges and undoes one after its preview', async () => {
    const user = userEvent.setup();
    const run = {
      id: 4,
      at: '2026-11-20T10:00:00.000Z',
      actor: { sub: 'x', email: 'secretaris@club.be' },
      keepId: 12,
      mergeId: 13,
      keptName: 'Jan Maes',
      mergedName: 'Jan Mees',
      moves: preview(true).moves,
      undoneAt: null,
    };
    const undoAnswer = (persisted: boolean) => ({
      statusCode: 200,
      isSuccess: true,
      error: null,
      persisted,
      keepId: 12,
      mergeId: 13,
      mergedName: 'Jan Mees',
      restored: ['email'],
      moves: run.moves,
    });
    const { sent } = await openMerge({
      'GET /Members/merges': json([run]),
      'POST /Members/merges/4/undo?persist=false': json(undoAnswer(false)),
      'POST /Members/merges/4/undo?persist=true': json(undoAnswer(true)),
    });
    const item = (await screen.findByText(/Jan Mees → Jan Maes/)).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Ongedaan maken…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Samenvoegen van Jan Mees met Jan Maes ongedaan maken',
    });
    expect(await within(dialog).findByText('één zoekertje')).toBeInTheDocument();
    expect(sent('POST /Members/merges/4/undo?persist=true')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ongedaan maken' }));
    expect(
      await screen.findByText('Het samenvoegen is ongedaan gemaakt; Jan Mees is terug.'),
    ).toBeInTheDocument();
    expect(sent('POST /Members/merges/4/undo?persist=true')).toHaveLength(1);
  });

  it('asks a choice only for the fields whose values differ', () => {
    expect(differingFields(janMaes(), janTwice())).toEqual(['tribeNumber', 'address', 'email']);
    expect(differingFields(janMaes(), janMaes())).toEqual([]);
  });
});
