import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { HEADER_HEIGHT } from './theme';
import { useCollapseSidebarOnNavigation } from './useCollapseSidebarOnNavigation';

/** react-admin's layout with a fixed 45 px header, our menu, and the narrow-screen sidebar collapse. */
export const Layout = ({ children }: { children: ReactNode }) => {
  useCollapseSidebarOnNavigation();
  return (
    <RaLayout
      appBar={AppBar}
      appBarAlwaysOn
      menu={Menu}
      sx={{ '& .RaLayout-appFrame': { marginTop: `${HEADER_HEIGHT}px` } }}
    >
      {children}
    </RaLayout>
  );
};
