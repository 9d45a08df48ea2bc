import { Alert, Button } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';

interface SelectAllMatchingProps<T extends Identifier> {
  /** The selection now. */
  selected: T[];
  /** The ids of the rows on the page shown. */
  pageIds: T[];
  /** The ids of every row the filter shows, on any page. */
  matchingIds: T[];
  /** Replaces the selection. */
  onSelect: (ids: T[]) => void;
}

/**
 * The offer to widen a page's selection to every match, as mail programs make it: once the header
 * checkbox ticked every row of a page while more rows match the filter, "Alle 25 meldingen op deze
 * pagina zijn geselecteerd. Alle 85 selecteren"; once all are selected, "Alle 85 meldingen zijn
 * geselecteerd. Selectie wissen". Nothing while the page holds every match or not all of its rows are
 * ticked.
 */
export const SelectAllMatching = <T extends Identifier>({
  selected,
  pageIds,
  matchingIds,
  onSelect,
}: SelectAllMatchingProps<T>) => {
  const translate = useTranslate();
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  if (!pageSelected || matchingIds.length <= pageIds.length) return null;
  const allSelected = matchingIds.every((id) => selected.includes(id));
  return (
    <Alert
      severity="info"
      sx={{ mb: 1, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={() => onSelect(allSelected ? [] : matchingIds)}>
          {allSelected
            ? translate('notifications.clear_selection')
            : translate('notifications.select_matching', { smart_count: matchingIds.length })}
        </Button>
      }
    >
      {allSelected
        ? translate('notifications.all_matching_selected', { smart_count: matchingIds.length })
        : translate('notifications.page_selected', { smart_count: pageIds.length })}
    </Alert>
  );
};
