/**
 * The page's first script (index.html): starts fetching the configuration and the dictionary while the
 * application's script still downloads (providers/earlyFetch.ts), and the sign-in library too when
 * nobody is signed in — a signed-in person's first screen does without it (providers/sessionCache.ts),
 * but gets its own API reads begun as soon as the configuration has come (the dashboard's counts, the
 * members list's first page as the application last remembered it).
 * Kept apart from the application's script so that it runs as soon as it has come (docs/decisions.md
 * "The phone's first screen", "The first screen without the sign-in library").
 */
import { loadAuthLibrary } from './providers/authLibrary';
import { fetchEarly, fetchFirstScreenReads, startPaths } from './providers/earlyFetch';
import { cachedSession } from './providers/sessionCache';

fetchEarly(startPaths());
// A failure is the auth provider's to report, when it awaits the same module.
if (!cachedSession()) loadAuthLibrary().catch(() => undefined);
else
  fetchFirstScreenReads(
    window.location,
    ({ auth }) => cachedSession(auth.clientId, auth.audience)?.accessToken,
  );
