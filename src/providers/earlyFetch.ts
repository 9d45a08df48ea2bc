/**
 * The first screen's JSON, fetched before the application's script has come (issue M): the boot
 * script (src/boot.ts, a few hundred bytes that run while the application's script downloads) starts
 * `GET /config.json` and the start-up language's dictionary, and — for a signed-in person — the
 * first screen's own API reads once the configuration has come (those of FIRST_SCREEN_READS, and the
 * list page the application remembered for that screen, rememberFirstScreenRead); the application
 * takes those responses instead of asking again once its script has run. Without the boot script
 * (tests) it fetches itself.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '../../server/src/schemas/csrf';
import { readCookie } from './cookies';
import { currentLanguage } from './language';

declare global {
  interface Window {
    /**
     * Responses the boot script began, by path; each taken once. `null`: an API read the application
     * asked for before the boot script began it, which the boot script then leaves alone.
     */
    clubBeheerEarly?: Map<string, Promise<Response> | null>;
  }
}

/** A request for JSON: `GET path`, or `method` with `body` (JSON text) and `headers` besides Accept. */
const json = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  fetch(path, { method, headers: { Accept: 'application/json', ...headers }, body });

/** The paths of the first screen's JSON: the configuration and the dictionary of the language in use. */
export const startPaths = (): string[] => ['/config.json', `/assets/i18n/${currentLanguage()}.json`];

/** Starts `GET` of each of `paths` (JSON) and keeps the responses for {@link fetchJson}. */
export const fetchEarly = (paths: string[]): void => {
  const early = new Map<string, Promise<Response>>();
  for (const path of paths) {
    const response = json(path);
    // A failure is the taker's to report.
    response.catch(() => undefined);
    early.set(path, response);
  }
  window.clubBeheerEarly = early;
};

/**
 * The API reads a first screen makes before it can show its largest part, by page path, relative to
 * the configuration's `apiUrl`: the dashboard's counts (`GET /Status`, spec §3), its LCP element.
 */
export const FIRST_SCREEN_READS: Readonly<Record<string, readonly string[]>> = { '/dashboard': ['/Status'] };

/** The address of API path `path` (`/Status`) under the configuration's `apiUrl` (`/api/backoffice`). */
export const apiAddress = (apiUrl: string, path: string): string => `${apiUrl.replace(/\/+$/, '')}${path}`;

/** The key under which an early API read is kept, apart from the plain paths: `GET url`, `POST url body`. */
const readKey = (method: 'GET' | 'POST', url: string, body?: string) =>
  body === undefined ? `${method} ${url}` : `${method} ${url} ${body}`;

/**
 * A list page's read that a first screen asks (`POST {apiUrl}{path}` with `body`, its JSON text),
 * remembered by the application for the boot script of the next load.
 */
export interface RememberedRead {
  path: string;
  body: string;
}

/** The localStorage prefix of the remembered reads, followed by the page path. */
const REMEMBERED_PREFIX = 'club-beheer.firstRead:';

/**
 * Remembers `read` as the one the first screen at `pathname` will ask on the next load (undefined:
 * none), for the boot script to begin. Written by the application whenever what that screen would
 * ask changes (firstScreen.ts); a browser without storage simply remembers nothing.
 */
export const rememberFirstScreenRead = (pathname: string, read: RememberedRead | undefined): void => {
  try {
    if (read) localStorage.setItem(REMEMBERED_PREFIX + pathname, JSON.stringify(read));
    else localStorage.removeItem(REMEMBERED_PREFIX + pathname);
  } catch {
    // Storage full or refused: the screen asks itself, as without the boot script.
  }
};

/** The read remembered for `pathname`, or undefined (none, or not of the remembered shape). */
const rememberedRead = (pathname: string): RememberedRead | undefined => {
  try {
    const read = JSON.parse(localStorage.getItem(REMEMBERED_PREFIX + pathname) ?? 'null');
    return typeof read?.path === 'string' && typeof read.body === 'string' ? read : undefined;
  } catch {
    return undefined;
  }
};

/** Begins `method url` with `headers` (and JSON `body`) and keeps its response, unless asked already. */
const begin = (
  early: Map<string, Promise<Response> | null>,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
) => {
  const key = readKey(method, url, body);
  // The application asked first (its script came from the browser's cache): it has the answer.
  if (early.has(key)) return;
  const response = json(url, headers, method, body);
  response.catch(() => undefined);
  early.set(key, response);
};

/**
 * Starts the reads {@link FIRST_SCREEN_READS} names for the page at `address`, and the list read the
 * application remembered for it when the address has no query string (a search or page in the
 * address is the list's own to ask), as soon as the configuration the boot script began has come,
 * with the bearer token `tokenFor` gives for that configuration (the cached session's; none: nothing
 * is started) — a POST with the anti-CSRF header too, as the API client sends it. Any failure only
 * means the application asks itself.
 */
export const fetchFirstScreenReads = (
  address: { pathname: string; search: string },
  tokenFor: (config: { apiUrl: string; auth: { clientId: string; audience: string } }) => string | undefined,
): void => {
  const reads = FIRST_SCREEN_READS[address.pathname] ?? [];
  const remembered = address.search === '' ? rememberedRead(address.pathname) : undefined;
  const early = window.clubBeheerEarly;
  const configuration = early?.get('/config.json');
  if ((reads.length === 0 && !remembered) || !early || !configuration) return;
  // Registered before the application's own reading of the response, so the clone comes first.
  configuration
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((config) => {
      const token = typeof config?.apiUrl === 'string' && config.auth ? tokenFor(config) : undefined;
      if (!token) return;
      const authorization = { Authorization: `Bearer ${token}` };
      for (const path of reads) begin(early, 'GET', apiAddress(config.apiUrl, path), authorization);
      if (!remembered) return;
      const xsrf = readCookie(CSRF_COOKIE);
      const headers = { ...authorization, 'Content-Type': 'application/json' };
      const url = apiAddress(config.apiUrl, remembered.path);
      begin(early, 'POST', url, xsrf ? { ...headers, [CSRF_HEADER]: xsrf } : headers, remembered.body);
    })
    .catch(() => undefined);
};

/**
 * The response of the early API read `method url` (with JSON text `body` for a POST; once;
 * {@link fetchFirstScreenReads}), or undefined when none was begun or it did not answer 200 — the
 * caller then asks itself, as for any other call. Once asked, the boot script begins no such read
 * after: asked before it began (the application's script came from the browser's cache), the read
 * would be made twice.
 */
export const takeFirstScreenRead = async (
  method: 'GET' | 'POST',
  url: string,
  body?: string,
): Promise<Response | undefined> => {
  const early = window.clubBeheerEarly;
  const key = readKey(method, url, body);
  const started = early?.get(key);
  early?.set(key, null);
  if (!started) return undefined;
  const response = await started.catch(() => undefined);
  return response?.status === 200 ? response : undefined;
};

/** `GET path` (JSON): the response the boot script began for it (once), else a new request. */
export const fetchJson = (path: string): Promise<Response> => {
  const started = window.clubBeheerEarly?.get(path);
  if (!started) return json(path);
  window.clubBeheerEarly?.delete(path);
  return started;
};
