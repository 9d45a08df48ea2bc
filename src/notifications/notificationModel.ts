import type { Identifier } from 'react-admin';

/** Translation key of a notification type's label (spec §2 column Wijziging). */
export const typeLabelKey = (type: string): string => `notifications.types.${type}`;

/** Adds `id` to the selection, or removes it when present. */
export const toggleId = <T extends Identifier>(selected: T[], id: T): T[] =>
  selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];

/** The header checkbox: selects every id, or clears the selection when all are selected. */
export const toggleAll = <T extends Identifier>(selected: T[], ids: T[]): T[] =>
  ids.length > 0 && ids.every((id) => selected.includes(id)) ? [] : [...ids];

/** Drops selected ids that are no longer listed (e.g. deleted elsewhere). */
export const keepListed = <T extends Identifier>(selected: T[], ids: T[]): T[] =>
  selected.filter((id) => ids.includes(id));
