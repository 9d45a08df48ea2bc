import DashboardIcon from '@mui/icons-material/Dashboard';
import { type Theme, useMediaQuery } from '@mui/material';
import { Fragment, memo, useDeferredValue } from 'react';
import { CanAccess, Menu as RaMenu, useSidebarState } from 'react-admin';
import { AREAS, areaNames } from '../resources/areas';

/** A link of an area, below the area's own: indented a little, in the smaller text of a sub-item. */
const SUB_ITEM = { pl: 3, fontSize: '0.875rem' } as const;

/**
 * Spec §2 sidebar: Dashboard, Members, Adverts, Activities, Vendors, Messages, Downloads; an area's own
 * links (the revue's mailing under Adverts) follow it, indented while the sidebar is open. Each shows
 * only to whoever may open it (react-admin's ResourceItem asks `canAccess` itself). Memoised
 * like the header: its items follow the address themselves, the whole menu need not re-render with it.
 * On a phone the sidebar is a drawer whose menu is made at each opening: the drawer shows at once and
 * the areas follow in the next, interruptible pass (`useDeferredValue`), so the tap is answered first.
 */
export const Menu = memo(() => {
  const [open] = useSidebarState();
  const inDrawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const madeOnce = useDeferredValue(true, false);
  return (
    <RaMenu>
      <RaMenu.Item to="/dashboard" primaryText="menu.dashboard" leftIcon={<DashboardIcon />} />
      {(madeOnce || !inDrawer) &&
        areaNames({ menuOnly: true }).map((name) => {
          const screens: {
            menuLinks?: { to: string; label: string; icon: typeof DashboardIcon; action: string }[];
          } = AREAS[name].screens;
          return (
            <Fragment key={name}>
              <RaMenu.ResourceItem name={name} />
              {screens.menuLinks?.map(({ to, label, icon: Icon, action }) => (
                <CanAccess key={to} resource={name} action={action}>
                  <RaMenu.Item
                    to={to}
                    primaryText={label}
                    leftIcon={<Icon fontSize="small" />}
                    sx={open ? SUB_ITEM : undefined}
                  />
                </CanAccess>
              ))}
            </Fragment>
          );
        })}
    </RaMenu>
  );
});
