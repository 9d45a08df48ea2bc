/**
 * The first screen's JSON, fetched before the application's script has come (issue M): the boot
 * script (src/boot.ts, a few hundred bytes that run while the application's script downloads) starts
 * `GET /config.json` and the start-up language's dictionary; the application takes those responses
 * instead of asking again once its script has run. Without the boot script (tests) it fetches itself.
 */
import { currentLanguage } from './language';

declare global {
  interface Window {
    /** Responses the boot script began, by path; each taken once. */
    clubBeheerEarly?: Map<string, Promise<Response>>;
  }
}

const json = (path: string) => fetch(path, { headers: { Accept: 'application/json' } });

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

/** `GET path` (JSON): the response the boot script began for it (once), else a new request. */
export const fetchJson = (path: string): Promise<Response> => {
  const started = window.clubBeheerEarly?.get(path);
  if (!started) return json(path);
  window.clubBeheerEarly?.delete(path);
  return started;
};
