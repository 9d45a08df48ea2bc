/**
 * The first screen's JSON, fetched before the application's script has come (issue M): the boot
 * script (src/boot.ts, a few hundred bytes that run while the application's script downloads) starts
 * `GET /config.json` and the start-up language's dictionary, and — for a signed-in person — the
 * first screen's own API reads once the configuration has come; the application takes those
 * responses instead of asking again once its script has run. Without the boot script (tests) it
 * fetches itself.
 */
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

const json = (path: string, headers: Record<string, string> = {}) =>
  fetch(path, { headers: { Accept: 'application/json', ...headers } });

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

/** The key under which an early API read of `url` is kept, apart from the plain paths. */
const readKey = (url: string) => `GET ${url}`;

/**
 * Starts the reads {@link FIRST_SCREEN_READS} names for `pathname` as soon as the configuration the
 * boot script began has come, with the bearer token `tokenFor` gives for that configuration (the
 * cached session's; none: nothing is started). Any failure only means the application asks itself.
 */
export const fetchFirstScreenReads = (
  pathname: string,
  tokenFor: (config: { apiUrl: string; auth: { clientId: string; audience: string } }) => string | undefined,
): void => {
  const reads = FIRST_SCREEN_READS[pathname];
  const early = window.clubBeheerEarly;
  const configuration = early?.get('/config.json');
  if (!reads || !early || !configuration) return;
  // Registered before the application's own reading of the response, so the clone comes first.
  configuration
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((config) => {
      const token = typeof config?.apiUrl === 'string' && config.auth ? tokenFor(config) : undefined;
      if (!token) return;
      for (const path of reads) {
        const url = apiAddress(config.apiUrl, path);
        // The application asked first (its script came from the browser's cache): it has the answer.
        if (early.has(readKey(url))) continue;
        const response = json(url, { Authorization: `Bearer ${token}` });
        response.catch(() => undefined);
        early.set(readKey(url), response);
      }
    })
    .catch(() => undefined);
};

/**
 * The response of the early API read of `url` (once; {@link fetchFirstScreenReads}), or undefined when
 * none was begun or it did not answer 200 — the caller then asks itself, as for any other call. Once
 * asked, the boot script begins no read of `url` after: asked before it began (the application's
 * script came from the browser's cache), the read would be made twice.
 */
export const takeFirstScreenRead = async (url: string): Promise<Response | undefined> => {
  const early = window.clubBeheerEarly;
  const started = early?.get(readKey(url));
  early?.set(readKey(url), null);
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
