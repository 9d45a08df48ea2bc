/**
 * The first load (docs/decisions.md "The first screen without waiting", "The phone's first screen"):
 * the boot script fetches the configuration and the start-up dictionary before the application asks,
 * and the application takes those responses instead of asking again; the start-up dictionary is
 * fetched once, before i18next asks for it; a signed-in person's dashboard counts are asked as soon as
 * the configuration has come, and taken by the API client; a screen whose chunk has loaded renders at
 * once, without a Suspense fallback.
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../src/common/lazyScreen';
import { loadConfig } from '../../src/providers/config';
import { fetchEarly, fetchFirstScreenReads, startPaths } from '../../src/providers/earlyFetch';
import { createHttpClient } from '../../src/providers/httpClient';
import { createI18next, i18nextOptions, prefetchStartDictionary } from '../../src/providers/i18nProvider';
import { LANGUAGE_STORAGE_KEY } from '../../src/providers/language';

describe('the first load', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.clubBeheerEarly = undefined;
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
    fetchFirstScreenReads('/dashboard', tokenFor);
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
    fetchFirstScreenReads('/dashboard', () => 'cached-token');
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
    fetchFirstScreenReads('/members', () => 'cached-token');
    fetchFirstScreenReads('/dashboard', () => undefined);
    await loadConfig().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/config.json']);
    fetchEarly(['/config.json']);
    fetchFirstScreenReads('/dashboard', () => 'old-token');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const http = createHttpClient(async () => 'new-token');
    await expect(http('/api/backoffice/Status')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(4);
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
