/**
 * Likely doubles in the SPA (issue L): what the member form asks the server (doublesModel.ts), the
 * import preview's marks with a link to the member, and the "Mogelijke dubbels" screen — pairs side by
 * side with what they share, "Samenvoegen" to the merge screen (older member kept) only for whoever may
 * change members.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, testDataProvider } from 'react-admin';
import type { DoublePair } from '../../server/src/schemas/memberDoubles';
import type { DoublePairsPage } from '../../src/providers/members';
import { DoublesWarning } from '../../src/resources/members/DoublesWarning';
import { doublesRequestOf, mergePath } from '../../src/resources/members/doublesModel';
import { ImportPreview } from '../../src/resources/members/ImportPreview';
import { MemberDoubles } from '../../src/resources/members/MemberDoubles';
import { dryRun } from './memberFixtures';
import { fakeAuthProvider, renderWithAdmin, staffPermissions } from './renderWithAdmin';

const member = (id: number, name: string, tribeNumber: string, address: string) => ({
  id,
  name,
  tribeNumber,
  isActive: true,
  address,
  email: '',
  phone: '',
  createdOn: '2026-11-20T08:12:00.000Z',
});

const PAIR: DoublePair = {
  keep: member(7, 'Jan Peeters', '123', 'Kerkstraat 5, 8000 Brugge'),
  merge: member(93, 'Peeters Jan', 'JP2', 'Kerkstr. 5, 8000 Brugge'),
  reasons: ['address'],
  likeness: 1,
};

describe('the doubles a member form asks about', () => {
  it('asks with the trimmed names, address and contact once there is a name and something to compare', () => {
    expect(doublesRequestOf({ firstName: 'Jan', lastName: '' })).toBeUndefined();
    expect(
      doublesRequestOf({
        firstName: 'Jan',
        lastName: 'Peeters',
        address: { street: '', number: '', box: '', zipcode: '', city: '', countryId: 1 },
        contact: { email: '', phoneNumber: '', mobilePhoneNumber: '', fax: '', website: '' },
      }),
    ).toBeUndefined();
    expect(
      doublesRequestOf(
        {
          firstName: ' Peeters ',
          lastName: 'Jan',
          address: { street: 'Kerkstr.', number: '5', box: null, zipcode: '8000', city: '', countryId: 1 },
        },
        12,
      ),
    ).toEqual({
      firstName: 'Peeters',
      lastName: 'Jan',
      address: { street: 'Kerkstr.', number: '5', box: '', zipcode: '8000' },
      contact: { email: '', phoneNumber: '', mobilePhoneNumber: '' },
      excludeId: 12,
    });
  });

  it('links a pair to the merge screen with the older member kept', () => {
    expect(mergePath(93, 7)).toBe('/members/merge?keep=7&merge=93');
  });
});

describe('the warning on the member form', () => {
  const typed = {
    firstName: 'Jan',
    lastName: 'Peeters',
    address: { street: 'Kerkstr.', number: '5', box: '', zipcode: '8000' },
    contact: { email: '', phoneNumber: '', mobilePhoneNumber: '' },
  };
  const double = { id: 7, name: 'Jan Peeters', tribeNumber: '123', isActive: true, reasons: ['address'] };

  it('names the stored member with a link while a new member is typed, and offers no merge yet', async () => {
    const findDoubles = vi.fn(async () => [double]);
    await renderWithAdmin(
      <Form record={typed}>
        <DoublesWarning />
      </Form>,
      {
        dataProvider: testDataProvider({ findDoubles } as never),
        authProvider: fakeAuthProvider(staffPermissions('secretaris')),
      },
    );
    expect(await screen.findByText('Mogelijk dubbel', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bekijken' })).toHaveAttribute('href', '/members/7');
    expect(screen.queryByRole('link', { name: 'samenvoegen' })).not.toBeInTheDocument();
    expect(findDoubles).toHaveBeenCalledWith(expect.not.objectContaining({ excludeId: expect.anything() }));
  });

  it('on the edit form leaves the member out and links the pair to the merge screen', async () => {
    const findDoubles = vi.fn(async () => [double]);
    await renderWithAdmin(
      <Form record={typed}>
        <DoublesWarning excludeId={93} />
      </Form>,
      {
        dataProvider: testDataProvider({ findDoubles } as never),
        authProvider: fakeAuthProvider(staffPermissions('secretaris')),
      },
    );
    expect(await screen.findByRole('link', { name: 'samenvoegen' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/members/merge?keep=7&merge=93',
    );
    expect(findDoubles).toHaveBeenCalledWith(expect.objectContaining({ excludeId: 93 }));
  });

  it('offers no merge to whoever only reads members', async () => {
    await renderWithAdmin(
      <Form record={typed}>
        <DoublesWarning excludeId={93} />
      </Form>,
      {
        dataProvider: testDataProvider({ findDoubles: async () => [double] } as never),
        authProvider: fakeAuthProvider(staffPermissions('redactie')),
        lang: 'en',
      },
    );
    expect(await screen.findByRole('link', { name: 'view' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'merge' })).not.toBeInTheDocument();
  });
});

describe('the import preview', () => {
  it("names a new row's likely doubles: a member as a link, another row by its number", async () => {
    const result = dryRun({
      new: [
        {
          row: 2,
          tribeNumber: 'QW12',
          name: 'Jan Peeters',
          doubles: [
            { id: 7, name: 'Jan Peeters', tribeNumber: '123', reasons: ['address'] },
            { row: 5, name: 'Peeters Jan', tribeNumber: 'QW15', reasons: ['address'] },
          ],
        },
      ],
    });
    await renderWithAdmin(<ImportPreview result={result} onConfirm={vi.fn()} isImporting={false} />, {
      dataProvider: testDataProvider(),
    });
    const table = screen.getByRole('table', { name: 'Nieuw lid (1)' });
    expect(within(table).getByRole('columnheader', { name: 'Mogelijk dubbel' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Jan Peeters (stam 123)' })).toHaveAttribute(
      'href',
      '/members/7',
    );
    expect(within(table).getByText('rij 5: Peeters Jan (stam QW15)')).toBeInTheDocument();
  });
});

describe('the Mogelijke dubbels screen', () => {
  const pagesOf = (pairs: DoublePair[]): DoublePairsPage => ({
    page: 1,
    total: pairs.length,
    totalPages: 1,
    pairs,
  });

  it('shows each pair side by side with what they share, and Samenvoegen for a secretaris', async () => {
    const listDoublePairs = vi.fn(async () => pagesOf([PAIR]));
    await renderWithAdmin(<MemberDoubles />, {
      dataProvider: testDataProvider({ listDoublePairs } as never),
      authProvider: fakeAuthProvider(staffPermissions('secretaris')),
    });
    expect(await screen.findByText('1 mogelijk dubbel paar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jan Peeters' })).toHaveAttribute('href', '/members/7');
    expect(screen.getByRole('link', { name: 'Peeters Jan' })).toHaveAttribute('href', '/members/93');
    expect(screen.getByText('Kerkstr. 5, 8000 Brugge')).toBeInTheDocument();
    expect(screen.getByText('Zelfde adres')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Peeters Jan samenvoegen met Jan Peeters' }),
    ).toHaveAttribute('href', '/members/merge?keep=7&merge=93');
    expect(listDoublePairs).toHaveBeenCalledWith({ page: 1, pageSize: 20, order: 'newest' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Volgorde' }));
    await userEvent.click(screen.getByRole('option', { name: 'Meest gelijkend eerst' }));
    expect(listDoublePairs).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, order: 'strongest' });
  });

  it('offers no Samenvoegen to whoever only reads members, and speaks English', async () => {
    await renderWithAdmin(<MemberDoubles />, {
      dataProvider: testDataProvider({ listDoublePairs: async () => pagesOf([PAIR]) } as never),
      authProvider: fakeAuthProvider(staffPermissions('redactie')),
      lang: 'en',
    });
    expect(await screen.findByText('1 possible duplicate pair')).toBeInTheDocument();
    expect(screen.getByText('Same address')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /merge/i })).not.toBeInTheDocument();
  });
});
