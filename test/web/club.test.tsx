import { screen, within } from '@testing-library/react';
import type { BoardMember } from '../../server/src/schemas/boardMembers';
import type { Link } from '../../server/src/schemas/links';
import { ClubPanel } from '../../src/dashboard/ClubPanel';
import { fakeApi, json } from './fakeApi';
import { renderWithAdmin } from './renderWithAdmin';

const board: BoardMember[] = [
  {
    id: 1,
    memberId: 12,
    name: 'Jan Maes',
    function: 'voorzitter',
    email: 'jan.maes@telenet.be',
    phoneNumber: '050 12 34 56',
    mobilePhoneNumber: '0476 12 34 56',
  },
  {
    id: 2,
    memberId: 13,
    name: 'An Peeters',
    function: 'penningmeester',
    email: '',
    phoneNumber: '',
    mobilePhoneNumber: '0477 98 76 54',
  },
];
const links: Link[] = [
  { id: 1, title: 'Belgische Ornithologische Unie', url: 'https://www.bou.be' },
  { id: 2, title: 'Wikipedia: Grasparkiet', url: 'https://nl.wikipedia.org/wiki/Grasparkiet' },
];

const renderPanel = async (lang: 'nl' | 'en', answers = { board, links }) => {
  const api = fakeApi({
    'GET /BoardMembers?includeAddress=false': json(answers.board),
    'GET /Links': json(answers.links),
  });
  await renderWithAdmin(<ClubPanel />, { dataProvider: api.dataProvider, lang });
  return api;
};

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the Club panel of the dashboard', () => {
  it('shows the board in order with translated functions and contact links', async () => {
    await renderPanel('nl');
    expect(screen.getByRole('heading', { name: 'Club' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bestuur' });
    expect(rowTexts(table).map((row) => row.slice(0, 3))).toEqual([
      ['Functie', 'Naam', 'E-mail'],
      ['Voorzitter', 'Jan Maes', 'jan.maes@telenet.be'],
      ['Penningmeester', 'An Peeters', ''],
    ]);
    const [, jan, an] = within(table).getAllByRole('row');
    const phones = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('link', { name: /^0/ })
        .map((link) => [link.previousElementSibling?.textContent, link.textContent]);
    expect(phones(jan)).toEqual([
      ['Telefoon', '050 12 34 56'],
      ['Gsm', '0476 12 34 56'],
    ]);
    expect(phones(an)).toEqual([['Gsm', '0477 98 76 54']]);
    expect(within(table).getByRole('link', { name: 'jan.maes@telenet.be' })).toHaveAttribute(
      'href',
      'mailto:jan.maes@telenet.be',
    );
    expect(within(table).getByRole('link', { name: '0477 98 76 54' })).toHaveAttribute(
      'href',
      'tel:0477987654',
    );
  });

  it('opens the useful links in a new tab without access to this page', async () => {
    await renderPanel('nl');
    const link = await screen.findByRole('link', {
      name: 'Belgische Ornithologische Unie (opent in een nieuw tabblad)',
    });
    expect(link).toHaveAttribute('href', 'https://www.bou.be');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(screen.getByRole('heading', { name: 'Nuttige links' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await renderPanel('en');
    const table = await screen.findByRole('table', { name: 'Board' });
    expect(rowTexts(table).map((row) => row[0])).toEqual(['Function', 'Chair', 'Treasurer']);
    expect(
      await screen.findByRole('link', { name: 'Wikipedia: Grasparkiet (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('says so when there is no board or no link yet', async () => {
    await renderPanel('nl', { board: [], links: [] });
    expect(await screen.findByText('Er zijn nog geen bestuursleden.')).toBeInTheDocument();
    expect(await screen.findByText('Er zijn nog geen links.')).toBeInTheDocument();
  });
});
