import DashboardIcon from '@mui/icons-material/Dashboard';
import { memo } from 'react';
import { Menu as RaMenu } from 'react-admin';
import { areaNames } from '../resources/areas';

/**
 * Spec §2 sidebar: Dashboard, Members, Adverts, Activities, Vendors, Messages, Downloads. Memoised like
 * the header: its items follow the address themselves, the whole menu need not re-render with it.
 */
export const Menu = memo(() => (
  <RaMenu>
    <RaMenu.Item to="/dashboard" primaryText="menu.dashboard" leftIcon={<DashboardIcon />} />
    {areaNames({ menuOnly: true }).map((name) => (
      <RaMenu.ResourceItem key={name} name={name} />
    ))}
  </RaMenu>
));
