import { HttpError } from 'react-admin';
import type { AdvertPayload } from '../../src/providers/adverts';
import { toAdvertFormData } from '../../src/providers/adverts';
import { imageFile, janMaesAdvert, PERIODS } from './advertFixtures';
import { fakeApi, json } from './fakeApi';
import { image } from './imageFixture';
import { useXsrfCookie } from './xsrfCookie';

const payload = (images: AdvertPayload['images'] = []): AdvertPayload => ({
  memberId: 12,
  message: 'Te koop: koppel grasparkieten, lutino.',
  adType: 'offer',
  amountPaid: 'oncePaidFive',
  visibleFrom: '2027-01-01',
  visibleTo: '2027-02-28',
  isActive: true,
  ...janMaesAdvert().display,
  images,
});

/** The text fields of a multipart body, and the names of its files per field. */
const formOf = (body: unknown) => {
  const form = body as FormData;
  const texts: Record<string, string[]> = {};
  const files: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) {
    const into = typeof value === 'string' ? texts : files;
    into[name] = [...(into[name] ?? []), typeof value === 'string' ? value : value.name];
  }
  return { texts, files };
};

const FIELDS = {
  memberId: ['12'],
  message: ['Te koop: koppel grasparkieten, lutino.'],
  adType: ['offer'],
  amountPaid: ['oncePaidFive'],
  visibleFrom: ['2027-01-01'],
  visibleTo: ['2027-02-28'],
  isActive: ['true'],
  exposeRevueEmail: ['true'],
  exposeRevueAddress: ['false'],
  exposeRevuePhone: ['true'],
  exposeWebEmail: ['false'],
  exposeWebAddress: ['false'],
  exposeWebPhone: ['true'],
};

describe('adverts dataProvider', () => {
  useXsrfCookie();

  it('lists with POST /Adverts/list: page, search, period and the sort fields the API knows', async () => {
    const answer = { adverts: [{ id: 7, name: 'Jan Maes' }], total: 31, page: 2, pageSize: 25 };
    const { dataProvider, sent } = fakeApi({ 'POST /Adverts/list': json(answer) });
    const result = await dataProvider.getList('adverts', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'visibleTo', order: 'ASC' },
      filter: { q: 'lutino', period: '2027-01-01' },
    });
    await dataProvider.getList('adverts', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'isPaid', order: 'ASC' },
      filter: {},
    });
    expect(sent('POST /Adverts/list').map(({ json }) => json)).toEqual([
      {
        pageSize: 25,
        page: 2,
        searchString: 'lutino',
        period: '2027-01-01',
        sortField: 'visibleTo',
        sortOrder: 'ASC',
      },
      { pageSize: 10, page: 1, searchString: '' },
    ]);
    expect(result).toEqual({ data: [{ id: 7, name: 'Jan Maes' }], total: 31 });
  });

  it('reads one advert with GET /Adverts/{id} and deletes with DELETE /Adverts/{id}', async () => {
    const { dataProvider, sent } = fakeApi({
      'GET /Adverts/7': json(janMaesAdvert()),
      'DELETE /Adverts/7': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    await expect(dataProvider.getOne('adverts', { id: 7 })).resolves.toEqual({ data: janMaesAdvert() });
    await expect(dataProvider.delete('adverts', { id: 7, previousData: janMaesAdvert() })).resolves.toEqual({
      data: janMaesAdvert(),
    });
    expect(sent('DELETE /Adverts/7')[0].headers.get('X-XSRF-TOKEN')).toBe('csrf');
  });

  it('creates with a multipart POST /Adverts: every field by its name, flags as true/false, files in order', async () => {
    const { dataProvider, sent } = fakeApi({ 'POST /Adverts': json(janMaesAdvert(), 201) });
    const result = await dataProvider.create('adverts', {
      data: payload([{ file: imageFile('koppel.jpg') }, { file: imageFile('kooi.png', 'image/png') }]),
    });
    expect(result.data).toEqual(janMaesAdvert());
    const [call] = sent('POST /Adverts');
    expect(call.init?.body).toBeInstanceOf(FormData);
    // The browser sets multipart/form-data with its boundary itself.
    expect(call.headers.get('Content-Type')).toBeNull();
    expect(formOf(call.init?.body)).toEqual({ texts: FIELDS, files: { files: ['koppel.jpg', 'kooi.png'] } });
  });

  it('updates with a multipart PUT /Adverts/{id}: kept images as imageIds in their order, new files after', async () => {
    const saved = janMaesAdvert({
      images: [image(4, 'kooi.png', 'bbbb'), image(9, 'nest.webp', 'cccc')],
    });
    const { dataProvider, sent } = fakeApi({ 'PUT /Adverts/7': json(saved) });
    const result = await dataProvider.update('adverts', {
      id: 7,
      data: payload([{ id: 4 }, { file: imageFile('nest.webp', 'image/webp') }]),
      previousData: janMaesAdvert(),
    });
    expect(formOf(sent('PUT /Adverts/7')[0].init?.body)).toEqual({
      texts: { ...FIELDS, imageIds: ['4'] },
      files: { files: ['nest.webp'] },
    });
    expect(result.data).toEqual(saved);
    expect(sent('PUT /Adverts/7/images')).toHaveLength(0);
  });

  it('sends no imageIds on update when every image is removed', async () => {
    const { dataProvider, sent } = fakeApi({ 'PUT /Adverts/7': json(janMaesAdvert({ images: [] })) });
    await dataProvider.update('adverts', { id: 7, data: payload([]), previousData: janMaesAdvert() });
    expect(formOf(sent('PUT /Adverts/7')[0].init?.body).texts.imageIds).toBeUndefined();
  });

  it('orders with PUT /Adverts/{id}/images when a new image was placed before a kept one', async () => {
    const saved = janMaesAdvert({
      images: [image(3, 'koppel.jpg', 'aaaa'), image(9, 'nest.webp', 'cccc')],
    });
    const ordered = [saved.images[1], saved.images[0]];
    const { dataProvider, sent } = fakeApi({
      'PUT /Adverts/7': json(saved),
      'PUT /Adverts/7/images': json(ordered),
    });
    const result = await dataProvider.update('adverts', {
      id: 7,
      data: payload([{ file: imageFile('nest.webp', 'image/webp') }, { id: 3 }]),
      previousData: janMaesAdvert(),
    });
    expect(sent('PUT /Adverts/7/images')[0].json).toEqual([9, 3]);
    expect(result.data.images).toEqual(ordered);
  });

  it('sets visibility in bulk with PUT /Adverts/visibility?visible=… and the ids as JSON body', async () => {
    const ok = json({ statusCode: 200, isSuccess: true, error: null });
    const { dataProvider, sent } = fakeApi({
      'PUT /Adverts/visibility?visible=false': ok,
      'PUT /Adverts/visibility?visible=true': ok,
    });
    await expect(
      dataProvider.updateMany('adverts', { ids: [7, 8], data: { isVisible: false } }),
    ).resolves.toEqual({ data: [7, 8] });
    await dataProvider.updateMany('adverts', { ids: [8], data: { isVisible: true } });
    expect(sent('PUT /Adverts/visibility?visible=false')[0].json).toEqual([7, 8]);
    expect(sent('PUT /Adverts/visibility?visible=true')[0].json).toEqual([8]);
    await expect(dataProvider.updateMany('adverts', { ids: [7], data: { isActive: false } })).rejects.toThrow(
      'sets isVisible or visibleFrom with visibleTo',
    );
  });

  it('sets the publish period in bulk with PUT /Adverts/bulk {ids, changes}', async () => {
    const { dataProvider, sent } = fakeApi({ 'PUT /Adverts/bulk': json({ ids: [7, 8] }) });
    const period = { visibleFrom: '2027-03-01', visibleTo: '2027-06-30' };
    await expect(dataProvider.updateMany('adverts', { ids: [7, 8], data: period })).resolves.toEqual({
      data: [7, 8],
    });
    expect(sent('PUT /Adverts/bulk')[0].json).toEqual({ ids: [7, 8], changes: period });
  });

  it('puts a 400 on the form input it names; a refused file names that file', async () => {
    const { dataProvider } = fakeApi({
      'PUT /Adverts/7': json(
        { statusCode: 400, isSuccess: false, error: 'before', field: 'visibleTo', reason: 'beforeStart' },
        400,
      ),
      'POST /Adverts': json(
        {
          statusCode: 400,
          isSuccess: false,
          error: "The file 'kooi.png' is not of an accepted type (jpeg, png, webp), judged by its content.",
          field: 'files',
          reason: 'unsupportedType',
        },
        400,
      ),
    });
    await expect(
      dataProvider.update('adverts', { id: 7, data: payload(), previousData: janMaesAdvert() }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { visibleTo: 'resources.adverts.reasons.beforeStart' } },
    });
    const refused = await dataProvider
      .create('adverts', {
        data: payload([{ file: imageFile('koppel.jpg') }, { file: imageFile('kooi.png', 'image/png') }]),
      })
      .catch((error: HttpError) => error);
    expect(refused).toBeInstanceOf(HttpError);
    const message = (refused as HttpError).body.errors.images as string;
    expect(JSON.parse(message.replace('@@react-admin@@', ''))).toEqual({
      message: 'resources.adverts.reasons.unsupportedType',
      args: { name: 'kooi.png' },
    });
  });

  it('puts an unknown member on the member picker', async () => {
    const { dataProvider } = fakeApi({
      'POST /Adverts': json(
        { statusCode: 400, error: 'no', field: 'memberId', reason: 'unknownMember' },
        400,
      ),
    });
    await expect(dataProvider.create('adverts', { data: payload() })).rejects.toMatchObject({
      body: { errors: { member: 'resources.adverts.reasons.unknownMember' } },
    });
  });

  it('reads the publish periods and the export lines of an issue', async () => {
    const lines = ['Aangeboden', 'Te koop: koppel — Stam KX27, Jan Maes, jan.maes@telenet.be'];
    const { dataProvider } = fakeApi({
      'GET /Adverts/publishperiods': json(PERIODS),
      'GET /Adverts/export?date=2027-01-01': json({ advertLines: lines }),
    });
    await expect(dataProvider.getPublishPeriods()).resolves.toEqual(PERIODS);
    await expect(dataProvider.exportAdverts('2027-01-01')).resolves.toEqual(lines);
  });

  it('builds the same form for create without imageIds', () => {
    const form = toAdvertFormData(payload([{ id: 3 }]), { update: false });
    expect(form.getAll('imageIds')).toEqual([]);
    expect(toAdvertFormData(payload([{ id: 3 }]), { update: true }).getAll('imageIds')).toEqual(['3']);
  });
});
