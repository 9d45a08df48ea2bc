import type { SvgIconComponent } from '@mui/icons-material';
import AdvertIcon from '@mui/icons-material/Campaign';
import DocumentIcon from '@mui/icons-material/Download';
import ActivityIcon from '@mui/icons-material/Event';
import MessageIcon from '@mui/icons-material/Forum';
import OrderIcon from '@mui/icons-material/ShoppingCart';
import VendorIcon from '@mui/icons-material/Storefront';
import type { ComponentType } from 'react';
import { members } from './members';

/**
 * The screens of a built area: the `index.ts` of `src/resources/<resource>/` (ARCHITECTURE.md), plus
 * extra pages under the resource's path (e.g. `members/import`).
 */
export interface ResourceScreens {
  list: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon: SvgIconComponent;
  /** A record field, as react-admin's `recordRepresentation`. */
  recordRepresentation?: string;
  routes?: { path: string; component: ComponentType }[];
}

/** A react-admin resource route of spec §2; its label is `resources.<name>.name`. */
export interface Area {
  icon: SvgIconComponent;
  /** Spec §2: orders (and notifications) have no sidebar link. */
  inMenu: boolean;
  /** Its screens once its issue has landed; until then a placeholder list. */
  screens?: ResourceScreens;
}

/** The areas of spec §2 in sidebar order (documents shows as 'Downloads'). */
export const AREAS = {
  members: { icon: members.icon, inMenu: true, screens: members },
  adverts: { icon: AdvertIcon, inMenu: true },
  activities: { icon: ActivityIcon, inMenu: true },
  vendors: { icon: VendorIcon, inMenu: true },
  messages: { icon: MessageIcon, inMenu: true },
  documents: { icon: DocumentIcon, inMenu: true },
  orders: { icon: OrderIcon, inMenu: false },
} satisfies Record<string, Area>;

/** The name (and route) of an area. */
export type AreaName = keyof typeof AREAS;

/** Area names, optionally only those with a sidebar link. */
export const areaNames = ({ menuOnly = false } = {}): AreaName[] =>
  (Object.keys(AREAS) as AreaName[]).filter((name) => !menuOnly || AREAS[name].inMenu);
