import { RESOURCE_AREAS } from '../../server/src/schemas/permissions';

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
