import { apiAddress } from './earlyFetch';
import type { HttpClient } from './httpClient';
import type { UploadProgress } from './uploadProgress';

/** A file the API answered: its bytes and the name its Content-Disposition gives (if any). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** The API of spec §7 under the configured base address; every method resolves to the parsed body. */
export interface Api {
  /** `GET {apiUrl}{path}`. @throws ApiHttpError on a status other than 200/204. */
  get: (path: string) => Promise<unknown>;
  /** `GET {apiUrl}{path}` expecting a JSON array. @throws Error when the body is not an array. */
  getArray: <T>(path: string) => Promise<T[]>;
  /**
   * `GET {apiUrl}{path}` of a count, answered as a bare JSON number (docs/api.md: `GET /Notifications/total`,
   * `GET /Orders/total`). @throws Error when the body is not a number.
   */
  getCount: (path: string) => Promise<number>;
  /** A state-changing call (`POST`, `PUT`, `DELETE`) with an optional JSON or FormData body. */
  send: (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;
  /**
   * `POST` that creates a record: besides 200, its 201 Created is a success too (docs/api.md).
   * `onUploadProgress` follows the sending of a large body (an upload).
   */
  create: (path: string, body: unknown, onUploadProgress?: UploadProgress) => Promise<unknown>;
  /** A call that answers a file (export, template), with an optional JSON body. */
  download: (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<DownloadedFile>;
}

const decode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 6266) when present and
 * well-formed, else `filename="…"`; undefined without either.
 */
export const fileNameOf = (disposition: string | null): string | undefined => {
  const encoded = disposition?.match(/filename\*\s*=\s*[\w-]+'[^']*'([^;\s]+)/i)?.[1];
  const decoded = encoded === undefined ? undefined : decode(encoded);
  return decoded ?? disposition?.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1].trim();
};

/** Binds the http client to the API base address (`apiUrl` of /config.json, e.g. `/api/backoffice`). */
export const createApi = (apiUrl: string, http: HttpClient): Api => {
  const address = (path: string) => apiAddress(apiUrl, path);
  const get = async (path: string) => (await http(address(path))).json;
  return {
    get,
    getArray: async <T>(path: string) => {
      const json = await get(path);
      if (!Array.isArray(json)) throw new Error(`GET ${path} did not answer a list`);
      return json as T[];
    },
    getCount: async (path) => {
      const json = await get(path);
      if (typeof json !== 'number') throw new Error(`GET ${path} did not answer a number`);
      return json;
    },
    send: async (method, path, body) => (await http(address(path), { method, body })).json,
    create: async (path, body, onUploadProgress) =>
      (await http(address(path), { method: 'POST', body, acceptStatuses: [201], onUploadProgress })).json,
    download: async (method, path, body) => {
      const response = await http(address(path), {
        method,
        body,
        headers: { Accept: '*/*' },
        responseType: 'blob',
      });
      return {
        blob: response.blob ?? new Blob([]),
        fileName: fileNameOf(response.headers.get('Content-Disposition')),
      };
    },
  };
};
