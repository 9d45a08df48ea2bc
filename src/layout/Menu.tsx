import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu as RaMenu } from 'react-admin';
import { areaNames } from '../resources/areas';

/** Spec §2 sidebar: Dashboard, Members, Adverts, Activities, Vendors, Messages, Downloads. */
export const Menu = () => (
  <RaMenu>
    <RaMenu.Item to="/dashboard" primaryText="menu.dashboard" leftIcon={<DashboardIcon />} />
    {areaNames({ menuOnly: true }).map((name) => (
      <RaMenu.ResourceItem key={name} name={name} />
    ))}
  </RaMenu>
);
