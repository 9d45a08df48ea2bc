/**
 * Likely doubles (docs/api/members.md "Likely doubles"): the rule's examples — a similar name (word
 * order aside) and the same address ("Kerkstr. 5" is "Kerkstraat 5"), e-mail or phone (digits only) —
 * through POST /Members/doubles/search, the pairs list POST /Members/doubles/list (older member kept,
 * newest first or strongest first, paged with its total), and the import preview's marks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';
import { type MemberWithAddress, memberPayload } from './memberPayload';

const address = (street: string, number: string, zipcode = '8000') => ({
  street,
  number,
  box: '',
  zipcode,
  city: 'Brugge',
  countryId: 1,
});
const contact = (email = '', phoneNumber = '', mobilePhoneNumber = '') => ({
  email,
  phoneNumber,
  mobilePhoneNumber,
  fax: '',
  website: '',
});

describe.each(backends)('likely doubles on %s', (backend) => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};
  const create = async (key: string, overrides: Partial<MemberWithAddress>) => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: memberPayload({ tribeNumber: key, ...overrides }),
    });
    expect(response.statusCode).toBe(201);
    ids[key] = response.json().id;
  };
  const doublesOf = async (body: Record<string, unknown>) => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/doubles/search',
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; name: string; tribeNumber: string; reasons: string[] }[];
  };
  const pairs = async (body: Record<string, unknown>) => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/doubles/list',
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
    await create('JP1', { firstName: 'Jan', lastName: 'Peeters', address: address('Kerkstraat', '5') });
    // A sibling at the same address: a name not similar enough.
    await create('JF1', { firstName: 'Jef', lastName: 'Peeters', address: address('Kerkstraat', '5') });
    await create('AV1', {
      firstName: 'Anna',
      lastName: 'Van den Broeck',
      address: address('Markt', '1', '9000'),
      contact: contact('Anna@Example.be'),
    });
    await create('LW1', {
      firstName: 'Luc',
      lastName: 'Willems',
      address: address('Dorp', '2', '2000'),
      contact: contact('', '', '0475 12 34 56'),
    });
  });
  afterAll(() => ctx.close());

  it('finds "Peeters Jan, Kerkstr. 5" as Jan Peeters of Kerkstraat 5, not his brother Jef', async () => {
    const found = await doublesOf({
      firstName: 'Peeters',
      lastName: 'Jan',
      address: { street: 'Kerkstr.', number: '5', box: '', zipcode: '8000' },
    });
    expect(found).toEqual([
      { id: ids.JP1, name: 'Jan Peeters', tribeNumber: 'JP1', isActive: true, reasons: ['address'] },
    ]);
  });

  it('finds by e-mail (case aside) and by phone (digits only, +32 or 0), and not at another address', async () => {
    expect(
      await doublesOf({ firstName: 'Anna', lastName: 'Vandenbroeck', contact: contactOf('anna@example.be') }),
    ).toMatchObject([{ id: ids.AV1, reasons: ['email'] }]);
    expect(
      await doublesOf({
        firstName: 'Luc',
        lastName: 'Willems',
        contact: contactOf('', '+32 475 12 34 56'),
      }),
    ).toMatchObject([{ id: ids.LW1, reasons: ['phone'] }]);
    expect(
      await doublesOf({
        firstName: 'Jan',
        lastName: 'Peeters',
        address: { street: 'Kerkstraat', number: '7', box: '', zipcode: '8000' },
      }),
    ).toEqual([]);
    // A similar name alone is no double; nor are the same address and another name.
    expect(await doublesOf({ firstName: 'Jan', lastName: 'Peeters' })).toEqual([]);
    expect(
      await doublesOf({
        firstName: 'Marie',
        lastName: 'Claes',
        address: { street: 'Kerkstraat', number: '5', box: '', zipcode: '8000' },
      }),
    ).toEqual([]);
  });

  it('leaves out the member being edited', async () => {
    expect(
      await doublesOf({
        firstName: 'Jan',
        lastName: 'Peeters',
        address: { street: 'Kerkstraat', number: '5', box: '', zipcode: '8000' },
        excludeId: ids.JP1,
      }),
    ).toEqual([]);
  });

  it('lists the pairs, the older member kept, newest or strongest first, paged with the total', async () => {
    await create('JP2', {
      firstName: 'Peeters',
      lastName: 'Jan',
      address: address('Kerkstr.', '5'),
      contact: contact('', '050 12 34 56'),
    });
    await create('LW2', {
      firstName: 'Luk',
      lastName: 'Willems',
      address: address('Elders', '9', '3000'),
      contact: contact('', '', '+32475123456'),
    });
    const first = await pairs({ page: 1, pageSize: 1 });
    expect(first).toMatchObject({ total: 2, totalPages: 2, page: 1, pageSize: 1 });
    expect(first.pairs).toEqual([
      expect.objectContaining({
        keep: expect.objectContaining({ id: ids.LW1, name: 'Luc Willems', phone: '0475 12 34 56' }),
        merge: expect.objectContaining({ id: ids.LW2, name: 'Luk Willems', tribeNumber: 'LW2' }),
        reasons: ['phone'],
      }),
    ]);
    const second = await pairs({ page: 2, pageSize: 1 });
    expect(second.pairs[0]).toMatchObject({
      keep: { id: ids.JP1, address: 'Kerkstraat 5, 8000 Brugge' },
      merge: { id: ids.JP2, address: 'Kerkstr. 5, 8000 Brugge' },
      reasons: ['address'],
      likeness: 1,
    });
    const strongest = await pairs({ page: 1, pageSize: 10, order: 'strongest' });
    expect(strongest.pairs.map((pair: { merge: { id: number } }) => pair.merge.id)).toEqual([
      ids.JP2,
      ids.LW2,
    ]);
    expect((await pairs({ page: 3, pageSize: 1 })).pairs).toEqual([]);
    expect((await pairs({ page: 3, pageSize: 1 })).total).toBe(2);
  });

  it('refuses a bad body with 400 and a reader without read:members with 403', async () => {
    const bad = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/doubles/list',
      payload: { page: 0, pageSize: 10 },
    });
    expect(bad.statusCode).toBe(400);
    const token = await ctx.token({ permissions: [] });
    const refused = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/doubles/search',
      payload: { firstName: 'a', lastName: 'b' },
      token,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('marks the new rows of an import preview alike a member or another row', async () => {
    const header = 'stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land;email';
    const file = [
      header,
      'NEW1;Jan;Peeters;Kerkstr;5;8000;Brugge;BE;',
      'NEW2;Els;Maes;Veldstraat;3;8000;Brugge;BE;els@example.be',
      'NEW3;Maes;Els;Veldstr.;3;8000;Brugge;BE;',
      'NEW4;Tom;Claes;Veldstraat;8;8000;Brugge;BE;',
    ].join('\r\n');
    const boundary = '----doubles';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="formFile"; filename="leden.csv"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file, 'utf8'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await ctx.api({
      method: 'PUT',
      url: '/api/backoffice/Members/import?persist=false',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json().new as { row: number; doubles?: unknown[] }[];
    const byRow = new Map(rows.map((row) => [row.row, row.doubles]));
    expect(byRow.get(2)).toEqual([
      { id: ids.JP1, name: 'Jan Peeters', tribeNumber: 'JP1', reasons: ['address'] },
      { id: ids.JP2, name: 'Peeters Jan', tribeNumber: 'JP2', reasons: ['address'] },
    ]);
    expect(byRow.get(3)).toEqual([{ row: 4, name: 'Maes Els', tribeNumber: 'NEW3', reasons: ['address'] }]);
    expect(byRow.get(4)).toEqual([{ row: 3, name: 'Els Maes', tribeNumber: 'NEW2', reasons: ['address'] }]);
    expect(byRow.get(5)).toBeUndefined();
  });
});

function contactOf(email: string, phoneNumber = '') {
  return { email, phoneNumber, mobilePhoneNumber: '' };
}
