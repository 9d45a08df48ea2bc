/**
 * The pages the build writes for the list screens (vite.config.ts `screenPages`): index.html plus
 * `modulepreload` links for that screen's own files, which the server sends for the screen's path
 * (spa.ts; docs/decisions.md "A list's files asked with the page"). Imports nothing, so that the
 * build's configuration can use it.
 */

/** The folder of dist/ that holds those pages. */
export const SCREEN_PAGES_DIR = 'screens';

/** The path, relative to dist/, of the page of resource `resource`'s list screen (`screens/members.html`). */
export const screenPageFile = (resource: string): string => `${SCREEN_PAGES_DIR}/${resource}.html`;

/** The resource whose list screen a page path shows (`/members` → `members`); undefined for any other path. */
export const listResourceOf = (pathname: string): string | undefined => /^\/(\w+)$/.exec(pathname)?.[1];
