import { HttpError } from 'react-admin';
import type { UploadInit } from '../../src/providers/uploadProgress';
import { documentRows, pdfFile, reglement } from './documentFixtures';
import { fakeApi, json } from './fakeApi';
import { useXsrfCookie } from './xsrfCookie';

describe('documents dataProvider', () => {
  useXsrfCookie();

  it('lists with POST /Documents/list: page, search, sort the API knows', async () => {
    const { dataProvider, sent } = fakeApi({
      'POST /Documents/list': json({ documents: documentRows(), total: 2 }),
    });
    const result = await dataProvider.getList('documents', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: 'reglement' },
    });
    expect(sent('POST /Documents/list')[0].json).toEqual({
      pageSize: 25,
      page: 2,
      searchString: 'reglement',
      sortField: 'title',
      sortOrder: 'ASC',
    });
    expect(result).toEqual({ data: documentRows(), total: 2 });
    await dataProvider.getList('documents', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'type', order: 'ASC' },
      filter: {},
    });
    expect(sent('POST /Documents/list')[1].json).toEqual({ pageSize: 10, page: 1, searchString: '' });
  });

  it('uploads multipart with the CSRF header and reports the progress of the upload', async () => {
    const { dataProvider, sent } = fakeApi({
      'POST /Documents': (init) => {
        const progress = (init as UploadInit).onUploadProgress;
        progress?.(512, 1024);
        progress?.(1024, 1024);
        return json(reglement({ title: 'Statuten 2027' }), 201);
      },
    });
    const onUploadProgress = vi.fn();
    const file = pdfFile();
    const result = await dataProvider.create('documents', {
      data: { title: 'Statuten 2027', isVisible: false, file },
      meta: { onUploadProgress },
    });
    expect(result.data).toMatchObject({ id: 4, title: 'Statuten 2027' });
    const [call] = sent('POST /Documents');
    const form = call.init?.body as FormData;
    expect(form.get('title')).toBe('Statuten 2027');
    expect(form.get('isVisible')).toBe('false');
    expect((form.get('file') as File).name).toBe('statuten-2027.pdf');
    expect(call.headers.get('X-XSRF-TOKEN')).toBe('csrf');
    expect(call.headers.get('Content-Type')).toBeNull();
    expect(onUploadProgress.mock.calls).toEqual([
      [512, 1024],
      [1024, 1024],
    ]);
  });

  it.each([
    ['file', 'unsupportedType', 'resources.documents.reasons.unsupportedType'],
    ['file', 'tooLarge', 'resources.documents.reasons.tooLarge'],
    ['file', 'zipBomb', 'resources.documents.reasons.zipBomb'],
    ['title', 'pattern', 'resources.documents.reasons.required'],
    ['title', 'maxLength', 'resources.documents.reasons.tooLong'],
    ['isVisible', 'type', 'resources.documents.reasons.invalid'],
  ])('puts a refused %s (%s) on its input', async (field, reason, key) => {
    const { dataProvider } = fakeApi({
      'POST /Documents': json({ statusCode: 400, isSuccess: false, error: 'refused', field, reason }, 400),
    });
    const failure = await dataProvider
      .create('documents', { data: { title: 'x', isVisible: true, file: pdfFile() } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).body.errors).toEqual({ [field]: key });
  });

  it('reads, updates with JSON {title, isVisible} and deletes by id', async () => {
    const { dataProvider, sent } = fakeApi({
      'GET /Documents/4': json(reglement()),
      'PUT /Documents/4': json(reglement({ isVisible: false })),
      'DELETE /Documents/4': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    expect((await dataProvider.getOne('documents', { id: 4 })).data).toEqual(reglement());
    const updated = await dataProvider.update('documents', {
      id: 4,
      data: { title: 'Reglement tentoonstelling 2026', isVisible: false, fileName: 'ignored.pdf' },
      previousData: reglement(),
    });
    expect(sent('PUT /Documents/4')[0].json).toEqual({
      title: 'Reglement tentoonstelling 2026',
      isVisible: false,
    });
    expect(updated.data.isVisible).toBe(false);
    const deleted = await dataProvider.delete('documents', { id: 4, previousData: reglement() });
    expect(deleted.data).toEqual(reglement());
    expect(sent('DELETE /Documents/4')).toHaveLength(1);
  });
});
