/**
 * The club's reference data (issue F, docs/api/orders.md): GET /Rings, GET /BoardMembers?includeAddress
 * (required) and GET /BoardMembers/{id}, GET /Links — with the orders and shapes the SPA relies on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, boardMembers, countries, links, members, rings } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';

const RINGS = [
  { year: 2026, sizeTenthMm: 45, priceCents: 45 },
  { year: 2025, sizeTenthMm: 40, priceCents: 35 },
  { year: 2026, sizeTenthMm: 40, priceCents: 40 },
];
const LINKS = [
  { title: 'Website van de club', url: 'https://parkietenclub.example/', sortOrder: 2 },
  { title: 'Belgische Ornithologische Unie', url: 'https://www.bou.be', sortOrder: 1 },
];

describe.each(backends)('rings, board members and links on %s', (backend) => {
  let ctx: TestContext;
  let belgium: { id: number; name: string; twoLetterCode: string };
  const board = { chair: 0, secretary: 0, member: 0 };
  const memberIds = { jan: 0, an: 0, els: 0 };
  const get = (url: string) => ctx.api({ method: 'GET', url: `/api/backoffice${url}` });

  const homeAddress = { street: 'Kerkstraat', number: '12', box: '', zipcode: '8000', city: 'Brugge' };
  const clubAddress = { street: 'Kerkplein', number: '3', box: '2', zipcode: '8800', city: 'Roeselare' };

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const { db } = ctx.database;
    [belgium] = await db.insert(countries).values({ name: 'België', twoLetterCode: 'BE' }).returning();
    const [home, club] = await db
      .insert(addresses)
      .values([
        { ...homeAddress, countryId: belgium.id },
        { ...clubAddress, countryId: belgium.id },
      ])
      .returning();
    const [jan, an, els] = await db
      .insert(members)
      .values([
        {
          firstName: 'Jan',
          lastName: 'Maes',
          tribeNumber: 'KX27',
          addressId: home.id,
          email: 'jan.maes@telenet.be',
          phoneNumber: '050 12 34 56',
          mobilePhoneNumber: '0476 12 34 56',
        },
        { firstName: 'An', lastName: 'Peeters', tribeNumber: 'AP01', addressId: home.id },
        { firstName: 'Els', lastName: 'Desmet', tribeNumber: 'BR04' },
      ])
      .returning();
    Object.assign(memberIds, { jan: jan.id, an: an.id, els: els.id });
    const [member, secretary, chair] = await db
      .insert(boardMembers)
      .values([
        { memberId: els.id, function: 'bestuurslid', sortOrder: 3 },
        { memberId: an.id, function: 'secretaris', sortOrder: 2, addressId: club.id },
        { memberId: jan.id, function: 'voorzitter', sortOrder: 1 },
      ])
      .returning();
    Object.assign(board, { chair: chair.id, secretary: secretary.id, member: member.id });
    await db.insert(rings).values(RINGS);
    await db.insert(links).values(LINKS);
  });
  afterAll(() => ctx.close());

  const withAddress = (address: typeof homeAddress) => ({
    id: expect.any(Number),
    ...address,
    country: { id: belgium.id, name: 'België', twoLetterCode: 'BE' },
  });
  const chair = () => ({
    id: board.chair,
    memberId: memberIds.jan,
    name: 'Jan Maes',
    function: 'voorzitter',
    email: 'jan.maes@telenet.be',
    phoneNumber: '050 12 34 56',
    mobilePhoneNumber: '0476 12 34 56',
  });

  it('lists the ring catalogue by year (newest first) and size, sizes in millimetres', async () => {
    const response = await get('/Rings');
    expect(response.statusCode).toBe(200);
    const expected = [...RINGS]
      .sort((a, b) => b.year - a.year || a.sizeTenthMm - b.sizeTenthMm)
      .map(({ sizeTenthMm, ...ring }) => ({ id: expect.any(Number), ...ring, sizeMm: sizeTenthMm / 10 }));
    expect(response.json()).toEqual(expected);
  });

  it('lists the board in display order without addresses', async () => {
    const response = await get('/BoardMembers?includeAddress=false');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((b: { name: string; function: string }) => [b.name, b.function])).toEqual([
      ['Jan Maes', 'voorzitter'],
      ['An Peeters', 'secretaris'],
      ['Els Desmet', 'bestuurslid'],
    ]);
    expect(body[0]).toEqual(chair());
    expect(body.every((b: object) => !('address' in b))).toBe(true);
  });

  it('adds the own club address, else the member’s, else null with includeAddress', async () => {
    const body = (await get('/BoardMembers?includeAddress=true')).json();
    expect(body.map((b: { address: unknown }) => b.address)).toEqual([
      withAddress(homeAddress),
      withAddress(clubAddress),
      null,
    ]);
  });

  it.each([
    ['/BoardMembers', "querystring: 'includeAddress' is required"],
    ['/BoardMembers?includeAddress=perhaps', "'includeAddress'"],
  ])('answers 400 naming includeAddress for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      isSuccess: false,
      error: expect.stringContaining(message),
      field: 'includeAddress',
    });
  });

  it('answers one board member with the address', async () => {
    expect((await get(`/BoardMembers/${board.chair}`)).json()).toEqual({
      ...chair(),
      address: withAddress(homeAddress),
    });
    expect((await get(`/BoardMembers/${board.secretary}`)).json().address).toEqual(withAddress(clubAddress));
  });

  it('answers 404 for an unknown board member and 400 for a malformed id', async () => {
    expect((await get('/BoardMembers/999999')).statusCode).toBe(404);
    expect((await get('/BoardMembers/x')).json()).toMatchObject({ statusCode: 400, field: 'id' });
  });

  it('lists the links in display order', async () => {
    const response = await get('/Links');
    expect(response.json()).toEqual(
      [...LINKS]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map(({ title, url }) => ({ id: expect.any(Number), title, url })),
    );
  });

  it.each(['/Rings', '/BoardMembers?includeAddress=true', '/BoardMembers/1', '/Links'])(
    'answers 401 without a token: %s',
    async (url) => {
      const response = await ctx.api({ method: 'GET', url: `/api/backoffice${url}`, token: null });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, isSuccess: false });
    },
  );
});
