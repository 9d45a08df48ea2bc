import type { Mock } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';

/** One fake answer: status (200 by default), body and headers. */
export interface Answer {
  status?: number;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** A JSON answer. */
export const json = (value: unknown, status = 200): Answer => ({ status, body: JSON.stringify(value) });

/**
 * Routes by `METHOD path` (the path after /api/backoffice, with its query); a function sees the call
 * and may answer later (a promise), e.g. to observe progress.
 */
export type Routes = Record<string, Answer | ((init: RequestInit | undefined) => Answer | Promise<Answer>)>;

/**
 * The production data provider over a fake API: unknown routes answer 404. `sent(key)` lists the
 * calls of a route with their headers and parsed JSON body.
 */
export const fakeApi = (routes: Routes) => {
  const fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method} ${String(input).replace('/api/backoffice', '')}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? await route(init) : route;
    if (!answer) return new Response(`{"error":"no fake for ${key}"}`, { status: 404 });
    return new Response(answer.body ?? null, { status: answer.status ?? 200, headers: answer.headers });
  });
  const dataProvider = createDataProvider(
    '/api/backoffice',
    createHttpClient(async () => 'token', fetchMock),
  );
  const sent = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method} ${String(input).replace('/api/backoffice', '')}` === key)
      .map(([, init]) => ({
        init,
        headers: new Headers(init?.headers),
        json: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      }));
  return { dataProvider, fetchMock, sent };
};
