import type { HttpClient } from './httpClient';

/** The API of spec §7 under the configured base address; every method resolves to the parsed body. */
export interface Api {
  /** `GET {apiUrl}{path}`. @throws ApiHttpError on a status other than 200/204. */
  get: (path: string) => Promise<unknown>;
  /** `GET {apiUrl}{path}` expecting a JSON array. @throws Error when the body is not an array. */
  getArray: <T>(path: string) => Promise<T[]>;
  /** A state-changing call (`POST`, `PUT`, `DELETE`) with an optional JSON or FormData body. */
  send: (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;
}

/** Binds the http client to the API base address (`apiUrl` of /config.json, e.g. `/api/backoffice`). */
export const createApi = (apiUrl: string, http: HttpClient): Api => {
  const base = apiUrl.replace(/\/+$/, '');
  const get = async (path: string) => (await http(`${base}${path}`)).json;
  return {
    get,
    getArray: async <T>(path: string) => {
      const json = await get(path);
      if (!Array.isArray(json)) throw new Error(`GET ${path} did not answer a list`);
      return json as T[];
    },
    send: async (method, path, body) => (await http(`${base}${path}`, { method, body })).json,
  };
};
