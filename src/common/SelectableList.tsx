import {
  Box,
  Checkbox,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  type SxProps,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  BulkActionsToolbar,
  LinkBase,
  type RaRecord,
  useCreatePath,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';

type RecordText<R> = (record: R) => ReactNode;

interface SelectableListProps<R extends RaRecord> {
  /** The records shown (the list's page, perhaps deferred). */
  data: R[];
  /** The list's bulk actions, in react-admin's selection bar above the items. */
  bulkActionButtons: ReactNode;
  primaryText: RecordText<R>;
  secondaryText?: RecordText<R>;
  tertiaryText?: RecordText<R>;
  leftAvatar?: (record: R) => ReactNode;
  /** The view an item's link opens; false: no link. */
  rowClick: 'edit' | 'show' | false;
  rowSx?: (record: R) => SxProps;
}

/**
 * The bulk selection bar takes its own room above the rows instead of sliding over the filters
 * (react-admin lays it absolutely, 48 px up); on a phone its title, "select all" and actions wrap.
 */
export const bulkBarInFlow = {
  '& div > .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none', flexWrap: 'wrap' },
};

/**
 * A list's records on a phone when the list has bulk actions: as react-admin's SimpleList (primary
 * text with the tertiary on its right, secondary below, an optional avatar, the item a link to the
 * record), and before each item a checkbox ticking it in the list's selection, with react-admin's
 * selection bar and the bulk actions above — so the bulk actions work at every width. The checkbox
 * stands beside the link, not in it (no control inside a link).
 */
export const SelectableList = <R extends RaRecord>({
  data,
  bulkActionButtons,
  primaryText,
  secondaryText,
  tertiaryText,
  leftAvatar,
  rowClick,
  rowSx,
}: SelectableListProps<R>) => {
  const { selectedIds, onToggleItem } = useListContext<R>();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const translate = useTranslate();
  const text = (record: R) => (
    <>
      {leftAvatar && <ListItemAvatar>{leftAvatar(record)}</ListItemAvatar>}
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
            <span>{primaryText(record)}</span>
            {tertiaryText && (
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {tertiaryText(record)}
              </Box>
            )}
          </Box>
        }
        secondary={secondaryText?.(record)}
      />
    </>
  );
  return (
    <Box sx={bulkBarInFlow}>
      <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>
      <List disablePadding>
        {data.map((record) => (
          <ListItem key={record.id} disablePadding divider sx={rowSx?.(record)}>
            <Checkbox
              checked={selectedIds.includes(record.id)}
              onChange={() => onToggleItem(record.id)}
              slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
            />
            {rowClick ? (
              <ListItemButton
                component={LinkBase}
                to={createPath({ resource, id: record.id, type: rowClick })}
                sx={{ pl: 0.5 }}
              >
                {text(record)}
              </ListItemButton>
            ) : (
              <Box sx={{ display: 'flex', alignItems: 'center', flex: 1, py: 1 }}>{text(record)}</Box>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
