import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { RequireStaffAccess } from '../common/RequireStaffAccess';
import { useStaffAccess } from '../common/useStaffAccess';
import { AppBar } from './AppBar';
import { LoadPreferences } from './LoadPreferences';
import { Menu } from './Menu';
import { TranslatedDefaults } from './TranslatedDefaults';
import { HEADER_HEIGHT } from './theme';
import { useCollapseSidebarWhenNarrow } from './useCollapseSidebarWhenNarrow';
import { useDocumentTitle } from './useDocumentTitle';
import { useFocusHeadingAfterNavigation } from './useFocusHeadingAfterNavigation';

/** No sidebar: for an account without the staff permission, which may open none of its screens. */
const NoSidebar = () => null;

/**
 * What follows each navigation (tab title, narrow-screen sidebar, focus on the new heading), in a leaf of its own: a change of
 * address — also a list's page, sort or filter — then re-renders this, not the header and menu.
 */
const NavigationEffects = () => {
  useCollapseSidebarWhenNarrow();
  useDocumentTitle();
  useFocusHeadingAfterNavigation();
  return null;
};

/**
 * react-admin's layout with a fixed 45 px header, our menu, the narrow-screen sidebar collapse, and
 * one gate for every page: users without the staff permission see why (and no menu) instead of
 * failing API calls; staff get their own columns and saved searches. The browser tab is named after the screen; MUI's own texts are translated.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { hasAccess } = useStaffAccess();
  return (
    <TranslatedDefaults>
      <NavigationEffects />
      {hasAccess ? <LoadPreferences /> : null}
      <RaLayout
        appBar={AppBar}
        appBarAlwaysOn
        menu={Menu}
        sidebar={hasAccess ? undefined : NoSidebar}
        sx={{ '& .RaLayout-appFrame': { marginTop: `${HEADER_HEIGHT}px` } }}
      >
        <RequireStaffAccess>{children}</RequireStaffAccess>
      </RaLayout>
    </TranslatedDefaults>
  );
};
