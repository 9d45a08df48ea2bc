import { HttpError } from 'react-admin';
import { type ApiHttpError, createHttpClient } from '../../src/providers/httpClient';
import { blobText } from './saveFileSpy';
import { useXsrfCookie } from './xsrfCookie';

const answer = (status: number, body = '', headers: Record<string, string> = {}) =>
  vi.fn<typeof fetch>(async () => new Response(status === 204 ? null : body, { status, headers }));

const sentHeaders = (fetchMock: ReturnType<typeof answer>) =>
  new Headers(fetchMock.mock.calls[0][1]?.headers);

describe('httpClient', () => {
  useXsrfCookie('csrf+value');

  it('sends the access token as bearer and parses a 200 JSON answer', async () => {
    const fetchMock = answer(200, '{"activeMembers":3}');
    const result = await createHttpClient(async () => 'access-token', fetchMock)('/api/backoffice/Status');
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('Bearer access-token');
    expect(result).toMatchObject({ status: 200, json: { activeMembers: 3 } });
  });

  it('returns the text of a 200 answer that is not JSON', async () => {
    const result = await createHttpClient(async () => 't', answer(200, 'plain'))('/x');
    expect(result.json).toBe('plain');
  });

  it('adds X-XSRF-TOKEN from the cookie on DELETE, with the JSON body', async () => {
    const fetchMock = answer(200, '{"isSuccess":true}');
    await createHttpClient(async () => 't', fetchMock)('/api/backoffice/Notifications', {
      method: 'DELETE',
      body: [1, 2, 3],
    });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBe('[1,2,3]');
    expect(sentHeaders(fetchMock).get('X-XSRF-TOKEN')).toBe('csrf+value');
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('does not add X-XSRF-TOKEN on GET nor to absolute URLs', async () => {
    const getMock = answer(200, '[]');
    await createHttpClient(async () => 't', getMock)('/api/backoffice/Notifications');
    expect(sentHeaders(getMock).has('X-XSRF-TOKEN')).toBe(false);

    const absoluteMock = answer(200, '{}');
    await createHttpClient(async () => 't', absoluteMock)('https://elsewhere.example/x', {
      method: 'DELETE',
    });
    expect(sentHeaders(absoluteMock).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('answers an empty result for 204', async () => {
    const result = await createHttpClient(async () => 't', answer(204))('/x', { method: 'DELETE' });
    expect(result).toMatchObject({ status: 204, body: '', json: undefined });
  });

  it('turns a 500 into an HttpError with status, body text, parsed body and headers', async () => {
    const body = '{"statusCode":500,"isSuccess":false,"error":"boom"}';
    const fetchMock = answer(500, body, { 'x-request-id': 'r1' });
    const failure = await createHttpClient(
      async () => 't',
      fetchMock,
    )('/x').catch((error: ApiHttpError) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      message: 'app.errors.unexpected',
      status: 500,
      bodyText: body,
      body: { statusCode: 500, isSuccess: false, error: 'boom' },
    });
    expect((failure as ApiHttpError).headers.get('x-request-id')).toBe('r1');
  });

  it('treats any status other than 200 and 204 as an error', async () => {
    await expect(createHttpClient(async () => 't', answer(201, '{}'))('/x')).rejects.toMatchObject({
      status: 201,
    });
    await expect(createHttpClient(async () => 't', answer(403, ''))('/x')).rejects.toMatchObject({
      status: 403,
      body: null,
    });
  });

  it('accepts another status only when the request lists it, e.g. 201 of a create', async () => {
    const client = createHttpClient(async () => 't', answer(201, '{"id":12}'));
    await expect(client('/x', { method: 'POST', body: {}, acceptStatuses: [201] })).resolves.toMatchObject({
      status: 201,
      json: { id: 12 },
    });
  });

  it('keeps the bytes of a file answer as a blob, and still reads an error body as text', async () => {
    const file = await createHttpClient(async () => 't', answer(200, 'a;b\r\n'))('/x', {
      responseType: 'blob',
    });
    expect(file.blob && (await blobText(file.blob))).toBe('a;b\r\n');
    expect(file.json).toBeUndefined();
    const failed = createHttpClient(async () => 't', answer(400, '{"error":"bad"}'))('/x', {
      responseType: 'blob',
    });
    await expect(failed).rejects.toMatchObject({ status: 400, body: { error: 'bad' } });
  });

  it('sends FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    const fetchMock = answer(200, '{}');
    const form = new FormData();
    form.append('formFile', new File(['x'], 'leden.csv'));
    await createHttpClient(async () => 't', fetchMock)('/x', { method: 'PUT', body: form });
    expect(fetchMock.mock.calls[0][1]?.body).toBe(form);
    expect(sentHeaders(fetchMock).has('Content-Type')).toBe(false);
    expect(sentHeaders(fetchMock).get('X-XSRF-TOKEN')).toBe('csrf+value');
  });

  it('sends the call without a token when none can be obtained (the API then answers 401)', async () => {
    const fetchMock = answer(401, '{"error":"unauthorized"}');
    const client = createHttpClient(() => Promise.reject(new Error('login_required')), fetchMock);
    await expect(client('/x')).rejects.toMatchObject({ status: 401 });
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
  });
});
