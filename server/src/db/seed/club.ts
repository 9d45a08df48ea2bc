/** The demo board (the first members, see FIXED_NAMES) and the club's useful links. */
import type { Transaction } from '../client';
import { addresses, boardMembers, links } from '../schema';
import { insertAll } from './insert';
import type { Person } from './members';

/** Board functions in display order; the n-th function goes to the n-th member. */
const BOARD_FUNCTIONS = [
  'voorzitter',
  'ondervoorzitter',
  'secretaris',
  'penningmeester',
  'bestuurslid',
  'bestuurslid',
  'bestuurslid',
] as const;

/** Board members with a club address of their own (the secretariat and the treasury), by function index. */
const BOARD_ADDRESSES: readonly (readonly [number, Omit<typeof addresses.$inferInsert, 'countryId'>])[] = [
  [2, { street: 'Kerkplein', number: '3', box: '2', zipcode: '8800', city: 'Roeselare' }],
  [3, { street: 'Stationsstraat', number: '118', box: '', zipcode: '8870', city: 'Izegem' }],
];

/** Useful links in display order. */
const LINKS: readonly { title: string; url: string; sortOrder: number }[] = [
  { title: 'Belgische Ornithologische Unie', url: 'https://www.bou.be' },
  { title: 'Kweekvereniging Grasparkieten (demo)', url: 'https://grasparkieten.example/' },
  { title: 'Wikipedia: Grasparkiet', url: 'https://nl.wikipedia.org/wiki/Grasparkiet' },
  { title: 'FAVV: vogelgriep en dierengezondheid', url: 'https://www.favv-afsca.be' },
  { title: 'Website van de club (demo)', url: 'https://parkietenclub.example/' },
].map((link, index) => ({ ...link, sortOrder: index + 1 }));

/** The board: the first members (FIXED_NAMES) in BOARD_FUNCTIONS order, two with an address of their own. */
export async function seedBoard(
  tx: Transaction,
  people: readonly Person[],
  belgium: number | undefined,
): Promise<void> {
  const ownAddressIds = await insertAll(
    tx,
    addresses,
    BOARD_ADDRESSES.map(([, address]) => ({ ...address, countryId: belgium })),
  );
  const ownAddress = new Map(BOARD_ADDRESSES.map(([functionIndex], i) => [functionIndex, ownAddressIds[i]]));
  await insertAll(
    tx,
    boardMembers,
    BOARD_FUNCTIONS.map((fn, i) => ({
      memberId: people[i]?.id as number,
      function: fn,
      sortOrder: i + 1,
      addressId: ownAddress.get(i) ?? null,
    })),
  );
  await insertAll(tx, links, LINKS);
}
