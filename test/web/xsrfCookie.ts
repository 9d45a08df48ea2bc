/**
 * Sets the server's `XSRF-TOKEN` cookie (`value`) around each test of the calling suite; jsdom has no
 * Cookie Store API, hence `document.cookie`.
 */
export const useXsrfCookie = (value = 'csrf') => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: simulates the server's cookie.
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}`;
  });
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: removes the simulated cookie.
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
};
