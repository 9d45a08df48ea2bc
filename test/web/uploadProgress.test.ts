import { createHttpClient } from '../../src/providers/httpClient';
import { fetchWithUploadProgress } from '../../src/providers/uploadProgress';
import { useXsrfCookie } from './xsrfCookie';

/** A stand-in for the browser's XMLHttpRequest: records the request, answers with `answer`. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string; headers: string } | 'network-error';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  responseType = '';
  status = 0;
  response: ArrayBuffer | null = null;
  upload: { onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return FakeXhr.answer === 'network-error' ? '' : FakeXhr.answer.headers;
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ loaded: 300, total: 1000, lengthComputable: true });
    this.upload.onprogress?.({ loaded: 1000, total: 1000, lengthComputable: true });
    const answer = FakeXhr.answer;
    setTimeout(() => {
      if (answer === 'network-error') return this.onerror?.();
      this.status = answer.status;
      this.response = new TextEncoder().encode(answer.body).buffer as ArrayBuffer;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

describe('uploads with progress (XMLHttpRequest)', () => {
  useXsrfCookie('csrf+value');
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 201,
      body: '{"id":4}',
      headers: 'Content-Type: application/json\r\nX-Id: 4\r\n',
    };
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes through XMLHttpRequest with the same bearer token and CSRF header as every call', async () => {
    const http = createHttpClient(async () => 'access-token');
    const progress = vi.fn();
    const form = new FormData();
    form.append('title', 'Statuten');
    const response = await http('/api/backoffice/Documents', {
      method: 'POST',
      body: form,
      acceptStatuses: [201],
      onUploadProgress: progress,
    });
    expect(FakeXhr.last).toMatchObject({ method: 'POST', url: '/api/backoffice/Documents', body: form });
    expect(FakeXhr.last.headers).toMatchObject({
      authorization: 'Bearer access-token',
      'x-xsrf-token': 'csrf+value',
    });
    expect(FakeXhr.last.headers['content-type']).toBeUndefined();
    expect(progress.mock.calls).toEqual([
      [300, 1000],
      [1000, 1000],
    ]);
    expect(response).toMatchObject({ status: 201, json: { id: 4 } });
    expect(response.headers.get('x-id')).toBe('4');
  });

  it('turns a refusal into the usual ApiHttpError with the parsed body', async () => {
    FakeXhr.answer = { status: 400, body: '{"field":"file","reason":"tooLarge"}', headers: '' };
    const http = createHttpClient(async () => 't');
    const failure = await http('/api/backoffice/Documents', {
      method: 'POST',
      body: new FormData(),
      onUploadProgress: () => undefined,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400, body: { field: 'file', reason: 'tooLarge' } });
  });

  it('rejects like fetch when the network fails or the upload is aborted', async () => {
    FakeXhr.answer = 'network-error';
    await expect(fetchWithUploadProgress('/x', { method: 'POST' })).rejects.toThrow(TypeError);
    const controller = new AbortController();
    FakeXhr.answer = { status: 200, body: '', headers: '' };
    const pending = fetchWithUploadProgress('/x', { method: 'POST', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
