/**
 * The first load (docs/decisions.md "The first screen without waiting", "The phone's first screen"):
 * the boot script fetches the configuration and the start-up dictionary before the application asks,
 * and the application takes those responses instead of asking again; the start-up dictionary is
 * fetched once, before i18next asks for it; a signed-in person's dashboard counts are asked as soon as
 * the configuration has come, and taken by the API client, as is the members list's first page the
 * application remembered; a screen whose chunk has loaded renders at once, without a Suspense fallback.
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../src/common/lazyScreen';
import { createApi } from '../../src/providers/api';
import { loadConfig } from '../../src/providers/config';
import { fetchEarly, fetchFirstScreenReads, startPaths } from '../../src/providers/earlyFetch';
import { rememberFirstScreenReads } from '../../src/providers/firstScreen';
import { createHttpClient } from '../../src/providers/httpClient';
import { createI18next, i18nextOptions, prefetchStartDictionary } from '../../src/providers/i18nProvider';
import { LANGUAGE_STORAGE_KEY } from '../../src/providers/language';
import { membersMapping } from '../../src/providers/members';
import { FIRST_MEMBERS_PAGE } from './memberFixtures';

/** A page address without a query string, or with `search`. */
const at = (pathname: string, search = '') => ({ pathname, search });

describe('the first load', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.clubBeheerEarly = undefined;
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own cookie, expired again.
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('takes the configuration and the English dictionary the boot script began, each asked once', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const config = {
      apiUrl: '/api/backoffice',
      auth: {
        domain: 'http://localhost:8080/idp',
        clientId: 'spa',
        audience: 'api',
        requiredPermission: 'staff',
      },
    };
    const fetch = vi.fn(async (path: string) =>
      Response.json(path === '/config.json' ? config : { app: { title: 'Club Beheer' } }),
    );
    vi.stubGlobal('fetch', fetch);
    fetchEarly(startPaths());
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/config.json', '/assets/i18n/en.json']);
    await expect(loadConfig()).resolves.toEqual(config);
    prefetchStartDictionary();
    const i18next = createI18next();
    await i18next.init(i18nextOptions());
    expect(i18next.t('app.title')).toBe('Club Beheer');
    expect(fetch).toHaveBeenCalledTimes(2);
    // Taken once: a later load asks again.
    await loadConfig();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("begins the dashboard's counts with the cached token once the configuration has come; the API client takes them", async () => {
    const config = { apiUrl: '/api/backoffice/', auth: { clientId: 'spa', audience: 'api' } };
    const counts = { activeMembers: 12 };
    const fetch = vi.fn(async (path: string, _init?: RequestInit) =>
      Response.json(path === '/config.json' ? config : path === '/api/backoffice/Status' ? counts : {}),
    );
    vi.stubGlobal('fetch', fetch);
    fetchEarly(startPaths());
    const tokenFor = vi.fn(() => 'cached-token');
    fetchFirstScreenReads(at('/dashboard'), tokenFor);
    await loadConfig().catch(() => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(tokenFor).toHaveBeenCalledWith(config);
    const [url, init] = fetch.mock.calls[2];
    expect(url).toBe('/api/backoffice/Status');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer cached-token');
    const http = createHttpClient(async () => 'cached-token');
    await expect(http('/api/backoffice/Status')).resolves.toMatchObject({ status: 200, json: counts });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Taken once: the next read of the counts asks the server.
    await http('/api/backoffice/Status');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("leaves the dashboard's counts alone when the application asked for them first (its script came from the cache)", async () => {
    const config = { apiUrl: '/api/backoffice', auth: { clientId: 'spa', audience: 'api' } };
    let configurationComes = () => {};
    const configuration = new Promise<void>((resolve) => {
      configurationComes = resolve;
    });
    const fetch = vi.fn(async (path: string, _init?: RequestInit) => {
      if (path === '/config.json') await configuration;
      return Response.json(path === '/config.json' ? config : {});
    });
    vi.stubGlobal('fetch', fetch);
    fetchEarly(startPaths());
    fetchFirstScreenReads(at('/dashboard'), () => 'cached-token');
    const http = createHttpClient(async () => 'cached-token');
    await http('/api/backoffice/Status');
    configurationComes();
    await loadConfig().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/config.json',
      '/assets/i18n/nl.json',
      '/api/backoffice/Status',
    ]);
  });

  it('begins no read for a page without one, nor without a token, and a refused early read is asked again', async () => {
    const config = { apiUrl: '/api/backoffice', auth: { clientId: 'spa', audience: 'api' } };
    const fetch = vi.fn(async (path: string) =>
      path === '/config.json' ? Response.json(config) : new Response('{}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    fetchEarly(['/config.json']);
    fetchFirstScreenReads(at('/members'), () => 'cached-token');
    fetchFirstScreenReads(at('/dashboard'), () => undefined);
    await loadConfig().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/config.json']);
    fetchEarly(['/config.json']);
    fetchFirstScreenReads(at('/dashboard'), () => 'old-token');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const http = createHttpClient(async () => 'new-token');
    await expect(http('/api/backoffice/Status')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("begins the members list's first page as the application remembered it, and the list takes it for that very request only", async () => {
    const config = { apiUrl: '/api/backoffice', auth: { clientId: 'spa', audience: 'api' } };
    const page = { members: [], total: 0 };
    const fetch = vi.fn(async (path: string, _init?: RequestInit) =>
      Response.json(path === '/config.json' ? config : page),
    );
    vi.stubGlobal('fetch', fetch);
    // biome-ignore lint/suspicious/noDocumentCookie: the server's anti-CSRF cookie, as the page has it.
    document.cookie = 'XSRF-TOKEN=from-the-server';
    // The last visit left the list sorted on e-mail, inactive members shown.
    const store = memoryStore();
    store.setup();
    rememberFirstScreenReads(store);
    store.setItem('members.listParams', {
      sort: 'email',
      order: 'DESC',
      page: 1,
      perPage: 25,
      filter: { showInactive: true },
    });

    fetchEarly(['/config.json']);
    fetchFirstScreenReads(at('/members'), () => 'cached-token');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[1];
    expect(url).toBe('/api/backoffice/Members/list');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      pageSize: 25,
      page: 1,
      searchString: '',
      showInactive: true,
      sortField: 'email',
      sortOrder: 'DESC',
    });
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer cached-token');
    expect(headers.get('X-XSRF-TOKEN')).toBe('from-the-server');

    const members = membersMapping(
      createApi(
        config.apiUrl,
        createHttpClient(async () => 'cached-token'),
      ),
    );
    const firstPage = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'DESC' as const },
      filter: { showInactive: true },
    };
    // Another page is asked of the server; the remembered one is taken, once.
    await members.getList?.({ ...firstPage, sort: { field: 'name', order: 'ASC' } });
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(members.getList?.(firstPage)).resolves.toMatchObject({ data: [], total: 0 });
    expect(fetch).toHaveBeenCalledTimes(3);
    await members.getList?.(firstPage);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('remembers the plain first page after a sign-out, and begins nothing remembered for an address with a search', async () => {
    const config = { apiUrl: '/api/backoffice', auth: { clientId: 'spa', audience: 'api' } };
    const fetch = vi.fn(async (path: string, _init?: RequestInit) =>
      Response.json(path === '/config.json' ? config : { members: [], total: 0 }),
    );
    vi.stubGlobal('fetch', fetch);
    const store = memoryStore({
      'members.listParams': { sort: 'email', order: 'DESC', filter: { q: 'maes' } },
    });
    rememberFirstScreenReads(store);
    store.reset();

    fetchEarly(['/config.json']);
    fetchFirstScreenReads(at('/members', '?page=2'), () => 'cached-token');
    await loadConfig().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledTimes(1);

    fetchEarly(['/config.json']);
    fetchFirstScreenReads(at('/members'), () => 'cached-token');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(JSON.parse(String(fetch.mock.calls[2][1]?.body))).toEqual(FIRST_MEMBERS_PAGE);
  });

  it('fetches the remembered language once, started before i18next reads it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ app: { title: 'Club Beheer' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    prefetchStartDictionary();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toContain('/assets/i18n/en.json');
    const i18next = createI18next();
    await i18next.init(i18nextOptions());
    expect(i18next.t('app.title')).toBe('Club Beheer');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows a preloaded screen at once, and suspends a screen whose chunk has not come', async () => {
    const Screen = () => <p>Leden</p>;
    const Preloaded = lazyScreen(async () => ({ Screen }), 'Screen');
    await Preloaded.preload();
    const { unmount } = render(
      <Suspense fallback={<p>Laden…</p>}>
        <Preloaded />
      </Suspense>,
    );
    expect(screen.getByText('Leden')).toBeTruthy();
    expect(screen.queryByText('Laden…')).toBeNull();
    unmount();
    const Later = lazyScreen(async () => ({ Screen }), 'Screen');
    render(
      <Suspense fallback={<p>Laden…</p>}>
        <Later />
      </Suspense>,
    );
    expect(screen.getByText('Laden…')).toBeTruthy();
    expect(await screen.findByText('Leden')).toBeTruthy();
  });
});
