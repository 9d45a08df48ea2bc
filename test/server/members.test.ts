/** Members API (issue B): list, search, detail, create, update, deactivate, export — with notifications. */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, countries, members, notifications } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';

const payload = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Séverine',
  lastName: 'Van de Walle',
  tribeNumber: 'kx27',
  address: { street: 'Kerkstraat', number: '12', box: '', zipcode: '8000', city: 'Brugge', countryId: 1 },
  contact: {
    email: 'severine@telenet.be',
    phoneNumber: '050 12 34 56',
    mobilePhoneNumber: '',
    fax: '',
    website: '',
  },
  display: { exposeEmail: true, exposeAddress: false, exposePhone: false },
  isBlocked: false,
  ...overrides,
});

describe.each(backends)('members on %s', (backend) => {
  let ctx: TestContext;
  let severine: number;
  const list = (body: Record<string, unknown>) =>
    ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/list',
      payload: { pageSize: 25, page: 1, ...body },
    });
  const notificationTypes = async () =>
    (await ctx.database.db.select().from(notifications)).map((n) => `${n.type}:${n.name}`).sort();

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values([
      { id: 1, name: 'België', twoLetterCode: 'BE' },
      { id: 2, name: 'Nederland', twoLetterCode: 'NL' },
    ]);
    const created = await ctx.api({ method: 'POST', url: '/api/backoffice/Members', payload: payload() });
    expect(created.statusCode).toBe(201);
    severine = created.json().id;
    for (const [firstName, lastName, tribeNumber, city] of [
      ['Jan', 'Maes', 'AB12', 'Oostende'],
      ['Els', 'Desmet', 'CD34', 'Kortrijk'],
      ['Noël', 'Vanneste', 'EF56', 'Ieper'],
    ]) {
      const address = { ...payload().address, city };
      const response = await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Members',
        payload: payload({
          firstName,
          lastName,
          tribeNumber,
          address,
          contact: { ...payload().contact, email: '' },
        }),
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  it('creates a member: 201 with the detail, tribe number in upper case, a memberCreated notification', async () => {
    const detail = (await ctx.api({ method: 'GET', url: `/api/backoffice/Members/${severine}` })).json();
    expect(detail).toMatchObject({
      id: severine,
      firstName: 'Séverine',
      tribeNumber: 'KX27',
      address: { city: 'Brugge', country: { id: 1, name: 'België', twoLetterCode: 'BE' } },
      contact: { email: 'severine@telenet.be' },
      display: { exposeEmail: true },
      isActive: true,
      isBlocked: false,
      lastLogin: null,
    });
    expect(await notificationTypes()).toContain('memberCreated:Séverine Van de Walle');
    const written = await ctx.database.db.select().from(notifications);
    expect(written.find((n) => n.name === 'Séverine Van de Walle')?.recordId).toBe(severine);
  });

  it.each([
    ['vandewalle', ['Séverine Van de Walle']],
    ['SEVE', ['Séverine Van de Walle']],
    ['ab12', ['Jan Maes']],
    ['kortrijk', ['Els Desmet']],
    ['noel vanneste', ['Noël Vanneste']],
    ['noel vanneste noel vanneste noel', ['Noël Vanneste']],
    ['noel vanneste noel vanneste jan', []],
    ['telenet', ['Séverine Van de Walle']],
    ['nobody', []],
  ])('searches %s', async (searchString, names) => {
    const body = (await list({ searchString })).json();
    expect(body.members.map((m: { name: string }) => m.name)).toEqual(names);
    expect(body).toMatchObject({
      statusCode: 200,
      isSuccess: true,
      total: names.length,
      page: 1,
      pageSize: 25,
    });
  });

  it('pages and sorts, by name by default and by tribe number on request', async () => {
    const byName = (await list({ pageSize: 2 })).json();
    expect(byName).toMatchObject({ total: 4, totalPages: 2 });
    expect(byName.members.map((m: { name: string }) => m.name)).toEqual(['Els Desmet', 'Jan Maes']);
    expect(byName.members[0]).toEqual({
      id: expect.any(Number),
      tribenumber: 'CD34',
      name: 'Els Desmet',
      email: '',
      isBlocked: false,
      isActive: true,
      lastLogin: null,
    });
    const byTribe = (await list({ sortField: 'tribeNumber', sortOrder: 'DESC', page: 1 })).json();
    expect(byTribe.members.map((m: { tribenumber: string }) => m.tribenumber)).toEqual([
      'KX27',
      'EF56',
      'CD34',
      'AB12',
    ]);
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ sortField: 'password' }, 'sortField'],
  ])('answers 400 for a bad list request %j', async (body, field) => {
    const response = await list(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('searches for pickers: at most 20, {id, name, tribeNumber}', async () => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/search',
      payload: { searchString: 'maes' },
    });
    expect(response.json()).toEqual([{ id: expect.any(Number), name: 'Jan Maes', tribeNumber: 'AB12' }]);
  });

  it('answers 404 for an unknown member', async () => {
    expect((await ctx.api({ method: 'GET', url: '/api/backoffice/Members/99999' })).statusCode).toBe(404);
    expect(
      (
        await ctx.api({
          method: 'PUT',
          url: '/api/backoffice/Members/99999',
          payload: payload({ tribeNumber: 'ZZ1' }),
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    ['a taken tribe number', payload({ tribeNumber: 'ab12' }), 409, 'tribeNumber'],
    ['a blank first name', payload({ firstName: '  ' }), 400, 'firstName'],
    ['no last name', { ...payload({ tribeNumber: 'NEW1' }), lastName: undefined }, 400, 'lastName'],
    [
      'a malformed email',
      payload({ tribeNumber: 'NEW2', contact: { ...payload().contact, email: 'jan@' } }),
      400,
      'contact.email',
    ],
    [
      'an unknown country',
      payload({ tribeNumber: 'NEW3', address: { ...payload().address, countryId: 99 } }),
      400,
      'address.countryId',
    ],
  ])('refuses %s on create and writes nothing', async (_label, body, status, field) => {
    const before = (await list({ showInactive: true })).json().total;
    const response = await ctx.api({ method: 'POST', url: '/api/backoffice/Members', payload: body });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, isSuccess: false, field });
    expect((await list({ showInactive: true })).json().total).toBe(before);
  });

  it.each([
    ['address.zipcode', 'invalidZipcode', { address: { ...payload().address, zipcode: 'abc' } }],
    ['address.zipcode', 'invalidZipcode', { address: { ...payload().address, zipcode: '0800' } }],
    [
      'address.zipcode',
      'invalidZipcode',
      { address: { ...payload().address, zipcode: '8000', countryId: 2 } },
    ],
    ['contact.phoneNumber', 'invalidPhone', { contact: { ...payload().contact, phoneNumber: 'xx' } }],
    [
      'contact.mobilePhoneNumber',
      'invalidPhone',
      { contact: { ...payload().contact, mobilePhoneNumber: '12' } },
    ],
    ['contact.fax', 'invalidPhone', { contact: { ...payload().contact, fax: '+31 6 0123 4567' } }],
    ['contact.website', 'invalidWebsite', { contact: { ...payload().contact, website: 'notaurl' } }],
    [
      'contact.website',
      'invalidWebsite',
      { contact: { ...payload().contact, website: 'javascript:alert(1)' } },
    ],
    ['contact.website', 'invalidWebsite', { contact: { ...payload().contact, website: 'ftp://example.be' } }],
  ])('refuses %s (%s) with 400 and writes nothing', async (field, reason, overrides) => {
    const before = (await list({ showInactive: true })).json().total;
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: payload({ tribeNumber: 'ZZ99', ...overrides }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, isSuccess: false, field, reason });
    expect((await list({ showInactive: true })).json().total).toBe(before);
  });

  it('stores phone numbers formatted (Belgian national, others international), postcodes and websites normalised', async () => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: payload({
        firstName: 'Anke',
        lastName: 'De Bruyne',
        tribeNumber: 'ZZ98',
        address: { ...payload().address, zipcode: '4524cd', city: 'Sluis', countryId: 2 },
        contact: {
          ...payload().contact,
          email: '',
          phoneNumber: '+3250123456',
          mobilePhoneNumber: '0612345678',
          fax: '',
          website: 'www.kwekerij-maes.be',
        },
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      address: { zipcode: '4524 CD' },
      contact: {
        phoneNumber: '050 12 34 56',
        mobilePhoneNumber: '+31 6 12345678',
        fax: '',
        website: 'https://www.kwekerij-maes.be',
      },
    });
    const detail = await ctx.api({ method: 'GET', url: `/api/backoffice/Members/${response.json().id}` });
    expect(detail.json().contact.mobilePhoneNumber).toBe('+31 6 12345678');
  });

  it('updates address, contact and block with one notification each', async () => {
    const body = payload({
      address: { ...payload().address, city: 'Oostkamp', zipcode: '8020' },
      contact: { ...payload().contact, mobilePhoneNumber: '0476 12 34 56' },
      isBlocked: true,
    });
    const response = await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${severine}`,
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ address: { city: 'Oostkamp' }, isBlocked: true });
    const types = await notificationTypes();
    for (const type of ['memberAddressChanged', 'memberContactChanged', 'memberBlocked']) {
      expect(types).toContain(`${type}:Séverine Van de Walle`);
    }
  });

  it('removes an address with its row, and gives a new one a row of its own', async () => {
    const ward = { tribeNumber: 'AD01', firstName: 'Ward', lastName: 'Dewitte' };
    const contact = { ...payload().contact, email: 'ward.dewitte@telenet.be' };
    const created = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members',
      payload: payload({ ...ward, contact }),
    });
    const id = created.json().id;
    const addressOf = async () =>
      (await ctx.database.db.select({ id: members.addressId }).from(members).where(eq(members.id, id)))[0].id;
    const addressRow = async (addressId: number) =>
      ctx.database.db.select().from(addresses).where(eq(addresses.id, addressId));
    const first = (await addressOf()) as number;
    expect(await addressRow(first)).toHaveLength(1);
    const put = (body: Record<string, unknown>) =>
      ctx.api({
        method: 'PUT',
        url: `/api/backoffice/Members/${id}`,
        payload: payload({ ...ward, contact, ...body }),
      });

    const removed = await put({ address: null });
    expect(removed.json().address).toBeNull();
    expect(await addressOf()).toBeNull();
    expect(await addressRow(first)).toHaveLength(0);

    const moved = await put({});
    expect(moved.json().address).toMatchObject({ street: 'Kerkstraat', city: 'Brugge' });
    const second = (await addressOf()) as number;
    expect(second).not.toBe(first);
    expect(await addressRow(second)).toMatchObject([{ street: 'Kerkstraat', city: 'Brugge' }]);
  });

  it('deactivates: kept, listed only with showInactive, notified once, reactivated through PUT', async () => {
    const url = '/api/backoffice/Members/deactivate';
    expect((await ctx.api({ method: 'PUT', url, payload: { id: severine } })).json()).toEqual({
      statusCode: 200,
      isSuccess: true,
      error: null,
    });
    await ctx.api({ method: 'PUT', url, payload: { id: severine } });
    expect((await list({ searchString: 'severine' })).json().total).toBe(0);
    expect((await list({ searchString: 'severine', showInactive: true })).json().members[0]).toMatchObject({
      isActive: false,
    });
    expect((await notificationTypes()).filter((t) => t.startsWith('memberDeactivated'))).toHaveLength(1);
    expect((await ctx.api({ method: 'PUT', url, payload: { id: 99999 } })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'PUT', url, payload: {} })).statusCode).toBe(400);
    const reactivated = await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${severine}`,
      payload: payload({ isActive: true }),
    });
    expect(reactivated.json().isActive).toBe(true);
  });

  it('exports the filter as CSV that Belgian Excel opens: BOM, semicolons, template header', async () => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/export',
      payload: { searchString: 'maes', format: 'csv' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leden-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.rawPayload.toString('utf8');
    expect(
      text.startsWith(
        '\uFEFFstamnummer;voornaam;achternaam;straat;nummer;bus;postcode;gemeente;land;email;telefoon;gsm;fax;website;revue;soort lid;taal\r\n',
      ),
    ).toBe(true);
    expect(text).toContain('AB12;Jan;Maes;Kerkstraat;12;;8000;Oostende;BE;;050 12 34 56;;;;ja;;nl\r\n');
  });

  it('exports .xlsx', async () => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/export',
      payload: { format: 'xlsx' },
    });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
