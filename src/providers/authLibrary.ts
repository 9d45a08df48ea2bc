/**
 * auth0-spa-js, in a chunk of its own rather than in the application's script (issue M): 216 kB of
 * script that a signed-in person's first screen does without (sessionCache.ts). The boot script
 * (src/boot.ts) starts its download as the page opens when nobody is signed in; otherwise it loads
 * when first needed — to renew a token about to expire, or to sign out (docs/decisions.md "The first
 * screen without the sign-in library").
 */
export const loadAuthLibrary = () => import('@auth0/auth0-spa-js');
