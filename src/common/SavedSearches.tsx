import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Button as MuiButton,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import {
  Button,
  extractValidSavedQueries,
  HttpError,
  type SavedQuery,
  useListContext,
  useNotify,
  useSavedQueries,
  useStore,
  useStoreContext,
  useTranslate,
} from 'react-admin';
import { SAVED_QUERY_LABEL_MAX_LENGTH } from '../../server/src/schemas/constants';
import type { SharedQuery } from '../../server/src/schemas/preferences';
import { isPreferenceStore, SHARED_QUERIES_KEY } from '../providers/preferenceStore';
import { ConfirmDialog } from './ConfirmDialog';

const NO_SHARED: SharedQuery[] = [];

/**
 * The list's columns as its DataTable keeps them in the store: `hidden` (`<resource>.datatable`) and
 * `ranks`, their order (`<resource>.datatable_columnRanks`); a key left out is the list's default.
 */
interface SearchColumns {
  hidden?: string[];
  ranks?: number[];
}

/**
 * A saved search's value: react-admin's shape, so its own saved-query tools read ours too, plus the
 * columns shown when it was saved (issue L: "name, filters, sort, columns").
 */
type SearchValue = SavedQuery['value'] & { columns?: SearchColumns };

/** The store keys of the DataTable of `resource` (react-admin's default `storeKey`). */
const columnKeys = (resource: string) => ({
  hidden: `${resource}.datatable`,
  ranks: `${resource}.datatable_columnRanks`,
});

/** The list's columns now, to save with a search: undefined while the list shows its defaults. */
const useCurrentColumns = (resource: string): SearchColumns | undefined => {
  const keys = columnKeys(resource);
  const [hidden] = useStore<string[] | undefined>(keys.hidden);
  const [ranks] = useStore<number[] | undefined>(keys.ranks);
  if (hidden === undefined && ranks === undefined) return undefined;
  return { ...(hidden ? { hidden } : {}), ...(ranks ? { ranks } : {}) };
};

/**
 * Applies a saved search to the list: its filters, the filters shown, its sort (page 1), and the
 * columns it was saved with (a search saved without columns leaves them as they are).
 */
const useApply = () => {
  const { resource, setFilters, setSort } = useListContext();
  const store = useStoreContext();
  return (value: SearchValue) => {
    setFilters(value.filter ?? {}, value.displayedFilters ?? {});
    if (value.sort) setSort(value.sort);
    if (!value.columns) return;
    const keys = columnKeys(resource);
    const { hidden, ranks } = value.columns;
    for (const [key, saved] of [
      [keys.hidden, hidden],
      [keys.ranks, ranks],
    ] as const) {
      if (saved) store.setItem(key, saved);
      else store.removeItem(key);
    }
  };
};

/** The translation key of a refused share: its `reason`, else a general failure. */
const refusalKey = (error: unknown) => {
  const reason = error instanceof HttpError ? error.body?.reason : undefined;
  return reason === 'labelTaken' || reason === 'tooManyEntries' || reason === 'notYours'
    ? `app.savedSearches.errors.${reason}`
    : 'app.savedSearches.errors.failed';
};

/**
 * "Zoekopdrachten" of a list (issue L #37): a button opening a dialog with the staff member's own saved
 * searches (filters, sort and columns) (react-admin's `<resource>.savedQueries`, kept on the server by the store: apply, remove,
 * share with the club), a field to save the current search under a name, and the searches shared with
 * the club on this list (apply; stop sharing for who shared it and a beheerder). A dialog, so it fits
 * a phone's width.
 */
export const SavedSearches = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const store = useStoreContext();
  const sharing = isPreferenceStore(store) ? store : undefined;
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [saved, setSaved] = useSavedQueries(resource);
  const [allShared] = useStore<SharedQuery[]>(SHARED_QUERIES_KEY, NO_SHARED);
  const shared = allShared.filter((query) => query.resource === resource);
  const mine = extractValidSavedQueries(saved);
  const apply = useApply();
  const columns = useCurrentColumns(resource);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<SavedQuery | null>(null);
  const [unsharing, setUnsharing] = useState<SharedQuery | null>(null);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const nameId = useId();

  const choose = (value: SearchValue) => {
    apply(value);
    setOpen(false);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const label = name.trim();
    if (!label) return;
    const value: SearchValue = { filter: filterValues, sort, perPage, displayedFilters, columns };
    setSaved([...mine.filter((query) => query.label !== label), { label, value }]);
    setName('');
    notify('app.savedSearches.saved', { messageArgs: { name: label } });
  };
  const run = async (work: () => Promise<unknown>, done: string, args: Record<string, unknown>) => {
    setPending(true);
    try {
      await work();
      notify(done, { type: 'success', messageArgs: args });
    } catch (error) {
      notify(refusalKey(error), { type: 'error', messageArgs: args });
    } finally {
      setPending(false);
    }
  };
  const isShared = (label: string) => shared.some((query) => query.label === label);

  return (
    <>
      <Button label="app.savedSearches.button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <BookmarkIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{translate('app.savedSearches.title')}</DialogTitle>
        <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
          <Typography component="h3" variant="subtitle2">
            {translate('app.savedSearches.mine')}
          </Typography>
          {mine.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('ra.saved_queries.help')}
            </Typography>
          ) : (
            <List dense aria-label={translate('app.savedSearches.mine')}>
              {mine.map((query) => (
                <ListItem
                  key={query.label}
                  disablePadding
                  secondaryAction={
                    <>
                      {sharing && !isShared(query.label) ? (
                        <IconButton
                          aria-label={translate('app.savedSearches.share', { name: query.label })}
                          title={translate('app.savedSearches.share', { name: query.label })}
                          disabled={pending}
                          onClick={() =>
                            run(
                              () => sharing.share(resource, query.label, query.value),
                              'app.savedSearches.shared',
                              {
                                name: query.label,
                              },
                            )
                          }
                        >
                          <GroupsIcon />
                        </IconButton>
                      ) : null}
                      <IconButton
                        edge="end"
                        aria-label={translate('ra.saved_queries.remove_label_with_name', {
                          name: query.label,
                        })}
                        title={translate('ra.saved_queries.remove_label_with_name', { name: query.label })}
                        onClick={() => setRemoving(query)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemButton onClick={() => choose(query.value as SearchValue)}>
                    <ListItemText primary={query.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          <Box component="form" onSubmit={save} sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 2 }}>
            <TextField
              id={nameId}
              // The dialog opens to save the search shown: its name is what is typed first.
              autoFocus
              size="small"
              label={translate('ra.saved_queries.query_name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: SAVED_QUERY_LABEL_MAX_LENGTH } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            {/* Words at every width: react-admin's Button keeps only its icon on a phone. */}
            <MuiButton type="submit" disabled={!name.trim()} variant="outlined">
              {translate('app.savedSearches.save')}
            </MuiButton>
          </Box>
          {sharing ? (
            <>
              <Typography component="h3" variant="subtitle2">
                {translate('app.savedSearches.club')}
              </Typography>
              {shared.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('app.savedSearches.noneShared')}
                </Typography>
              ) : (
                <List dense aria-label={translate('app.savedSearches.club')}>
                  {shared.map((query) => (
                    <ListItem
                      key={query.id}
                      disablePadding
                      secondaryAction={
                        query.mayUnshare ? (
                          <IconButton
                            edge="end"
                            aria-label={translate('app.savedSearches.unshare', { name: query.label })}
                            title={translate('app.savedSearches.unshare', { name: query.label })}
                            onClick={() => setUnsharing(query)}
                          >
                            <LinkOffIcon />
                          </IconButton>
                        ) : null
                      }
                      sx={{ pr: query.mayUnshare ? 6 : 0 }}
                    >
                      <ListItemButton onClick={() => choose(query.value as SearchValue)}>
                        <ListItemText
                          primary={query.label}
                          secondary={
                            query.sharedBy
                              ? translate('app.savedSearches.sharedBy', { email: query.sharedBy })
                              : null
                          }
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title="ra.saved_queries.remove_dialog_title"
        content="ra.saved_queries.remove_message"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          setSaved(mine.filter((query) => query.label !== removing?.label));
          setRemoving(null);
        }}
      />
      <ConfirmDialog
        open={unsharing !== null}
        title="app.savedSearches.unshareTitle"
        content="app.savedSearches.unshareMessage"
        contentArgs={{ name: unsharing?.label }}
        isPending={pending}
        onClose={() => setUnsharing(null)}
        onConfirm={async () => {
          const query = unsharing;
          if (!query || !sharing) return;
          await run(() => sharing.unshare(query.id), 'app.savedSearches.unshared', { name: query.label });
          setUnsharing(null);
        }}
      />
    </>
  );
};
