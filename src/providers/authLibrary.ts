/**
 * auth0-spa-js, loaded beside the application's script rather than inside it (issue M): the boot
 * script (src/boot.ts) starts the download as the page opens, and the auth provider awaits the same
 * module. It is 216 kB of script that the first screen needs only once the entry has run
 * (docs/decisions.md "The phone's first screen").
 */
export const loadAuthLibrary = () => import('@auth0/auth0-spa-js');
