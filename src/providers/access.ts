import type { Area } from '../../server/src/schemas/permissions';

/**
 * The permission area of each react-admin resource and custom page (the server's areas,
 * schemas/permissions.ts): the locations belong to the activities, the revue's extra recipients to the
 * members, the revue's mailing to the adverts, the mail outbox to the staff, the credits of the bank
 * statements to the dues.
 */
export const RESOURCE_AREAS: Record<string, Area> = {
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
  bankEntries: 'dues',
  notifications: 'notifications',
  history: 'history',
  staff: 'staff',
  mail: 'staff',
};

/**
 * The react-admin actions that only read: a list, a record shown, an export, and the edit page itself,
 * which opens read-only for whoever may read (EditPage asks `write` for its fields and Save). Every
 * other action — create, delete, import, write, a bulk change — needs the area's `write:` permission.
 */
const READING_ACTIONS = new Set(['list', 'show', 'edit', 'export', 'read']);

/**
 * react-admin's `canAccess` over the access token's `permissions`: `read:<area>` or `write:<area>` of
 * the resource's area, as {@link READING_ACTIONS} says. A resource without an area is refused.
 */
export function canAccessWith(
  permissions: readonly string[],
  { action, resource }: { action: string; resource: string },
) {
  const area = RESOURCE_AREAS[resource];
  if (!area) return false;
  return permissions.includes(`${READING_ACTIONS.has(action) ? 'read' : 'write'}:${area}`);
}
