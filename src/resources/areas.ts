import type { SvgIconComponent } from '@mui/icons-material';
import type { LazyScreen } from '../common/lazyScreen';
import { CUSTOM_PAGES } from '../customPages';
import { activities } from './activities';
import { adverts } from './adverts';
import { documents } from './documents';
import { dues } from './dues';
import { history } from './history';
import { locations } from './locations';
import { mail } from './mail';
import { members } from './members';
import { messages } from './messages';
import { orders } from './orders';
import { revueRecipients } from './revueRecipients';
import { staff } from './staff';
import { vendors } from './vendors';

/**
 * The screens of an area: the `index.ts` of `src/resources/<resource>/` (ARCHITECTURE.md), plus
 * extra pages under the resource's path (e.g. `members/import`).
 */
export interface ResourceScreens {
  list: LazyScreen;
  edit?: LazyScreen;
  create?: LazyScreen;
  show?: LazyScreen;
  icon: SvgIconComponent;
  /** A record field, as react-admin's `recordRepresentation`. */
  recordRepresentation?: string;
  /** `action`: what the page does, for access (providers/access.ts: `import` writes, `export` reads). */
  routes?: { path: string; component: LazyScreen; action: string }[];
  /**
   * Links of the menu shown below the resource's own (e.g. the revue's mailing under the adverts),
   * shown to whoever may perform `action` on the resource.
   */
  menuLinks?: { to: string; label: string; icon: SvgIconComponent; action: string }[];
}

/** A react-admin resource route of spec §2; its label is `resources.<name>.name`. */
export interface Area {
  /** Spec §2: orders (and notifications) have no sidebar link. */
  inMenu: boolean;
  /** Its list, edit, create and show screens and extra routes. */
  screens: ResourceScreens;
}

/** The areas of spec §2 in sidebar order (documents shows as 'Downloads'), then Lidgeld and the staff. */
export const AREAS = {
  members: { inMenu: true, screens: members },
  adverts: { inMenu: true, screens: adverts },
  activities: { inMenu: true, screens: activities },
  vendors: { inMenu: true, screens: vendors },
  messages: { inMenu: true, screens: messages },
  documents: { inMenu: true, screens: documents },
  // The yearly dues (issue K): for whoever may read them.
  dues: { inMenu: true, screens: dues },
  // The staff accounts of the embedded provider (issue J): for a beheerder.
  staff: { inMenu: true, screens: staff },
  orders: { inMenu: false, screens: orders },
  // The stored places of activities, reached from the activity screens.
  locations: { inMenu: false, screens: locations },
  // The revue's extra recipients, reached from the revue's mailing page.
  revueRecipients: { inMenu: false, screens: revueRecipients },
  // Who changed what (issue I1), reached from the dashboard.
  history: { inMenu: false, screens: history },
  // The outbox of outgoing mail (issue J), for a beheerder, reached from the dashboard.
  mail: { inMenu: false, screens: mail },
} satisfies Record<string, Area>;

/** The name (and route) of an area. */
export type AreaName = keyof typeof AREAS;

/** Area names, optionally only those with a sidebar link. */
export const areaNames = ({ menuOnly = false } = {}): AreaName[] =>
  (Object.keys(AREAS) as AreaName[]).filter((name) => !menuOnly || AREAS[name].inMenu);

/**
 * The screen of ours at `pathname`, as react-admin routes it: `/members` the list, `/members/create`,
 * `/members/7` the edit screen, `/orders/7/show`, `/members/import` an extra page, `/account` a page
 * of {@link CUSTOM_PAGES}; else undefined.
 */
const screenAt = (pathname: string): LazyScreen | undefined => {
  const [name = '', second, third] = pathname.split('/').filter(Boolean);
  if (!Object.hasOwn(AREAS, name))
    return second === undefined && Object.hasOwn(CUSTOM_PAGES, name) ? CUSTOM_PAGES[name] : undefined;
  const screens: ResourceScreens = AREAS[name as AreaName].screens;
  if (second === undefined) return screens.list;
  if (second === 'create') return screens.create;
  if (third === 'show') return screens.show;
  return screens.routes?.find((route) => route.path === second)?.component ?? screens.edit;
};

/**
 * Starts fetching the screen the browser opens on (`/members`, `/members/7`), so that its chunk loads
 * while the configuration, the dictionary and the sign-in check do, not after them. Resolves when it
 * has loaded, or at once for a path of no screen; a failed fetch is reported when the screen shows.
 */
export const preloadScreen = async (pathname: string): Promise<void> => {
  await screenAt(pathname)
    ?.preload()
    .catch(() => undefined);
};
