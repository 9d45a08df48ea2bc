import { HttpError } from 'react-admin';
import { fakeApi, json } from './fakeApi';
import { janMaes, janMaesListItem } from './memberFixtures';
import { useXsrfCookie } from './xsrfCookie';

const { name: _name, ...wireDetail } = janMaes();

const listAnswer = {
  statusCode: 200,
  isSuccess: true,
  error: null,
  pageSize: 25,
  page: 2,
  total: 26,
  totalPages: 2,
  members: [janMaesListItem()],
};

describe('members dataProvider', () => {
  useXsrfCookie();

  it('lists with POST /Members/list: page, search, showInactive, sort; tribenumber becomes tribeNumber', async () => {
    const { dataProvider, sent } = fakeApi({ 'POST /Members/list': json(listAnswer) });
    const result = await dataProvider.getList('members', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'tribeNumber', order: 'DESC' },
      filter: { q: 'maes', showInactive: true },
    });
    expect(sent('POST /Members/list')[0].json).toEqual({
      pageSize: 25,
      page: 2,
      searchString: 'maes',
      showInactive: true,
      sortField: 'tribeNumber',
      sortOrder: 'DESC',
    });
    expect(sent('POST /Members/list')[0].headers.get('X-XSRF-TOKEN')).toBe('csrf');
    expect(result.total).toBe(26);
    expect(result.data).toEqual([
      {
        id: 12,
        tribeNumber: 'KX27',
        name: 'Jan Maes',
        email: 'jan.maes@telenet.be',
        isBlocked: false,
        isActive: true,
        lastLogin: '2026-10-01T10:22:00.000Z',
      },
    ]);
  });

  it('sends an empty search, active members only and no sort field the API does not know', async () => {
    const { dataProvider, sent } = fakeApi({ 'POST /Members/list': json(listAnswer) });
    await dataProvider.getList('members', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(sent('POST /Members/list')[0].json).toEqual({
      pageSize: 10,
      page: 1,
      searchString: '',
      showInactive: false,
    });
  });

  it('reads one member with GET /Members/{id} and several with one GET each, adding the name', async () => {
    const other = { ...wireDetail, id: 13, firstName: 'An', lastName: 'Peeters' };
    const { dataProvider, fetchMock } = fakeApi({
      'GET /Members/12': json(wireDetail),
      'GET /Members/13': json(other),
    });
    await expect(dataProvider.getOne('members', { id: 12 })).resolves.toEqual({ data: janMaes() });
    const many = await dataProvider.getMany('members', { ids: [12, 13] });
    expect(many.data.map(({ name }) => name)).toEqual(['Jan Maes', 'An Peeters']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('creates with POST /Members (201) and updates with PUT /Members/{id}, sending the payload', async () => {
    const payload = { firstName: 'Jan', lastName: 'Maes', tribeNumber: 'KX27', address: null };
    const { dataProvider, sent } = fakeApi({
      'POST /Members': json(wireDetail, 201),
      'PUT /Members/12': json(wireDetail),
    });
    await expect(dataProvider.create('members', { data: payload })).resolves.toEqual({ data: janMaes() });
    expect(sent('POST /Members')[0].json).toEqual(payload);
    await dataProvider.update('members', { id: 12, data: payload, previousData: janMaes() });
    expect(sent('PUT /Members/12')[0].json).toEqual(payload);
    expect(sent('PUT /Members/12')[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('changes several members with PUT /Members/bulk {ids, changes}, answering the ids', async () => {
    const { dataProvider, sent } = fakeApi({ 'PUT /Members/bulk': json({ ids: [12, 13] }) });
    await expect(
      dataProvider.updateMany('members', { ids: [12, 13], data: { receivesRevue: false } }),
    ).resolves.toEqual({ data: [12, 13] });
    expect(sent('PUT /Members/bulk')[0].json).toEqual({ ids: [12, 13], changes: { receivesRevue: false } });
  });

  it('puts a 409 on the tribe number and a 400 on the field the server names, as react-admin form errors', async () => {
    const { dataProvider } = fakeApi({
      'POST /Members': json({ statusCode: 409, isSuccess: false, error: 'taken', field: 'tribeNumber' }, 409),
      'PUT /Members/12': json(
        { statusCode: 400, isSuccess: false, error: 'bad', field: 'contact.email' },
        400,
      ),
    });
    await expect(dataProvider.create('members', { data: {} })).rejects.toMatchObject({
      status: 409,
      body: { field: 'tribeNumber', errors: { tribeNumber: 'resources.members.reasons.tribeNumberTaken' } },
    });
    await expect(
      dataProvider.update('members', { id: 12, data: {}, previousData: janMaes() }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { 'contact.email': 'resources.members.reasons.invalidEmail' } },
    });
  });

  it('leaves errors without a field as they are', async () => {
    const { dataProvider } = fakeApi({ 'PUT /Members/12': json({ statusCode: 500, error: 'boom' }, 500) });
    const error = await dataProvider
      .update('members', { id: 12, data: {}, previousData: janMaes() })
      .catch((failure: HttpError) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, message: 'app.errors.unexpected' });
    expect((error as HttpError).body.errors).toBeUndefined();
  });
});
