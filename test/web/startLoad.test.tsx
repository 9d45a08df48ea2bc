/**
 * The first load (docs/decisions.md "The first screen without waiting", "The phone's first screen"):
 * the boot script fetches the configuration and the start-up dictionary before the application asks,
 * and the application takes those responses instead of asking again; the start-up dictionary is
 * fetched once, before i18next asks for it; a screen whose chunk has loaded renders at once, without
 * a Suspense fallback.
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../src/common/lazyScreen';
import { loadConfig } from '../../src/providers/config';
import { fetchEarly, startPaths } from '../../src/providers/earlyFetch';
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
