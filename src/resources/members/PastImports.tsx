import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { MemberImportRun, UndoResult } from '../../../server/src/schemas/memberImport';
import { PastRunItem } from '../../common/PastRunItem';
import type { ClubDataProvider } from '../../providers/dataProvider';

const QUERY_KEY = ['members', 'imports'];

/** A history value as text: empty as —. */
const shown = (value: unknown) => (value === null || value === '' ? '—' : String(value));

/**
 * The undo of one import (docs/api/imports.md): first what it would do — values back, members removed
 * or made inactive, later changes kept (conflicts) — then, confirmed, the undo itself.
 */
const UndoDialog = ({ run, onClose }: { run: MemberImportRun; onClose: () => void }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const titleId = useId();
  const preview = useQuery({
    queryKey: [...QUERY_KEY, run.id, 'preview'],
    queryFn: () => dataProvider.undoImport(run.id, false),
  });
  const undo = useMutation({
    mutationFn: () => dataProvider.undoImport(run.id, true),
    onSuccess: () => {
      notify('resources.members.undo.done', { type: 'success' });
      queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      refresh();
      onClose();
    },
    onError: () => notify('resources.members.undo.failed', { type: 'error' }),
  });
  const plan: UndoResult | undefined = preview.data;
  return (
    <Dialog open onClose={undo.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>
        {translate('resources.members.undo.title', { file: run.fileName })}
      </DialogTitle>
      <DialogContent>
        {!plan ? (
          <DialogContentText>{translate('ra.page.loading')}</DialogContentText>
        ) : (
          <>
            <DialogContentText>
              {translate('resources.members.undo.summary', {
                restored: plan.restored.length,
                removed: plan.removed.length,
                deactivated: plan.deactivated.length,
              })}
            </DialogContentText>
            {plan.conflicts.length > 0 && (
              <>
                <Typography sx={{ mt: 2 }}>
                  {translate('resources.members.undo.conflicts', { smart_count: plan.conflicts.length })}
                </Typography>
                <List dense>
                  {plan.conflicts.map((conflict) => (
                    <ListItem key={`${conflict.id}-${conflict.field}`} disableGutters>
                      <ListItemText
                        primary={`${conflict.name} (${conflict.tribeNumber}) — ${conflict.field}`}
                        secondary={translate('resources.members.undo.conflict', {
                          imported: shown(conflict.imported),
                          current: shown(conflict.current),
                        })}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={undo.isPending} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => undo.mutate()} disabled={!plan || undo.isPending}>
          {translate('resources.members.undo.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The persisted imports on the import page, newest first, each with its undo (issue I1). */
export const PastImports = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [undoing, setUndoing] = useState<MemberImportRun>();
  const { data: runs = [] } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.listImports() });
  if (runs.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="past-imports">
      <Typography variant="h2" id="past-imports" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {translate('resources.members.undo.past')}
      </Typography>
      <List dense>
        {runs.map((run) => (
          <PastRunItem
            key={run.id}
            run={run}
            details={[
              translate('resources.members.undo.counts', { created: run.created, updated: run.updated }),
            ]}
            undoneKey="resources.members.undo.undone"
            undoLabel="resources.members.undo.action"
            onUndo={() => setUndoing(run)}
          />
        ))}
      </List>
      {undoing && <UndoDialog run={undoing} onClose={() => setUndoing(undefined)} />}
    </Box>
  );
};
