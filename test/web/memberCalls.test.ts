import { fileNameOf } from '../../src/providers/api';
import { fakeApi, json } from './fakeApi';
import { blobText } from './saveFileSpy';
import { useXsrfCookie } from './xsrfCookie';

const preview = {
  statusCode: 400,
  isSuccess: false,
  error: 'Row 7 is invalid',
  persisted: false,
  counts: { new: 1, changed: 0, unchanged: 3, invalid: 1 },
  new: [{ row: 2, tribeNumber: 'QW12', name: 'Lien Claeys' }],
  changed: [],
  invalid: [{ row: 7, field: 'email', reason: 'invalidEmail', message: "'jan@' is not an email address" }],
};

describe('member calls of the dataProvider', () => {
  useXsrfCookie();

  it('searches with POST /Members/search and deactivates with PUT /Members/deactivate {id}', async () => {
    const found = [{ id: 12, name: 'Jan Maes', tribeNumber: 'KX27' }];
    const { dataProvider, sent } = fakeApi({
      'POST /Members/search': json(found),
      'PUT /Members/deactivate': json({ statusCode: 200, isSuccess: true, error: null }),
    });
    await expect(dataProvider.searchMembers('maes')).resolves.toEqual(found);
    expect(sent('POST /Members/search')[0].json).toEqual({ searchString: 'maes' });
    await dataProvider.deactivateMember(12);
    expect(sent('PUT /Members/deactivate')[0].json).toEqual({ id: 12 });
  });

  it('exports the filter with POST /Members/export and answers the file with its name', async () => {
    const { dataProvider, sent } = fakeApi({
      'POST /Members/export': {
        body: '\uFEFFstamnummer;voornaam\r\nKX27;Jan\r\n',
        headers: { 'Content-Disposition': 'attachment; filename="leden-2026-11-22.csv"' },
      },
    });
    const file = await dataProvider.exportMembers({
      searchString: 'maes',
      showInactive: false,
      format: 'csv',
    });
    expect(sent('POST /Members/export')[0].json).toEqual({
      searchString: 'maes',
      showInactive: false,
      format: 'csv',
    });
    expect(file.fileName).toBe('leden-2026-11-22.csv');
    expect(await blobText(file.blob)).toContain('KX27;Jan');
  });

  it('downloads the import template with GET /Members/import/template?format=…', async () => {
    const { dataProvider, fetchMock } = fakeApi({
      'GET /Members/import/template?format=xlsx': {
        body: 'PK',
        headers: { 'Content-Disposition': "attachment; filename*=UTF-8''leden%20sjabloon.xlsx" },
      },
    });
    await expect(dataProvider.downloadImportTemplate('xlsx')).resolves.toMatchObject({
      fileName: 'leden sjabloon.xlsx',
    });
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('uploads the import as multipart formFile with bearer and CSRF but no hand-made Content-Type', async () => {
    const { dataProvider, fetchMock } = fakeApi({
      'PUT /Members/import?persist=false&clearEmpty=false': json({
        ...preview,
        statusCode: 200,
        isSuccess: true,
      }),
    });
    const file = new File(['stamnummer;voornaam\r\n'], 'leden.csv', { type: 'text/csv' });
    await expect(dataProvider.importMembers(file, false)).resolves.toMatchObject({ counts: preview.counts });
    const init = fetchMock.mock.calls[0][1];
    const headers = new Headers(init?.headers);
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('formFile') as File).name).toBe('leden.csv');
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer token');
    expect(headers.get('X-XSRF-TOKEN')).toBe('csrf');
  });

  it('answers the preview of a refused import (400 with invalid rows) instead of failing', async () => {
    const { dataProvider } = fakeApi({
      'PUT /Members/import?persist=true&clearEmpty=false': json(preview, 400),
    });
    await expect(dataProvider.importMembers(new File(['x'], 'leden.csv'), true)).resolves.toEqual(preview);
  });

  it('rejects a refused file with its reason', async () => {
    const refusal = {
      statusCode: 400,
      isSuccess: false,
      error: 'Missing columns: stamnummer',
      reason: 'missingColumns',
    };
    const { dataProvider } = fakeApi({
      'PUT /Members/import?persist=false&clearEmpty=false': json(refusal, 400),
    });
    await expect(dataProvider.importMembers(new File(['x'], 'leden.csv'), false)).rejects.toMatchObject({
      status: 400,
      body: refusal,
    });
  });
});

describe('fileNameOf', () => {
  it('reads filename*, then filename, of a Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="leden.csv"')).toBe('leden.csv');
    expect(fileNameOf('attachment; filename=leden.xlsx')).toBe('leden.xlsx');
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'l%C3%A9den.csv')).toBe('léden.csv');
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="b.csv"')).toBe('b.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
