/**
 * The double-submit cookie of spec §7 (last line), named once for the server (plugins/csrf.ts) and
 * the SPA (src/providers/cookies.ts, read by the API client and the boot script).
 */

/** The cookie every response sets when the request has none: random, readable by the SPA, SameSite=Strict. */
export const CSRF_COOKIE = 'XSRF-TOKEN';

/** The header a non-GET/HEAD request repeats the cookie's value in (HTTP header names are case-insensitive). */
export const CSRF_HEADER = 'X-XSRF-TOKEN';
