import type { Auth0Client } from '@auth0/auth0-spa-js';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, testDataProvider } from 'react-admin';
import { createAuthProvider } from '../../src/providers/authProvider';
import { renderApp } from './renderApp';
import { fakeAuthProvider, staffPermissions } from './renderWithAdmin';

const status = {
  activeMembers: 118,
  orderQuantity: 4,
  advertQuantity: 9,
  activityQuantity: 3,
  vendorQuantity: 7,
  messageQuantity: 2,
};

const fakeCalls = () => ({
  getStatus: vi.fn(async () => status),
  getNotificationTotal: vi.fn(async () => 72),
  getList: vi.fn(async () => ({ data: [], total: 0 })),
});

/** Renders the whole app at `path` over {@link fakeCalls}, which `configure` may adjust first. */
const renderAppWithFakes = async (
  path: string,
  authProvider: AuthProvider = fakeAuthProvider(),
  configure: (api: ReturnType<typeof fakeCalls>) => void = () => undefined,
) => {
  const api = fakeCalls();
  configure(api);
  await renderApp(path, { dataProvider: testDataProvider(api), authProvider });
  return api;
};

const sidebar = () => document.querySelector('.RaSidebar-docked') as HTMLElement;

describe('app', () => {
  it("redirects '' to /dashboard and shows the six counts as links to their areas", async () => {
    await renderAppWithFakes('/');
    expect(await screen.findByRole('link', { name: '118 Actieve leden' })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('link', { name: '4 Ringbestellingen' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: '2 Berichten' })).toHaveAttribute('href', '/messages');
  });

  it.each([
    ['/dashboard', 'Dashboard — Club Beheer'],
    ['/members', 'Leden — Club Beheer'],
    ['/documents', 'Downloads — Club Beheer'],
  ])('names the browser tab after the screen: %s is "%s"', async (path, title) => {
    await renderAppWithFakes(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('says so when the counts cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = await renderAppWithFakes('/dashboard', fakeAuthProvider(), (fake) =>
      fake.getStatus.mockRejectedValue(new Error('app.errors.unexpected')),
    );
    expect(await screen.findByText('Er is een onverwachte serverfout opgetreden.')).toBeInTheDocument();
    expect(api.getNotificationTotal).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('has the header of spec §2: title, notifications with total, language, and a user menu with email and log out', async () => {
    const user = userEvent.setup();
    await renderAppWithFakes('/dashboard');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Club Beheer')).toBeInTheDocument();
    expect(await within(header).findByRole('link', { name: 'Meldingen (72)' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(header).getByRole('button', { name: 'EN, English' })).toBeInTheDocument();
    await user.click(await within(header).findByRole('button', { name: 'Account van jan.maes@example.be' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('jan.maes@example.be')).toBeVisible();
    expect(menu.getByRole('menuitem', { name: 'Afmelden' })).toBeInTheDocument();
  });

  it("shows react-admin's not-found page, in the layout, for an address no screen has", async () => {
    await renderAppWithFakes('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('lists the areas of spec §2 in the sidebar, without orders and notifications, sending the revue under the adverts', async () => {
    await renderAppWithFakes('/dashboard');
    const menu = within(await screen.findByRole('menu'));
    // Each item shows once react-admin knows the person may open it.
    await menu.findByRole('menuitem', { name: 'Medewerkers' });
    const names = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Leden',
      'Zoekertjes',
      'Revue verzenden',
      'Activiteiten',
      'Verkopers',
      'Berichten',
      'Downloads',
      'Lidgeld',
      'Medewerkers',
    ]);
    expect(menu.getByRole('menuitem', { name: 'Downloads' })).toHaveAttribute('href', '/documents');
    expect(menu.getByRole('menuitem', { name: 'Revue verzenden' })).toHaveAttribute('href', '/adverts/revue');
  });

  it('shows a penningmeester only the areas of the role: members to read, the ring orders, the dues', async () => {
    await renderAppWithFakes('/dashboard', fakeAuthProvider(staffPermissions('penningmeester')));
    expect(await screen.findByRole('link', { name: '4 Ringbestellingen' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.getByRole('link', { name: '118 Actieve leden' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '2 Berichten' })).toBeNull();
    expect(screen.queryByRole('link', { name: /geschiedenis/i })).toBeNull();
    const menu = within(await screen.findByRole('menu'));
    await menu.findByRole('menuitem', { name: 'Leden' });
    await waitFor(() =>
      expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Dashboard',
        'Leden',
        'Lidgeld',
      ]),
    );
  });

  it('switches the interface to English', async () => {
    const user = userEvent.setup();
    await renderAppWithFakes('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'EN, English' }));
    expect(await screen.findByRole('menuitem', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '118 Active members' })).toBeInTheDocument();
  });

  it('tells a user without the staff permission, with a way to log out, and fetches no counts', async () => {
    const api = await renderAppWithFakes('/dashboard', fakeAuthProvider(['other:thing']));
    expect(
      await screen.findByText(
        'Uw account heeft geen toegang tot Club Beheer. Vraag het bestuur om u toegang te geven.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Afmelden' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Meldingen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN, English' })).toBeInTheDocument();
    expect(api.getStatus).not.toHaveBeenCalled();
    expect(api.getNotificationTotal).not.toHaveBeenCalled();
  });

  it.each(['/notifications', '/members'])(
    'gates %s for a user without the staff permission, before any API call',
    async (path) => {
      const api = await renderAppWithFakes(path, fakeAuthProvider([]));
      expect(
        await screen.findByText(
          'Uw account heeft geen toegang tot Club Beheer. Vraag het bestuur om u toegang te geven.',
        ),
      ).toBeInTheDocument();
      expect(api.getList).not.toHaveBeenCalled();
      expect(api.getNotificationTotal).not.toHaveBeenCalled();
    },
  );

  it('shows a provider error on the callback page as translated text only', async () => {
    const authProvider = {
      ...fakeAuthProvider(),
      handleCallback: vi.fn(() => Promise.reject(new Error('auth.errors.access_denied'))),
    };
    await renderAppWithFakes(
      '/auth-callback?error=access_denied&error_description=raw%20text&state=abc',
      authProvider,
    );
    expect(await screen.findByText('De aanmelding werd geweigerd.')).toBeInTheDocument();
    expect(screen.queryByText(/raw text/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw aanmelden' })).toBeInTheDocument();
  });

  it.each([
    ['nl', 'De aanmeldingsdienst weigert deze aanmelding: Club Beheer is er niet juist ingesteld.'],
    ['en', 'The sign-in service refuses this sign-in: Club Beheer is not set up correctly there.'],
  ] as const)(
    "shows an OAuth error of the provider on the callback page in the app's language (%s)",
    async (lang, text) => {
      const client = {
        isAuthenticated: vi.fn(async () => false),
        handleRedirectCallback: vi.fn(() =>
          Promise.reject(
            Object.assign(
              new Error("redirect_uri did not match any of the client's registered redirect_uris"),
              {
                error: 'invalid_request',
              },
            ),
          ),
        ),
      };
      await renderApp('/auth-callback?error=invalid_request&state=abc', {
        dataProvider: testDataProvider(fakeCalls()),
        authProvider: createAuthProvider(() => client as unknown as Auth0Client),
        lang,
      });
      expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
      expect(screen.queryByText(/redirect_uri/)).not.toBeInTheDocument();
    },
  );

  it('starts the provider login on the login page', async () => {
    const authProvider = { ...fakeAuthProvider(), login: vi.fn(() => new Promise<never>(() => {})) };
    await renderAppWithFakes('/login', authProvider);
    expect(await screen.findByText('U wordt doorgestuurd naar de aanmeldpagina…')).toBeInTheDocument();
    await waitFor(() => expect(authProvider.login).toHaveBeenCalled());
  });

  it('collapses the sidebar after navigation on screens of 992 px or less', async () => {
    const user = userEvent.setup();
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === '(max-width: 992px)' });
    await renderAppWithFakes('/dashboard');
    await waitFor(() => expect(sidebar()).toHaveClass('RaSidebar-closed'));
    await user.click(screen.getByRole('button', { name: 'Menu openen' }));
    expect(sidebar()).toHaveClass('RaSidebar-open');
    await user.click(screen.getByRole('menuitem', { name: 'Leden' }));
    await waitFor(() => expect(sidebar()).toHaveClass('RaSidebar-closed'));
    window.matchMedia = wide;
  });

  it('collapses the sidebar when the screen becomes 992 px or narrower', async () => {
    const wide = window.matchMedia;
    let narrow = false;
    const listeners = new Set<EventListener>();
    window.matchMedia = (query: string) => ({
      ...wide(query),
      get matches() {
        return query === '(max-width: 992px)' ? narrow : wide(query).matches;
      },
      addEventListener(_type: string, listener: EventListener) {
        listeners.add(listener);
      },
      removeEventListener(_type: string, listener: EventListener) {
        listeners.delete(listener);
      },
    });
    await renderAppWithFakes('/dashboard');
    expect(await screen.findByRole('menuitem', { name: 'Leden' })).toBeInTheDocument();
    expect(sidebar()).toHaveClass('RaSidebar-open');
    narrow = true;
    act(() => {
      for (const listener of listeners) listener(new Event('change'));
    });
    await waitFor(() => expect(sidebar()).toHaveClass('RaSidebar-closed'));
    window.matchMedia = wide;
  });

  it('keeps the sidebar open after navigation on wide screens', async () => {
    const user = userEvent.setup();
    await renderAppWithFakes('/dashboard');
    await user.click(await screen.findByRole('menuitem', { name: 'Leden' }));
    expect(await screen.findByRole('heading', { name: 'Leden' })).toBeInTheDocument();
    expect(sidebar()).toHaveClass('RaSidebar-open');
  });
});
