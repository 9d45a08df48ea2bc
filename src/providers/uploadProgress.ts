/** Calls whose upload reports its progress: `fetch` cannot, XMLHttpRequest can. */

/** `sent` bytes of the body so far, of `total` (undefined when the browser cannot tell). */
export type UploadProgress = (sent: number, total: number | undefined) => void;

/** fetch's options plus the progress callback. */
export type UploadInit = RequestInit & { onUploadProgress?: UploadProgress };

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

const parseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/**
 * A `fetch` through XMLHttpRequest that reports the upload's progress to `init.onUploadProgress`;
 * method, headers, body and abort signal as fetch takes them. Resolves with the answer as a Response
 * whatever its status (as fetch does); rejects with a TypeError when the network fails and with an
 * AbortError when aborted.
 */
export const fetchWithUploadProgress = (url: string, init: UploadInit): Promise<Response> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      init.onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : undefined);
    xhr.onload = () =>
      resolve(
        new Response(NO_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer), {
          status: xhr.status,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
