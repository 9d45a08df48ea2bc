import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { MemberMergeRun } from '../../../server/src/schemas/memberMerge';
import { PastRunItem } from '../../common/PastRunItem';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { MoveList } from './MemberMerge';
import { refusalKey } from './mergeModel';

const QUERY_KEY = ['members', 'merges'];

/**
 * The undo of one merge (docs/api/members.md "Undo of a merge"): first what it would do — the merged
 * member back, what moves back — or why it cannot (a later change); then, confirmed, the undo itself.
 */
const UndoMergeDialog = ({ run, onClose }: { run: MemberMergeRun; onClose: () => void }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const titleId = useId();
  const preview = useQuery({
    queryKey: [...QUERY_KEY, run.id, 'preview'],
    queryFn: () => dataProvider.undoMerge(run.id, false),
    retry: false,
  });
  const undo = useMutation({
    mutationFn: () => dataProvider.undoMerge(run.id, true),
    onSuccess: () => {
      notify('resources.members.merge.undo_done', { type: 'success', messageArgs: { name: run.mergedName } });
      queryClient.invalidateQueries({ queryKey: ['members'] });
      refresh();
      onClose();
    },
    onError: (error) => notify(refusalKey(error), { type: 'error' }),
  });
  return (
    <Dialog open onClose={undo.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>
        {translate('resources.members.merge.undo_title', { merged: run.mergedName, kept: run.keptName })}
      </DialogTitle>
      <DialogContent>
        {preview.error ? (
          <DialogContentText>{translate(refusalKey(preview.error))}</DialogContentText>
        ) : !preview.data ? (
          <DialogContentText>{translate('ra.page.loading')}</DialogContentText>
        ) : (
          <>
            <DialogContentText>
              {translate('resources.members.merge.undo_summary', { name: run.mergedName })}
            </DialogContentText>
            <MoveList moves={preview.data.moves} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={undo.isPending} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => undo.mutate()} disabled={!preview.data || undo.isPending}>
          {translate('resources.members.merge.undo_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The persisted merges on the merge screen, newest first, each with its undo. */
export const PastMerges = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [undoing, setUndoing] = useState<MemberMergeRun>();
  const { data: runs = [] } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.listMerges() });
  if (runs.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="past-merges">
      <Typography variant="h2" id="past-merges" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {translate('resources.members.merge.past')}
      </Typography>
      <List dense>
        {runs.map((run) => (
          <PastRunItem
            key={run.id}
            run={{
              ...run,
              fileName: translate('resources.members.merge.run', {
                merged: run.mergedName,
                kept: run.keptName,
              }),
            }}
            details={[]}
            undoneKey="resources.members.undo.undone"
            undoLabel="resources.members.merge.undo_action"
            onUndo={() => setUndoing(run)}
          />
        ))}
      </List>
      {undoing && <UndoMergeDialog run={undoing} onClose={() => setUndoing(undefined)} />}
    </Box>
  );
};
