import type { Identifier } from 'react-admin';
import type { Notification } from '../../server/src/schemas/notifications';
import { AREAS } from '../resources/areas';

/** Translation key of a notification type's label (spec §2 column Wijziging). */
export const typeLabelKey = (type: string): string => `notifications.types.${type}`;

/**
 * The SPA path of the record a notification reports on (the extension `resource`/`recordId`,
 * docs/api.md): its edit screen, or its show screen for areas without one (orders); none when the
 * record was deleted.
 */
export const recordPath = ({ resource, recordId }: Notification): string | undefined => {
  if (recordId === null) return undefined;
  return AREAS[resource].screens.edit ? `/${resource}/${recordId}` : `/${resource}/${recordId}/show`;
};

/** The notifications of `type` (all when `type` is empty), in their order. */
export const ofType = (notifications: Notification[], type: string): Notification[] =>
  type ? notifications.filter((notification) => notification.type === type) : notifications;

/** Adds `id` to the selection, or removes it when present. */
export const toggleId = <T extends Identifier>(selected: T[], id: T): T[] =>
  selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];

/**
 * The header checkbox over the rows `ids` of the page shown: selects every one of them, or — when all
 * are selected — unselects them; selected rows elsewhere stay selected.
 */
export const toggleAll = <T extends Identifier>(selected: T[], ids: T[]): T[] =>
  ids.length > 0 && ids.every((id) => selected.includes(id))
    ? selected.filter((id) => !ids.includes(id))
    : [...selected, ...ids.filter((id) => !selected.includes(id))];

/** Drops selected ids that are no longer listed (e.g. deleted elsewhere, or filtered out). */
export const keepListed = <T extends Identifier>(selected: T[], ids: T[]): T[] =>
  selected.filter((id) => ids.includes(id));
