import type { QueryClient } from '@tanstack/react-query';
import {
  Admin,
  type AuthProvider,
  CustomRoutes,
  type DataProvider,
  type I18nProvider,
  Resource,
  type Store,
} from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { RequiredPermissionContext } from './common/useStaffAccess';
import { Dashboard } from './dashboard/Dashboard';
import { AuthCallbackPage } from './layout/AuthCallbackPage';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { theme } from './layout/theme';
import { NotificationOverview } from './notifications/NotificationOverview';
import { AREAS, areaNames } from './resources/areas';

/** Providers and settings of {@link App}; tests pass fakes. */
export interface AppProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  /** Config `auth.requiredPermission`: the access-token permission staff need. */
  requiredPermission: string;
  /** react-admin's store; localStorage by default (it remembers e.g. the sidebar state). */
  store?: Store;
  /** react-query cache; react-admin makes one by default. */
  queryClient?: QueryClient;
}

const RedirectToDashboard = () => <Navigate to="/dashboard" replace />;

/**
 * Club Beheer (spec §2): every route needs a signed-in user; '' redirects to /dashboard; the areas are
 * resources with their screens and extra pages (placeholders until their issues land); /notifications
 * is a custom route. Paths, not hashes: the provider returns to /auth-callback.
 */
export const App = ({ requiredPermission, ...adminProps }: AppProps) => (
  <RequiredPermissionContext.Provider value={requiredPermission}>
    <BrowserRouter>
      <Admin
        title="Club Beheer"
        {...adminProps}
        requireAuth
        dashboard={RedirectToDashboard}
        layout={Layout}
        loginPage={LoginPage}
        authCallbackPage={AuthCallbackPage}
        theme={theme}
        disableTelemetry
      >
        {areaNames().map((name) => {
          const { routes = [], ...resource } = AREAS[name].screens;
          return (
            <Resource key={name} name={name} {...resource}>
              {routes.map(({ path, component: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Resource>
          );
        })}
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/notifications" element={<NotificationOverview />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  </RequiredPermissionContext.Provider>
);
