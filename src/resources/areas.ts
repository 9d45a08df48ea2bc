import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import { activities } from './activities';
import { adverts } from './adverts';
import { documents } from './documents';
import { history } from './history';
import { locations } from './locations';
import { members } from './members';
import { messages } from './messages';
import { orders } from './orders';
import { vendors } from './vendors';

/**
 * The screens of an area: the `index.ts` of `src/resources/<resource>/` (ARCHITECTURE.md), plus
 * extra pages under the resource's path (e.g. `members/import`).
 */
export interface ResourceScreens {
  list: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon: SvgIconComponent;
  /** A record field, as react-admin's `recordRepresentation`. */
  recordRepresentation?: string;
  routes?: { path: string; component: ComponentType }[];
}

/** A react-admin resource route of spec §2; its label is `resources.<name>.name`. */
export interface Area {
  /** Spec §2: orders (and notifications) have no sidebar link. */
  inMenu: boolean;
  /** Its list, edit, create and show screens and extra routes. */
  screens: ResourceScreens;
}

/** The areas of spec §2 in sidebar order (documents shows as 'Downloads'). */
export const AREAS = {
  members: { inMenu: true, screens: members },
  adverts: { inMenu: true, screens: adverts },
  activities: { inMenu: true, screens: activities },
  vendors: { inMenu: true, screens: vendors },
  messages: { inMenu: true, screens: messages },
  documents: { inMenu: true, screens: documents },
  orders: { inMenu: false, screens: orders },
  // The stored places of activities, reached from the activity screens.
  locations: { inMenu: false, screens: locations },
  // Who changed what (issue I1), reached from the dashboard.
  history: { inMenu: false, screens: history },
} satisfies Record<string, Area>;

/** The name (and route) of an area. */
export type AreaName = keyof typeof AREAS;

/** Area names, optionally only those with a sidebar link. */
export const areaNames = ({ menuOnly = false } = {}): AreaName[] =>
  (Object.keys(AREAS) as AreaName[]).filter((name) => !menuOnly || AREAS[name].inMenu);
