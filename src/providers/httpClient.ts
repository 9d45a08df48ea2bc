import { HttpError } from 'react-admin';
import { CSRF_COOKIE, CSRF_HEADER } from '../../server/src/schemas/csrf';
import { readCookie } from './cookies';
import { takeFirstScreenRead } from './earlyFetch';
import { fetchWithUploadProgress, type UploadInit, type UploadProgress } from './uploadProgress';

/**
 * Options of one API call. A `body` other than FormData is sent as JSON; FormData goes as multipart
 * with the browser's own Content-Type (it adds the boundary).
 */
export interface HttpRequest {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Success statuses besides 200 and 204 for this call, e.g. 201 of `POST /Members` (docs/api.md). */
  acceptStatuses?: readonly number[];
  /** `blob`: a success keeps the bytes in `blob` (file downloads) instead of parsing text. */
  responseType?: 'json' | 'blob';
  /** Called as the body is sent (large uploads); the call then goes through {@link fetchWithUploadProgress}. */
  onUploadProgress?: UploadProgress;
}

/**
 * A successful answer: `json` is the parsed body (the raw text when it is not JSON, undefined when
 * empty); with `responseType: 'blob'` the bytes are in `blob` and `body` is empty.
 */
export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
  blob?: Blob;
}

/** The error of spec §8: react-admin's HttpError plus the raw body text and the response headers. */
export type ApiHttpError = HttpError & { bodyText: string; headers: Headers };

/** Performs one API call. @throws {ApiHttpError} for any status other than 200, 204 or `acceptStatuses`. */
export type HttpClient = (url: string, request?: HttpRequest) => Promise<HttpResponse>;

/** `fetch`, also given the call's `onUploadProgress` (tests fake it, reporting progress themselves). */
export type FetchImpl = (url: string, init: UploadInit) => Promise<Response>;

const browserFetch: FetchImpl = (url, { onUploadProgress, ...init }) =>
  onUploadProgress ? fetchWithUploadProgress(url, { ...init, onUploadProgress }) : fetch(url, init);

/** Translation key of the message of every {@link ApiHttpError}. */
const UNEXPECTED_ERROR_KEY = 'app.errors.unexpected';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:)?\/\//i;

const parseBody = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const buildHeaders = (url: string, method: string, request: HttpRequest, token: string | undefined) => {
  const headers = new Headers({ Accept: 'application/json', ...request.headers });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (request.body !== undefined && !(request.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  // Spec §7: only state-changing calls to our own (relative) URLs carry the anti-CSRF cookie value.
  // The cookie is read for those alone: reading `document.cookie` may wait on the browser's network process.
  if (SAFE_METHODS.has(method) || ABSOLUTE_URL.test(url)) return headers;
  const xsrf = readCookie(CSRF_COOKIE);
  if (xsrf) headers.set(CSRF_HEADER, xsrf);
  return headers;
};

/**
 * Creates the API client of spec §7–8: bearer token from `getToken` (when no token can be obtained the
 * call goes without one, the API answers 401 and the authProvider signs the user out), `X-XSRF-TOKEN`
 * on non-GET/HEAD relative URLs, JSON bodies; a GET, or a POST with the same JSON, that the boot script
 * already made for the first screen takes that answer when it was 200 (earlyFetch.ts
 * `takeFirstScreenRead`); 200 → parsed body, 204 → empty result, any other status an
 * {@link ApiHttpError} unless the request accepts it.
 */
export const createHttpClient =
  (getToken: () => Promise<string | undefined>, fetchImpl: FetchImpl = browserFetch): HttpClient =>
  async (url, request = {}) => {
    const method = (request.method ?? 'GET').toUpperCase();
    const token = await getToken().catch(() => undefined);
    const body =
      request.body === undefined || request.body instanceof FormData
        ? request.body
        : JSON.stringify(request.body);
    // The first screen's read the boot script began (earlyFetch.ts), when it answered 200.
    const early =
      (method === 'GET' && body === undefined) || (method === 'POST' && typeof body === 'string')
        ? await takeFirstScreenRead(method, url, body)
        : undefined;
    const response =
      early ??
      (await fetchImpl(url, {
        method,
        headers: buildHeaders(url, method, request, token),
        body: body as BodyInit | undefined,
        signal: request.signal,
        onUploadProgress: request.onUploadProgress,
      }));
    const { status, headers } = response;
    const ok = status === 200 || status === 204 || (request.acceptStatuses ?? []).includes(status);
    if (ok && request.responseType === 'blob') {
      return { status, headers, body: '', json: undefined, blob: await response.blob() };
    }
    const text = status === 204 ? '' : await response.text();
    if (ok) return { status, headers, body: text, json: parseBody(text) };
    const error = new HttpError(UNEXPECTED_ERROR_KEY, status, parseBody(text) ?? null);
    throw Object.assign(error, { bodyText: text, headers }) as ApiHttpError;
  };
