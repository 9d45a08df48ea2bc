import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ROLE_PERMISSIONS, type StaffRole } from '../../server/src/schemas/permissions';
import { RequiredPermissionContext } from '../../src/common/useStaffAccess';
import { TranslatedDefaults } from '../../src/layout/TranslatedDefaults';
import { canAccessWith } from '../../src/providers/access';
import { createTestI18nProvider } from './i18nTestProvider';

/** The staff permission used by the component tests. */
export const STAFF = 'backoffice:access';

/** The permissions of a staff member with `role` (default beheerder, who may do everything). */
export const staffPermissions = (role: StaffRole = 'beheerder') => [STAFF, ...ROLE_PERMISSIONS[role]];

/**
 * An authProvider for a signed-in user holding `permissions` (default a beheerder's), deciding
 * `canAccess` as the real one does (providers/access.ts).
 */
export const fakeAuthProvider = (permissions: string[] = staffPermissions()): AuthProvider => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => undefined),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => permissions),
  canAccess: vi.fn(async (params) => canAccessWith(permissions, params)),
  getIdentity: vi.fn(async () => ({ id: 'jan.maes@example.be', fullName: 'jan.maes@example.be' })),
});

/**
 * Renders `ui` inside react-admin's contexts as the layout does (path router like the app, real
 * dictionaries with MUI's own texts translated, fresh store and cache, notifications shown).
 */
export const renderWithAdmin = async (
  ui: ReactNode,
  {
    dataProvider,
    authProvider = fakeAuthProvider(),
    lang = 'nl',
  }: {
    dataProvider: DataProvider;
    authProvider?: AuthProvider;
    lang?: 'nl' | 'en';
  },
) => {
  const i18nProvider = await createTestI18nProvider(lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <RequiredPermissionContext.Provider value={STAFF}>
          <TranslatedDefaults>{ui}</TranslatedDefaults>
        </RequiredPermissionContext.Provider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
};
