/**
 * Cookies of the current document, read by the API client and by the boot script (src/boot.ts)
 * alike. Imports nothing, so that the boot script can use it.
 */

/** Reads a cookie of the current document, e.g. the server's `XSRF-TOKEN`; undefined when absent. */
export const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
};
