import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { RequireStaffAccess } from '../common/RequireStaffAccess';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { ProgressNames } from './ProgressNames';
import { HEADER_HEIGHT } from './theme';
import { useCollapseSidebarOnNavigation } from './useCollapseSidebarOnNavigation';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * react-admin's layout with a fixed 45 px header, our menu, the narrow-screen sidebar collapse, and
 * one gate for every page: users without the staff permission see why instead of failing API calls.
 * The browser tab is named after the screen; every loader in it is named.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  useCollapseSidebarOnNavigation();
  useDocumentTitle();
  return (
    <ProgressNames>
      <RaLayout
        appBar={AppBar}
        appBarAlwaysOn
        menu={Menu}
        sx={{ '& .RaLayout-appFrame': { marginTop: `${HEADER_HEIGHT}px` } }}
      >
        <RequireStaffAccess>{children}</RequireStaffAccess>
      </RaLayout>
    </ProgressNames>
  );
};
