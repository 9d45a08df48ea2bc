/**
 * The page's first script (index.html): starts fetching the configuration and the dictionary while
 * the application's script still downloads (providers/earlyFetch.ts). Kept apart from the application's
 * script so that it runs as soon as it has come (docs/decisions.md "The phone's first screen").
 */
import { fetchEarly, startPaths } from './providers/earlyFetch';

fetchEarly(startPaths());
