/**
 * The requests that answered 500 or were taken too leniently before (issue G1), each now a clear 400
 * naming the field, with nothing written: ids past PostgreSQL's int4 or not in plain digits, NUL and
 * control characters in text, pages past every reach, multipart without a boundary or with a file
 * part without a name, a location id in the body; and uploaded file names made safe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/src/db/seed';
import { rowCounts } from '../fuzz/fuzz';
import { backends, createTestContext, type TestContext } from './context';
import { FORM_CONTENT_TYPE, formData } from './formData';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(backends)('hostile input on %s', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await seedDemoData(ctx.database);
  });
  afterAll(() => ctx.close());

  /** `request` answers 400 naming `field` and leaves every table as it was. */
  async function refused(request: Parameters<TestContext['api']>[0], field: string) {
    const before = await rowCounts(ctx.database.db);
    const response = await ctx.api(request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, isSuccess: false, field });
    expect(await rowCounts(ctx.database.db)).toEqual(before);
    return response.json();
  }

  it.each([
    ['1e1', 'notDigits'],
    ['12.0', 'notDigits'],
    ['%2012', 'notDigits'],
    ['0x0c', 'notDigits'],
    ['+12', 'notDigits'],
    ['Infinity', 'notDigits'],
    ['12abc', 'type'],
  ])('refuses the id %s: digits only (%s)', async (id, reason) => {
    const body = await refused({ method: 'GET', url: `/api/backoffice/Messages/${id}` }, 'id');
    expect(body.reason).toBe(reason);
  });

  it.each(['"Infinity"', '1e400', '"12"'])(
    'refuses the JSON id %s: a JSON body is taken as typed',
    async (id) => {
      const payload = `{"id":${id}}`;
      const headers = { 'content-type': 'application/json' };
      await refused({ method: 'PUT', url: '/api/backoffice/Members/deactivate', headers, payload }, 'id');
    },
  );

  it.each([
    ['DELETE', '/api/backoffice/Messages/2147483648'],
    ['GET', '/api/backoffice/Members/99999999999999999999'],
    ['GET', '/api/backoffice/Orders?take=10&skip=9007199254740993&includeOrderlines=false'],
    ['GET', '/api/backoffice/Notifications?take=1e1&skip=0'],
  ] as const)('refuses %s %s: past int4 or not digits', async (method, url) => {
    const field = url.includes('skip=9') ? 'skip' : url.includes('take=1e1') ? 'take' : 'id';
    await refused({ method, url }, field);
  });

  it.each([
    [{ pageSize: 25, page: 1e308 }, 'page'],
    ['{"pageSize":9007199254740993,"page":1}', 'pageSize'],
    [{ pageSize: 501, page: 1 }, 'pageSize'],
    [{ pageSize: 25, page: 1, searchString: 'a\u0000' }, 'searchString'],
    [{ pageSize: 25, page: 1, searchString: 'x'.repeat(201) }, 'searchString'],
  ])('refuses the member list request %j', async (payload, field) => {
    const headers = { 'content-type': 'application/json' };
    await refused({ method: 'POST', url: '/api/backoffice/Members/list', headers, payload }, field);
  });

  it.each([
    ['memberId', 'Infinity'],
    ['memberId', '1e1'],
    ['memberId', ' 7'],
  ])('refuses the multipart field %s = %j: numbers in plain digits', async (field, value) => {
    const body = await refused(
      { method: 'POST', url: '/api/backoffice/Adverts', ...formData({ [field]: value, message: 'Zaad' }) },
      field,
    );
    expect(body.reason).toBe('notDigits');
  });

  it('refuses ids past int4 inside an id list', async () => {
    await refused({ method: 'DELETE', url: '/api/backoffice/Notifications', payload: [1, 2147483648] }, '1');
  });

  it('refuses a NUL or another control character in any text, and a line break in a one-line text', async () => {
    const member = (await ctx.api({ method: 'GET', url: '/api/backoffice/Members/1' })).json();
    const { id: _id, isActive: _active, lastLogin: _login, address, ...rest } = member;
    const payload = { ...rest, address: address && { ...address, countryId: address.country?.id ?? null } };
    const put = (changes: Record<string, unknown>) => ({
      method: 'PUT' as const,
      url: '/api/backoffice/Members/1',
      payload: { ...payload, ...changes },
    });
    expect((await ctx.api(put({}))).statusCode).toBe(200);
    const body = await refused(put({ firstName: 'Jan\u0000' }), 'firstName');
    expect(body.error).toBe("body: 'firstName' must be one line, not blank, without control characters");
    await refused(put({ lastName: 'Pee\nters' }), 'lastName');
    await refused(put({ contact: { ...payload.contact, email: 'jan\u0007@x.be' } }), 'contact.email');
    await refused(
      {
        method: 'POST',
        url: '/api/backoffice/Messages',
        payload: {
          title: 'Nieuws',
          info: '<p>a\u0000</p>',
          startDate: '2027-01-01T00:00:00.000Z',
          endDate: '2027-01-31T00:00:00.000Z',
          isVisible: true,
          isBanner: false,
        },
      },
      'info',
    );
  });

  it('refuses a multipart request without a boundary, and a file part without a name', async () => {
    await refused(
      {
        method: 'POST',
        url: '/api/backoffice/Documents',
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'title=x&isVisible=true',
      },
      'body',
    );
    const form = formData({ title: 'Statuten', isVisible: 'true' });
    const nameless = Buffer.concat([
      form.payload.subarray(0, form.payload.length - Buffer.byteLength('------clubbeheer-form--\r\n')),
      Buffer.from('------clubbeheer-form\r\nContent-Disposition: form-data; filename="x.pdf"\r\n\r\n'),
      PDF,
      Buffer.from('\r\n------clubbeheer-form--\r\n'),
    ]);
    const body = await refused(
      {
        method: 'POST',
        url: '/api/backoffice/Documents',
        headers: { 'content-type': FORM_CONTENT_TYPE },
        payload: nameless,
      },
      'body',
    );
    expect(body.reason).toBe('malformedMultipart');
  });

  it('takes a file part without a file name under the name "file"', async () => {
    const form = formData({ title: 'Zonder naam', isVisible: 'true' });
    const payload = Buffer.concat([
      form.payload.subarray(0, form.payload.length - Buffer.byteLength('------clubbeheer-form--\r\n')),
      Buffer.from('------clubbeheer-form\r\nContent-Disposition: form-data; name="file"; filename=""\r\n'),
      Buffer.from('Content-Type: application/pdf\r\n\r\n'),
      PDF,
      Buffer.from('\r\n------clubbeheer-form--\r\n'),
    ]);
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Documents',
      headers: form.headers,
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().fileName).toBe('file');
  });

  it('stores and offers an uploaded file under its name without bidi controls or path', async () => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Documents',
      ...formData({ title: 'CV', isVisible: 'false' }, [
        { field: 'file', fileName: '..\\r\u00e9sum\u00e9\u202E.txt.pdf', bytes: PDF },
      ]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().fileName).toBe('résumé.txt.pdf');
    // Hidden, so staff download it through the API (docs/api/documents.md).
    const file = await ctx.api({
      method: 'GET',
      url: `/api/backoffice/Documents/${response.json().id}/file`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('résumé.txt.pdf')}`,
    );
  });

  it('never takes a location id from the body: the id is the server’s alone', async () => {
    const location = { name: 'Zaal Nieuw', info: '', latitude: null, longitude: null };
    const created = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Locations',
      payload: { ...location, id: 999 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(id).not.toBe(999);
    const renamed = await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Locations/id?id=${id}`,
      payload: { ...location, name: 'Zaal Hernoemd', id: id + 1000 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Zaal Hernoemd' });
    const next = await ctx.api({ method: 'POST', url: '/api/backoffice/Locations', payload: location });
    expect(next.statusCode).toBe(201);
  });
});
