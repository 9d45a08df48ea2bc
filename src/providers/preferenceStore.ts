import { localStorageStore, type Store } from 'react-admin';
import type { Preferences, SharedQuery } from '../../server/src/schemas/preferences';
import type { Api } from './api';
import { currentLanguage } from './language';

/**
 * The store keys that follow the person (docs/api/preferences.md): a list's chosen columns
 * (`<resource>.datatable`, the hidden ones, and `<resource>.datatable_columnRanks`, their order —
 * react-admin's DataTable and ColumnsButton) and its saved searches (`<resource>.savedQueries`,
 * react-admin's SavedQueriesList). Every other key (the sidebar, the list's current page) stays in the
 * browser as before.
 */
export const FOLLOWS_THE_PERSON = /^[A-Za-z]+\.(datatable|datatable_columnRanks|savedQueries)$/;

/** The key under which the store holds the searches shared with the club (read from the server). */
export const SHARED_QUERIES_KEY = 'preferences.sharedQueries';

/**
 * react-admin's store key of the interface language (`useLocaleState`). Until someone picks a language
 * it holds none, and react-admin's I18nContextProvider then renders nothing at first and the whole app
 * a second time; the store answers the language the interface starts in instead (language.ts).
 */
const LOCALE_KEY = 'locale';

/** How long a change waits for the next one before it is sent, in milliseconds. */
export const WRITE_DELAY_MS = 300;

/** react-admin's Store, plus loading after sign-in, sending what waits, and sharing searches. */
export interface PreferenceStore extends Store {
  /** Loads the signed-in person's entries once (again after a reset or a failure). */
  load: () => Promise<void>;
  /** Sends the changes that wait for their delay now; resolves when they are stored (or failed). */
  flush: () => Promise<void>;
  /** Shares a saved search of `resource` with the club; the shared list updates. @throws the API's error. */
  share: (resource: string, label: string, value: unknown) => Promise<SharedQuery>;
  /** Stops sharing search `id`. @throws the API's error (403 `notYours`). */
  unshare: (id: number) => Promise<void>;
}

/** Whether `store` is a {@link PreferenceStore} (tests give react-admin's memoryStore). */
export const isPreferenceStore = (store: Store): store is PreferenceStore =>
  typeof (store as Partial<PreferenceStore>).share === 'function';

/**
 * A react-admin Store whose {@link FOLLOWS_THE_PERSON} keys live on the server (GET /Preferences once
 * after sign-in, `load`; each change written through after {@link WRITE_DELAY_MS}) and in memory only,
 * so that the next person on this browser does not see them: `reset` (react-admin's logout) forgets
 * them. Other keys go to `browser` (localStorage, react-admin's default). A failing call leaves the
 * memory as it is: the screen keeps working, the change is simply not kept. The language with no
 * choice stored is the start language ({@link LOCALE_KEY}).
 */
export function createPreferenceStore(api: Api, browser: Store = localStorageStore()): PreferenceStore {
  const values = new Map<string, unknown>();
  const subscribers = new Map<string, Set<(value: unknown) => void>>();
  const waiting = new Map<string, unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();
  let loading: Promise<void> | undefined;
  // Bumped by reset: an answer that arrives after it belongs to the person who left.
  let generation = 0;

  const ours = (key: string) => key === SHARED_QUERIES_KEY || FOLLOWS_THE_PERSON.test(key);
  const publish = (key: string, value: unknown) => {
    for (const callback of subscribers.get(key) ?? []) callback(value);
  };
  const set = (key: string, value: unknown) => {
    if (value === undefined) values.delete(key);
    else values.set(key, value);
    publish(key, value);
  };

  const send = () => {
    timer = undefined;
    const batch = [...waiting];
    waiting.clear();
    const path = (key: string) => `/Preferences/${encodeURIComponent(key)}`;
    sending = sending.then(() =>
      Promise.all(
        batch.map(([key, value]) =>
          (value === undefined ? api.send('DELETE', path(key)) : api.send('PUT', path(key), { value })).catch(
            (error: unknown) => console.warn(`Preference ${key} not stored`, error),
          ),
        ),
      ).then(() => undefined),
    );
    return sending;
  };
  const later = (key: string, value: unknown) => {
    waiting.set(key, value);
    if (timer === undefined) timer = setTimeout(send, WRITE_DELAY_MS);
  };

  const shared = () => (values.get(SHARED_QUERIES_KEY) as SharedQuery[] | undefined) ?? [];

  return {
    setup: () => browser.setup(),
    teardown: () => browser.teardown(),
    getItem: <T>(key: string, defaultValue?: T) =>
      ours(key)
        ? ((values.has(key) ? values.get(key) : defaultValue) as T)
        : browser.getItem(
            key,
            key === LOCALE_KEY ? (defaultValue ?? (currentLanguage() as T)) : defaultValue,
          ),
    setItem: (key, value) => {
      if (!ours(key)) return browser.setItem(key, value);
      set(key, value);
      if (key !== SHARED_QUERIES_KEY) later(key, value);
    },
    removeItem: (key) => {
      if (!ours(key)) return browser.removeItem(key);
      set(key, undefined);
      if (key !== SHARED_QUERIES_KEY) later(key, undefined);
    },
    removeItems: (prefix) => {
      for (const key of [...values.keys()]) if (key.startsWith(prefix)) set(key, undefined);
      browser.removeItems(prefix);
    },
    reset: () => {
      generation += 1;
      loading = undefined;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting.clear();
      for (const key of [...values.keys()]) set(key, undefined);
      browser.reset();
    },
    subscribe: (key, callback) => {
      if (!ours(key)) return browser.subscribe(key, callback);
      const callbacks = subscribers.get(key) ?? new Set();
      subscribers.set(key, callbacks);
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    load: () => {
      const started = generation;
      loading ??= (api.get('/Preferences') as Promise<Preferences>).then(
        ({ entries, shared }) => {
          if (started !== generation) return;
          // A change made while loading is newer than what the server had.
          for (const { key, value } of entries) if (!waiting.has(key)) set(key, value);
          set(SHARED_QUERIES_KEY, shared);
        },
        (error: unknown) => {
          console.warn('Preferences not loaded', error);
          if (started === generation) loading = undefined;
        },
      );
      return loading;
    },
    flush: () => {
      if (timer !== undefined) clearTimeout(timer);
      return waiting.size > 0 ? send() : sending;
    },
    share: async (resource, label, value) => {
      const query = (await api.create('/Preferences/shared', { resource, label, value })) as SharedQuery;
      set(SHARED_QUERIES_KEY, [...shared(), query]);
      return query;
    },
    unshare: async (id) => {
      await api.send('DELETE', `/Preferences/shared/${id}`);
      set(
        SHARED_QUERIES_KEY,
        shared().filter((query) => query.id !== id),
      );
    },
  };
}
