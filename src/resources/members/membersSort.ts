import type { SortPayload } from 'react-admin';

/**
 * The members list's order when no other is chosen: by name, A to Z (issue B). Read by the list and by
 * the read begun before its first render (providers/firstScreen.ts), which must ask the same.
 */
export const MEMBERS_SORT: SortPayload = { field: 'name', order: 'ASC' };
