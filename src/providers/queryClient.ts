import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { canAccessWith } from './access';
import type { KnownAuth } from './authProvider';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer to one of react-admin's auth questions, by the react-query key ra-core 5 asks it under —
 * `['auth', 'checkAuth', params]` (useAuthState), `['auth', 'getPermissions', params]`
 * (usePermissions), `['auth', 'getIdentity']` (useGetIdentity), `['auth', 'canAccess', { action,
 * resource, … }]` (useCanAccess, `<CanAccess>`, the menu's items) and `['auth', 'canAccess',
 * resources, action, record]` (useCanAccessResources: `{ [resource]: boolean }`) — as the auth provider
 * would give it from `known`; undefined for any other key.
 */
export const authAnswer = (known: KnownAuth, queryKey: QueryKey): { answer: unknown } | undefined => {
  const [scope, question, first, second] = queryKey;
  if (scope !== 'auth') return undefined;
  if (question === 'checkAuth') return { answer: true };
  if (question === 'getPermissions') return { answer: known.permissions };
  if (question === 'getIdentity') return { answer: known.identity };
  if (question !== 'canAccess') return undefined;
  if (Array.isArray(first) && typeof second === 'string')
    return {
      answer: Object.fromEntries(
        first.map((resource) => [resource, canAccessWith(known.permissions, { action: second, resource })]),
      ),
    };
  if (isRecord(first) && typeof first.action === 'string' && typeof first.resource === 'string')
    return { answer: canAccessWith(known.permissions, { action: first.action, resource: first.resource }) };
  return undefined;
};

/**
 * How long an auth answer given as initial data counts as fresh (ms): the first screen mounts well
 * within it, so it does not ask the provider again for what it has just been told — the provider
 * answers from the same cached session — and a screen mounted later asks, as react-admin does.
 */
export const KNOWN_AUTH_FRESH_MS = 5_000;

/**
 * The app's react-query cache. While `knownNow` (the auth provider's) knows the signed-in person, each
 * of react-admin's auth questions starts with its answer ({@link authAnswer}) as initial data, fresh
 * for {@link KNOWN_AUTH_FRESH_MS}: the first screen renders whole in one pass — header, menu and page —
 * instead of rendering each part again as its check comes back. Asked again at once, the answers came
 * back the same and a dozen components re-rendered for their fetch status, one long task on a phone
 * (docs/decisions.md "The first screen renders in one pass", "A list's files asked with the page").
 */
export class FirstScreenQueryClient extends QueryClient {
  readonly #knownNow: () => KnownAuth | undefined;

  constructor(knownNow: () => KnownAuth | undefined) {
    super();
    this.#knownNow = knownNow;
  }

  // Asked at every render of every query, while react-query calls `initialData` only when it makes
  // the query: the session is read then, not at each render.
  override getQueryDefaults(queryKey: QueryKey): ReturnType<QueryClient['getQueryDefaults']> {
    const defaults = super.getQueryDefaults(queryKey);
    if (queryKey[0] !== 'auth') return defaults;
    const initialData = () => {
      const known = this.#knownNow();
      return known && authAnswer(known, queryKey)?.answer;
    };
    return {
      ...defaults,
      initialData,
      initialDataUpdatedAt: () => Date.now(),
      // The provider's own answers (a data update) are stale at once, as react-admin has them.
      staleTime: (query) => (query.state.dataUpdateCount === 0 ? KNOWN_AUTH_FRESH_MS : 0),
    };
  }
}
