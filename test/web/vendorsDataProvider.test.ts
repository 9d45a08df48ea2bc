import { HttpError } from 'react-admin';
import { imageFile } from './advertFixtures';
import { fakeApi, json } from './fakeApi';
import { janMaesVendor, vendorRows } from './vendorFixtures';
import { useXsrfCookie } from './xsrfCookie';

const refusal = (status: number, field: string, reason: string, error = 'refused') =>
  json({ statusCode: status, isSuccess: false, error, field, reason }, status);

describe('vendors dataProvider', () => {
  useXsrfCookie();

  it('lists with POST /Vendors/list: page, search, sort the API knows', async () => {
    const { dataProvider, sent } = fakeApi({
      'POST /Vendors/list': json({ vendors: vendorRows(), total: 2 }),
    });
    const result = await dataProvider.getList('vendors', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'tribeNumber', order: 'DESC' },
      filter: { q: 'maes' },
    });
    expect(sent('POST /Vendors/list')[0].json).toEqual({
      pageSize: 25,
      page: 1,
      searchString: 'maes',
      sortField: 'tribeNumber',
      sortOrder: 'DESC',
    });
    expect(result).toEqual({ data: vendorRows(), total: 2 });
  });

  it('creates multipart: memberId, message, the new files', async () => {
    const { dataProvider, sent } = fakeApi({ 'POST /Vendors': json(janMaesVendor(), 201) });
    const result = await dataProvider.create('vendors', {
      data: { memberId: 12, message: 'Zaad.', images: [{ file: imageFile('kooien.jpg') }] },
    });
    expect(result.data).toEqual(janMaesVendor());
    const form = sent('POST /Vendors')[0].init?.body as FormData;
    expect(form.get('memberId')).toBe('12');
    expect(form.get('message')).toBe('Zaad.');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['kooien.jpg']);
    expect(form.getAll('imageIds')).toEqual([]);
    expect(sent('POST /Vendors')[0].headers.get('X-XSRF-TOKEN')).toBe('csrf');
  });

  it('updates multipart with the kept images as imageIds, and deletes', async () => {
    const { dataProvider, sent } = fakeApi({
      'PUT /Vendors/3': json(janMaesVendor()),
      'DELETE /Vendors/3': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    await dataProvider.update('vendors', {
      id: 3,
      data: {
        memberId: 12,
        message: 'Zaad.',
        images: [{ id: 8 }, { id: 7 }, { file: imageFile('nest.png') }],
      },
      previousData: janMaesVendor(),
    });
    const form = sent('PUT /Vendors/3')[0].init?.body as FormData;
    expect(form.getAll('imageIds')).toEqual(['8', '7']);
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['nest.png']);
    expect((await dataProvider.delete('vendors', { id: 3, previousData: janMaesVendor() })).data.id).toBe(3);
    expect(sent('DELETE /Vendors/3')).toHaveLength(1);
  });

  it.each([
    [refusal(409, 'memberId', 'alreadyVendor'), { member: 'resources.vendors.reasons.alreadyVendor' }],
    [refusal(400, 'memberId', 'unknownMember'), { member: 'resources.adverts.reasons.unknownMember' }],
    [refusal(400, 'message', 'maxLength'), { message: 'resources.adverts.reasons.tooLong' }],
  ])('puts a refusal on its input: %j', async (answer, errors) => {
    const { dataProvider } = fakeApi({ 'POST /Vendors': answer });
    const failure = await dataProvider
      .create('vendors', { data: { memberId: 12, message: 'x', images: [] } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).body.errors).toEqual(errors);
  });

  it('names the refused image on the images input', async () => {
    const { dataProvider } = fakeApi({
      'POST /Vendors': refusal(
        400,
        'files',
        'unsupportedType',
        "The file 'nest.png' is not of an accepted type",
      ),
    });
    const failure = (await dataProvider
      .create('vendors', {
        data: {
          memberId: 12,
          message: 'x',
          images: [{ file: imageFile('a.jpg') }, { file: imageFile('nest.png') }],
        },
      })
      .catch((error: unknown) => error)) as HttpError;
    expect(failure.body.errors.images).toContain('"name":"nest.png"');
  });
});
