import { SearchInput } from 'react-admin';

/**
 * The always-on search box of a list (filter `q`, sent as `searchString`). SearchInput shows only a
 * placeholder, so `label` (the translated "Search") names the box for screen readers and tests.
 */
export const searchFilter = (label: string) => (
  <SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'aria-label': label } }} />
);
