/**
 * The page's first script (index.html): starts fetching the configuration, the dictionary and the
 * sign-in library while the application's script still downloads (providers/earlyFetch.ts,
 * providers/authLibrary.ts). Kept apart from the application's script so that it runs as soon as it
 * has come (docs/decisions.md "The phone's first screen").
 */
import { loadAuthLibrary } from './providers/authLibrary';
import { fetchEarly, startPaths } from './providers/earlyFetch';

fetchEarly(startPaths());
// A failure is the auth provider's to report, when it awaits the same module.
loadAuthLibrary().catch(() => undefined);
