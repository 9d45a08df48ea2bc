/** The store that keeps each staff member's columns and saved searches on the server (preferenceStore.ts). */
import { memoryStore } from 'react-admin';
import type { Api } from '../../src/providers/api';
import { LANGUAGE_STORAGE_KEY } from '../../src/providers/language';
import {
  createPreferenceStore,
  SHARED_QUERIES_KEY,
  WRITE_DELAY_MS,
} from '../../src/providers/preferenceStore';

const search = {
  label: 'Onbetaald 2027',
  value: { filter: { duesPaid: false }, sort: { field: 'name', order: 'ASC' } },
};
const sharedSearch = {
  id: 7,
  resource: 'members',
  label: 'Nieuwe leden dit jaar',
  value: { filter: { q: '' } },
  sharedBy: 'secretaris@club.test',
  sharedOn: '2026-11-28T09:00:00.000Z',
  mayUnshare: false,
};

/** An Api whose GET /Preferences answers `answer` and whose changes resolve; every call is recorded. */
const fakeApi = (answer: () => Promise<unknown>) => {
  const api = {
    get: vi.fn(async (_path: string) => answer()),
    send: vi.fn(async (_method: string, _path: string, _body?: unknown) => ({})),
    create: vi.fn(async (_path: string, body: unknown) => ({
      ...sharedSearch,
      ...(body as object),
      id: 9,
      mayUnshare: true,
    })),
  };
  return api as typeof api & Api;
};

const loaded = () =>
  Promise.resolve({
    entries: [
      { key: 'members.datatable', value: ['email', 'lastLogin'] },
      { key: 'members.savedQueries', value: [search] },
    ],
    shared: [sharedSearch],
  });

afterEach(() => vi.useRealTimers());

describe('the preference store', () => {
  it('holds what the server keeps for the signed-in person once loaded, and tells who listens', async () => {
    const store = createPreferenceStore(fakeApi(loaded), memoryStore());
    store.setup();
    const heard = vi.fn();
    store.subscribe('members.datatable', heard);
    expect(store.getItem('members.datatable', [])).toEqual([]);
    await store.load();
    expect(heard).toHaveBeenCalledWith(['email', 'lastLogin']);
    expect(store.getItem('members.savedQueries')).toEqual([search]);
    expect(store.getItem(SHARED_QUERIES_KEY)).toEqual([sharedSearch]);
  });

  it('loads once, however often asked', async () => {
    const api = fakeApi(loaded);
    const store = createPreferenceStore(api, memoryStore());
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('writes a change through after a short wait, only the last of quick changes', async () => {
    vi.useFakeTimers();
    const api = fakeApi(loaded);
    const store = createPreferenceStore(api, memoryStore());
    store.setup();
    store.setItem('adverts.datatable', ['a']);
    store.setItem('adverts.datatable', ['a', 'b']);
    store.removeItem('members.savedQueries');
    expect(store.getItem('adverts.datatable')).toEqual(['a', 'b']);
    expect(api.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    expect(api.send.mock.calls).toEqual([
      ['PUT', '/Preferences/adverts.datatable', { value: ['a', 'b'] }],
      ['DELETE', '/Preferences/members.savedQueries'],
    ]);
  });

  it('sends what waits at once when flushed (before signing out)', async () => {
    const api = fakeApi(loaded);
    const store = createPreferenceStore(api, memoryStore());
    store.setup();
    store.setItem('members.datatable_columnRanks', [1, 0, 2]);
    await store.flush();
    expect(api.send).toHaveBeenCalledWith('PUT', '/Preferences/members.datatable_columnRanks', {
      value: [1, 0, 2],
    });
  });

  it('leaves every other key to the browser’s store, and never sends it', async () => {
    vi.useFakeTimers();
    const browser = memoryStore();
    const api = fakeApi(loaded);
    const store = createPreferenceStore(api, browser);
    store.setup();
    store.setItem('sidebar.open', false);
    store.setItem('members.listParams', { page: 2 });
    expect(browser.getItem('sidebar.open')).toBe(false);
    expect(store.getItem('members.listParams')).toEqual({ page: 2 });
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS * 2);
    expect(api.send).not.toHaveBeenCalled();
  });

  it('answers the start language as react-admin’s locale until one is chosen, then the chosen one', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const store = createPreferenceStore(fakeApi(loaded), memoryStore());
    store.setup();
    expect(store.getItem('locale')).toBe('en');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(store.getItem('locale')).toBe('nl');
    store.setItem('locale', 'en');
    expect(store.getItem('locale')).toBe('en');
  });

  it('forgets the person’s entries on sign-out, drops what waited, and loads afresh for the next', async () => {
    vi.useFakeTimers();
    const api = fakeApi(loaded);
    const store = createPreferenceStore(api, memoryStore());
    store.setup();
    await store.load();
    const heard = vi.fn();
    store.subscribe('members.datatable', heard);
    store.setItem('orders.datatable', ['x']);
    store.reset();
    expect(heard).toHaveBeenLastCalledWith(undefined);
    expect(store.getItem('members.datatable')).toBeUndefined();
    expect(store.getItem(SHARED_QUERIES_KEY)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS * 2);
    expect(api.send).not.toHaveBeenCalled();
    await store.load();
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('keeps a change made while loading over what the server had', async () => {
    let answer: (value: unknown) => void = () => {};
    const store = createPreferenceStore(
      fakeApi(() => new Promise((resolve) => (answer = resolve))),
      memoryStore(),
    );
    store.setup();
    const loading = store.load();
    store.setItem('members.datatable', ['email']);
    answer({ entries: [{ key: 'members.datatable', value: [] }], shared: [] });
    await loading;
    expect(store.getItem('members.datatable')).toEqual(['email']);
  });

  it('keeps working when the server does not answer, and tries again at the next load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const api = fakeApi(() => (fail ? Promise.reject(new Error('503')) : loaded()));
    api.send.mockRejectedValue(new Error('503'));
    const store = createPreferenceStore(api, memoryStore());
    store.setup();
    await store.load();
    store.setItem('members.datatable', ['email']);
    await store.flush();
    expect(store.getItem('members.datatable')).toEqual(['email']);
    fail = false;
    await store.load();
    expect(store.getItem('members.savedQueries')).toEqual([search]);
  });

  it('shares a search with the club and stops sharing it, updating the shared list', async () => {
    const api = fakeApi(loaded);
    const store = createPreferenceStore(api, memoryStore());
    store.setup();
    await store.load();
    const shared = await store.share('members', search.label, search.value);
    expect(api.create).toHaveBeenCalledWith('/Preferences/shared', { resource: 'members', ...search });
    expect(store.getItem(SHARED_QUERIES_KEY)).toEqual([sharedSearch, shared]);
    await store.unshare(7);
    expect(api.send).toHaveBeenCalledWith('DELETE', '/Preferences/shared/7');
    expect(store.getItem(SHARED_QUERIES_KEY)).toEqual([shared]);
  });
});
