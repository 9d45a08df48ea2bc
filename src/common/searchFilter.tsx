import { SearchInput, useTranslate } from 'react-admin';

/**
 * The always-on search box of a list (filter `q`, sent as `searchString`). SearchInput shows only a
 * placeholder, so `label` (the translated "Search") names the box for screen readers and tests; `width`
 * (CSS) narrows it where a filter bar must fit one line.
 */
export const searchFilter = (label: string, width?: string) => (
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    sx={width ? { width } : undefined}
    slotProps={{ htmlInput: { 'aria-label': label } }}
  />
);

/** The filters of a list that only searches: {@link searchFilter} named by react-admin's "Search". */
export const useSearchFilters = () => [searchFilter(useTranslate()('ra.action.search'))];
