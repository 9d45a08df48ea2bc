import { HttpError } from 'react-admin';
import type { ActivityPayload } from '../../src/providers/activities';
import { ACTIVITY_ROWS, bannerMessage, exhibition, LOCATIONS, MESSAGE_ROWS, paged } from './activityFixtures';
import { fakeApi, json } from './fakeApi';
import { useXsrfCookie } from './xsrfCookie';

const refusal = (body: Record<string, unknown>) => json({ statusCode: 400, isSuccess: false, ...body }, 400);

const affiche = new File(['jpeg bytes'], 'affiche.jpg', { type: 'image/jpeg' });

const payload = (changes: Partial<ActivityPayload> = {}): ActivityPayload => ({
  title: 'Jaarlijkse tentoonstelling',
  locationId: 1,
  info: '<p>Keuring</p>',
  startDate: '2027-03-13T09:00:00.000Z',
  endDate: '2027-03-14T17:00:00.000Z',
  isVisible: true,
  addressLine1: 'ignored',
  addressLine2: '',
  latitude: 1,
  longitude: 2,
  images: [],
  ...changes,
});

/** The multipart fields sent, as [name, value] pairs; a file reads as `file:<name>`. */
const fields = (body: unknown) =>
  [...(body as FormData).entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

describe('activities dataProvider', () => {
  useXsrfCookie();

  it('lists with POST /Activities/list: page and search, in the order the server gives', async () => {
    const { dataProvider, sent } = fakeApi({
      'POST /Activities/list': json(paged('activities', ACTIVITY_ROWS)),
    });
    const result = await dataProvider.getList('activities', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: 'beurs' },
    });
    expect(sent('POST /Activities/list')[0].json).toEqual({ pageSize: 25, page: 2, searchString: 'beurs' });
    expect(result).toEqual({ data: ACTIVITY_ROWS, total: 2 });
  });

  it('reads GET /Activities/{id} and deletes with DELETE /Activities/{id}', async () => {
    const { dataProvider, sent } = fakeApi({
      'GET /Activities/4': json(exhibition()),
      'DELETE /Activities/4': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    expect((await dataProvider.getOne('activities', { id: 4 })).data).toEqual(exhibition());
    await dataProvider.delete('activities', { id: 4, previousData: exhibition() });
    expect(sent('DELETE /Activities/4')[0].headers.get('X-XSRF-TOKEN')).toBe('csrf');
  });

  it('creates at a stored location with multipart POST /Activities: the fields and the files, no address', async () => {
    const { dataProvider, sent } = fakeApi({ 'POST /Activities': json(exhibition(), 201) });
    const result = await dataProvider.create('activities', {
      data: payload({ images: [{ file: affiche }] }),
    });
    expect(result.data.id).toBe(4);
    const { init, headers } = sent('POST /Activities')[0];
    expect(init?.body).toBeInstanceOf(FormData);
    expect(headers.get('Content-Type')).toBeNull();
    expect(fields(init?.body)).toEqual([
      ['title', 'Jaarlijkse tentoonstelling'],
      ['locationId', '1'],
      ['info', '<p>Keuring</p>'],
      ['startDate', '2027-03-13T09:00:00.000Z'],
      ['endDate', '2027-03-14T17:00:00.000Z'],
      ['isVisible', 'true'],
      ['files', 'file:affiche.jpg'],
    ]);
  });

  it('sends locationId 0 with the free address and coordinates when there is no stored location', async () => {
    const { dataProvider, sent } = fakeApi({ 'POST /Activities': json(exhibition(), 201) });
    await dataProvider.create('activities', {
      data: payload({
        locationId: 0,
        isVisible: false,
        addressLine1: 'Zwin Natuur Park',
        addressLine2: 'Graaf Léon Lippensdreef 8, 8300 Knokke-Heist',
        latitude: 51.3614,
        longitude: 3.3594,
      }),
    });
    const form = sent('POST /Activities')[0].init?.body as FormData;
    expect(form.get('locationId')).toBe('0');
    expect(form.get('isVisible')).toBe('false');
    expect(form.get('addressLine1')).toBe('Zwin Natuur Park');
    expect(form.get('addressLine2')).toBe('Graaf Léon Lippensdreef 8, 8300 Knokke-Heist');
    expect(form.get('latitude')).toBe('51.3614');
    expect(form.get('longitude')).toBe('3.3594');
  });

  it('leaves unknown coordinates of a free address out', async () => {
    const { dataProvider, sent } = fakeApi({ 'POST /Activities': json(exhibition(), 201) });
    await dataProvider.create('activities', {
      data: payload({ locationId: 0, latitude: null, longitude: null }),
    });
    const form = sent('POST /Activities')[0].init?.body as FormData;
    expect(form.has('latitude')).toBe(false);
    expect(form.has('longitude')).toBe(false);
    expect(form.get('addressLine1')).toBe('ignored');
  });

  it('updates with multipart PUT /Activities/{id}: the kept image ids in order, then the new files', async () => {
    const { dataProvider, sent } = fakeApi({ 'PUT /Activities/4': json(exhibition()) });
    const [first, second] = exhibition().images;
    await dataProvider.update('activities', {
      id: 4,
      data: payload({ images: [second, first, { file: affiche }] as ActivityPayload['images'] }),
      previousData: exhibition(),
    });
    const form = sent('PUT /Activities/4')[0].init?.body as FormData;
    expect(form.getAll('imageIds')).toEqual(['8', '7']);
    expect(fields(form).filter(([name]) => name === 'files')).toEqual([['files', 'file:affiche.jpg']]);
  });

  it('sends no imageIds when every image is removed, so the server removes them all', async () => {
    const { dataProvider, sent } = fakeApi({ 'PUT /Activities/4': json({ ...exhibition(), images: [] }) });
    await dataProvider.update('activities', { id: 4, data: payload(), previousData: exhibition() });
    const form = sent('PUT /Activities/4')[0].init?.body as FormData;
    expect(form.has('imageIds')).toBe(false);
    expect(form.has('files')).toBe(false);
  });

  it('puts a 400 naming a field on that input: endDate, locationId, and a refused file on the images', async () => {
    const { dataProvider } = fakeApi({
      'PUT /Activities/4': refusal({
        error: 'endDate before startDate',
        field: 'endDate',
        reason: 'beforeStart',
      }),
      'POST /Activities': refusal({
        error: "files: 'affiche.jpg' is not a JPEG, PNG or WebP image",
        field: 'files',
        reason: 'unsupportedType',
      }),
    });
    const update = dataProvider.update('activities', { id: 4, data: payload(), previousData: exhibition() });
    await expect(update).rejects.toMatchObject({
      status: 400,
      body: { errors: { endDate: 'resources.activities.reasons.beforeStart' } },
    });
    const create = dataProvider.create('activities', { data: payload({ images: [{ file: affiche }] }) });
    const error = (await create.catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body.errors.images).toContain('resources.activities.reasons.unsupportedType');
    expect(error.body.errors.images).toContain('affiche.jpg');
  });
});

describe('locations dataProvider', () => {
  useXsrfCookie();

  it('lists GET /Locations with search, sorting and paging done here', async () => {
    const { dataProvider, sent } = fakeApi({ 'GET /Locations': json(LOCATIONS) });
    const page = await dataProvider.getList('locations', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(page).toEqual({ data: [LOCATIONS[1]], total: 2 });
    const found = await dataProvider.getList('locations', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'KOUTER' },
    });
    expect(found.data.map(({ name }) => name)).toEqual(['Ontmoetingscentrum De Kouter']);
    expect(sent('GET /Locations')).toHaveLength(2);
  });

  it('reads one and several locations from the list', async () => {
    const { dataProvider } = fakeApi({ 'GET /Locations': json(LOCATIONS) });
    expect((await dataProvider.getOne('locations', { id: '2' })).data).toEqual(LOCATIONS[0]);
    expect((await dataProvider.getMany('locations', { ids: [1] })).data).toEqual([LOCATIONS[1]]);
    await expect(dataProvider.getOne('locations', { id: 99 })).rejects.toThrow('Location 99');
  });

  it('updates with PUT /Locations/id?id={id} and creates with POST /Locations, both JSON', async () => {
    const changed = {
      name: 'Zaal De Valk',
      info: 'Ingang via de binnenkoer.',
      latitude: 50.9993,
      longitude: 3.3269,
    };
    const { dataProvider, sent } = fakeApi({
      'PUT /Locations/id?id=2': json({ id: 2, ...changed }),
      'POST /Locations': json({ id: 9, ...changed }, 201),
    });
    const updated = await dataProvider.update('locations', {
      id: 2,
      data: changed,
      previousData: LOCATIONS[0],
    });
    expect(updated.data).toEqual({ id: 2, ...changed });
    expect(sent('PUT /Locations/id?id=2')[0].json).toEqual(changed);
    expect((await dataProvider.create('locations', { data: changed })).data.id).toBe(9);
    expect(sent('POST /Locations')[0].json).toEqual(changed);
  });

  it('puts a refused latitude on its input', async () => {
    const { dataProvider } = fakeApi({
      'POST /Locations': refusal({
        error: "body: 'latitude' must be <= 90",
        field: 'latitude',
        reason: 'maximum',
      }),
    });
    await expect(
      dataProvider.create('locations', { data: { name: 'X', info: '', latitude: 91, longitude: 0 } }),
    ).rejects.toMatchObject({ body: { errors: { latitude: 'resources.locations.reasons.outOfRange' } } });
  });
});

describe('messages dataProvider', () => {
  useXsrfCookie();

  it('lists with POST /Messages/list; the banner filter sends isBanner true, else nothing', async () => {
    const { dataProvider, sent } = fakeApi({ 'POST /Messages/list': json(paged('messages', MESSAGE_ROWS)) });
    const all = await dataProvider.getList('messages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'ringen', isBanner: false },
    });
    expect(all).toEqual({ data: MESSAGE_ROWS, total: 2 });
    await dataProvider.getList('messages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { isBanner: true },
    });
    expect(sent('POST /Messages/list').map(({ json }) => json)).toEqual([
      { pageSize: 25, page: 1, searchString: 'ringen' },
      { pageSize: 25, page: 1, searchString: '', isBanner: true },
    ]);
  });

  it('reads, creates, updates (JSON) and deletes a message on its paths', async () => {
    const { id: _id, hasImage: _h, images: _i, ...body } = bannerMessage();
    const { dataProvider, sent } = fakeApi({
      'GET /Messages/11': json(bannerMessage()),
      'POST /Messages': json(bannerMessage(), 201),
      'PUT /Messages/11': json(bannerMessage()),
      'DELETE /Messages/11': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    expect((await dataProvider.getOne('messages', { id: 11 })).data).toEqual(bannerMessage());
    await dataProvider.create('messages', { data: body });
    await dataProvider.update('messages', { id: 11, data: body, previousData: bannerMessage() });
    await dataProvider.delete('messages', { id: 11 });
    expect(sent('POST /Messages')[0].json).toEqual(body);
    expect(sent('PUT /Messages/11')[0].json).toEqual(body);
    expect(sent('DELETE /Messages/11')).toHaveLength(1);
  });

  it('puts the 400 of an end before the start on the end date', async () => {
    const { dataProvider } = fakeApi({
      'POST /Messages': refusal({
        error: 'endDate before startDate',
        field: 'endDate',
        reason: 'beforeStart',
      }),
    });
    await expect(dataProvider.create('messages', { data: {} })).rejects.toMatchObject({
      body: { errors: { endDate: 'resources.messages.reasons.beforeStart' } },
    });
  });
});
