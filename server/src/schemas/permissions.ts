/**
 * Who may do what (issue J), written once: the server's routes declare these permissions, the embedded
 * provider puts a role's permissions in the access token's `permissions` claim (as Auth0's RBAC does),
 * and the SPA's `canAccess` reads the same table. Like constants.ts it imports nothing, so the SPA's
 * bundle takes only these values. docs/decisions.md "Roles" gives the reasons.
 */

/**
 * The areas of the product, each with one `read:<area>` and one `write:<area>` permission. An area
 * holds its neighbours: `members` the imports and the revue's extra recipients, `adverts` the revue
 * export and mailing, `activities` the locations, `orders` the ring catalogue, `dues` (issue K) the
 * club's payment settings, the yearly payment requests and the bank statements matched to them.
 */
export const AREAS = [
  'members',
  'adverts',
  'activities',
  'messages',
  'documents',
  'vendors',
  'orders',
  'dues',
  'notifications',
  'history',
  'staff',
] as const;

/** One of {@link AREAS}. */
export type Area = (typeof AREAS)[number];

/** What a permission allows in its area: reading, or changing (which includes reading). */
export const ACCESS_LEVELS = ['read', 'write'] as const;

/** A permission as it stands in the access token's `permissions` claim, e.g. `write:members`. */
export type Permission = `${(typeof ACCESS_LEVELS)[number]}:${Area}`;

/** Every permission, reads first, in area order. */
export const PERMISSIONS: readonly Permission[] = ACCESS_LEVELS.flatMap((level) =>
  AREAS.map((area): Permission => `${level}:${area}`),
);

/**
 * The area of each react-admin resource and custom page — which are also the history's kinds of record:
 * the locations belong to the activities, the revue's extra recipients to the members, the revue's
 * mailing to the adverts, the mail outbox to the staff, the bank statements and their credits to the
 * dues. The SPA's `canAccess` reads it, and the server: `GET /History` (a record's history for whoever
 * may read the record) and the saved searches shared with the club (shown to whoever reads the list's
 * area, docs/api/preferences.md).
 */
export const RESOURCE_AREAS: Readonly<Record<string, Area>> = {
  members: 'members',
  revueRecipients: 'members',
  adverts: 'adverts',
  revue: 'adverts',
  activities: 'activities',
  locations: 'activities',
  messages: 'messages',
  documents: 'documents',
  vendors: 'vendors',
  orders: 'orders',
  dues: 'dues',
  bankStatements: 'dues',
  bankEntries: 'dues',
  notifications: 'notifications',
  history: 'history',
  staff: 'staff',
  mail: 'staff',
};

/** The roles' wire names, from most to least: who may do everything to who may only read. */
export const STAFF_ROLES = ['beheerder', 'secretaris', 'redactie', 'penningmeester', 'lezer'] as const;

/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The club's data: every area but the staff accounts, which only a `beheerder` reads. */
const CLUB_AREAS = AREAS.filter((area) => area !== 'staff');

/** A role as the areas it changes and the further areas it only reads. */
const ROLE_AREAS: Record<StaffRole, { write: readonly Area[]; read: readonly Area[] }> = {
  beheerder: { write: AREAS, read: [] },
  secretaris: { write: ['members', 'notifications', 'history'], read: CLUB_AREAS },
  redactie: { write: ['adverts', 'activities', 'messages', 'documents', 'vendors'], read: ['members'] },
  penningmeester: { write: ['orders', 'dues'], read: ['members'] },
  lezer: { write: [], read: CLUB_AREAS },
};

/**
 * The permissions of each role: `write:<area>` and `read:<area>` for every area it changes,
 * `read:<area>` for every area it only reads, in {@link PERMISSIONS} order.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = Object.fromEntries(
  STAFF_ROLES.map((role) => {
    const { write, read } = ROLE_AREAS[role];
    const granted = (permission: Permission) => {
      const [level, area] = permission.split(':') as ['read' | 'write', Area];
      return write.includes(area) || (level === 'read' && read.includes(area));
    };
    return [role, PERMISSIONS.filter(granted)];
  }),
) as unknown as Record<StaffRole, readonly Permission[]>;
