import { CssBaseline } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import {
  AdminContext,
  type AuthProvider,
  CanAccess,
  CoreAdminUI,
  CustomRoutes,
  type DataProvider,
  type I18nProvider,
  Resource,
  ResourceDefinitionContext,
  type ResourceDefinitions,
  type Store,
} from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { MapTileUrlContext } from './common/useMapTileUrl';
import { RequiredPermissionContext } from './common/useStaffAccess';
import { CUSTOM_PAGES } from './customPages';
import { Dashboard } from './dashboard/Dashboard';
import { AccessDeniedPage } from './layout/AccessDeniedPage';
import { AppNotification } from './layout/AppNotification';
import { AuthCallbackPage } from './layout/AuthCallbackPage';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { AuthenticationErrorPage, ErrorPage, NotFoundPage } from './layout/lazyDefaults';
import { LoadingPage } from './layout/TranslatedDefaults';
import { theme } from './layout/theme';
import { AREAS, areaNames } from './resources/areas';

/** Providers and settings of {@link App}; tests pass fakes. */
export interface AppProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  /** Config `auth.requiredPermission`: the access-token permission staff need. */
  requiredPermission: string;
  /** Config `mapTileUrl`: the tile URL template of the activity map; none shows no tiles. */
  mapTileUrl?: string;
  /** react-admin's store (the sidebar state, columns, saved searches); a memory store when absent. */
  store?: Store;
  /** react-query cache; react-admin makes one by default. */
  queryClient?: QueryClient;
}

/** Each area's `<Resource>` props (its name and screens) and its extra pages, made once. */
const RESOURCES = areaNames().map((name) => {
  const { routes = [], ...screens } = AREAS[name].screens;
  return { props: { name, ...screens }, routes };
});

/**
 * The resources' definitions as react-admin's `<Resource>` registers them, known before the first
 * render and fixed (every area is always declared; who may open it is `canAccess`'s business).
 * react-admin starts with none and registers them in an effect, again whenever the permissions or its
 * list of resources change — each time a new context value, which rendered the whole first screen
 * again (docs/decisions.md "The first screen renders once"). Here its registrations are ignored.
 */
const RESOURCE_DEFINITIONS = {
  definitions: Object.fromEntries(
    RESOURCES.map(({ props }) => [props.name, Resource.registerResource(props)]),
  ) as ResourceDefinitions,
  register: () => undefined,
  unregister: () => undefined,
};

const RedirectToDashboard = () => <Navigate to="/dashboard" replace />;
const CatchAll = () => <NotFoundPage />;
const { account: AccountPage, notifications: NotificationOverview } = CUSTOM_PAGES;

/** The props of {@link App}, read by the admin inside the router (which is made once). */
const AppPropsContext = createContext<AppProps | null>(null);

/**
 * react-admin with the resources and custom routes; rendered by the router for every path. Its parts
 * (context, UI, notification) are composed here rather than through `<Admin>`, whose defaults (the
 * English polyglot dictionary, the login form and the layout we replace) would otherwise ship in the
 * first script (docs/decisions.md "The phone's first screen").
 */
const ClubAdmin = () => {
  const { requiredPermission, mapTileUrl, ...adminContext } = useContext(AppPropsContext) as AppProps;
  return (
    <RequiredPermissionContext.Provider value={requiredPermission}>
      <MapTileUrlContext.Provider value={mapTileUrl}>
        <AdminContext {...adminContext} theme={theme}>
          <ResourceDefinitionContext.Provider value={RESOURCE_DEFINITIONS}>
            <CssBaseline enableColorScheme>
              <CoreAdminUI
                title="Club Beheer"
                requireAuth
                dashboard={RedirectToDashboard}
                layout={Layout}
                loading={LoadingPage}
                loginPage={LoginPage}
                authCallbackPage={AuthCallbackPage}
                accessDenied={AccessDeniedPage}
                authenticationError={AuthenticationErrorPage}
                catchAll={CatchAll}
                error={ErrorPage}
                disableTelemetry
              >
                {RESOURCES.map(({ props, routes }) => (
                  <Resource key={props.name} {...props}>
                    {routes.map(({ path, component: Page, action }) => (
                      <Route
                        key={path}
                        path={path}
                        element={
                          <CanAccess action={action} accessDenied={<AccessDeniedPage />}>
                            <Page />
                          </CanAccess>
                        }
                      />
                    ))}
                  </Resource>
                ))}
                <CustomRoutes>
                  <Route path="/dashboard" element={<Dashboard />} />
                  <Route path="/account" element={<AccountPage />} />
                  <Route
                    path="/notifications"
                    element={
                      <CanAccess resource="notifications" action="list" accessDenied={<AccessDeniedPage />}>
                        <NotificationOverview />
                      </CanAccess>
                    }
                  />
                </CustomRoutes>
              </CoreAdminUI>
              <AppNotification />
            </CssBaseline>
          </ResourceDefinitionContext.Provider>
        </AdminContext>
      </MapTileUrlContext.Provider>
    </RequiredPermissionContext.Provider>
  );
};

/**
 * Club Beheer (spec §2): every route needs a signed-in user; '' redirects to /dashboard; the areas are
 * resources with their screens and extra pages; /notifications and /account are custom routes. Paths, not hashes:
 * the provider returns to /auth-callback. A data router (browser history), so that the forms can warn
 * before unsaved changes are left behind (react-admin's `warnWhenUnsavedChanges` needs one).
 */
export const App = (props: AppProps) => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <ClubAdmin /> }]));
  return (
    <AppPropsContext.Provider value={props}>
      <RouterProvider router={router} />
    </AppPropsContext.Provider>
  );
};
