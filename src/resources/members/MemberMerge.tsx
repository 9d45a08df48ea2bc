import MergeIcon from '@mui/icons-material/MergeType';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  ListButton,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MergeField } from '../../../server/src/schemas/constants';
import type { MergeResult } from '../../../server/src/schemas/memberMerge';
import type { MembershipKindChoice } from '../../../server/src/schemas/members';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { PageHeading } from '../../common/PageHeading';
import type { ClubDataProvider } from '../../providers/dataProvider';
import type { MemberRecord } from '../../providers/memberTypes';
import { differingFields, MOVE_KINDS, refusalKey, type Shown, shownValue } from './mergeModel';
import { PastMerges } from './PastMerges';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The counts of what moves, one line each (those above zero), translated. */
export const MoveList = ({ moves }: { moves: MergeResult['moves'] }) => {
  const translate = useTranslate();
  const lines = MOVE_KINDS.filter((kind) => moves[kind] > 0);
  if (lines.length === 0)
    return <Typography>{translate('resources.members.merge.moves.nothing')}</Typography>;
  return (
    <List dense disablePadding>
      {lines.map((kind) => (
        <ListItem key={kind} disableGutters>
          <ListItemText
            primary={translate(`resources.members.merge.moves.${kind}`, { smart_count: moves[kind] })}
          />
        </ListItem>
      ))}
    </List>
  );
};

/** One field's choice: a radio group named after the field, one radio per member's value. */
const FieldChoice = ({
  field,
  values,
  choice,
  onChange,
}: {
  field: MergeField;
  values: [Shown, Shown];
  choice: 'keep' | 'merge';
  onChange: (side: 'keep' | 'merge') => void;
}) => {
  const translate = useTranslate();
  const labelId = useId();
  const text = (shown: Shown) =>
    'text' in shown
      ? shown.text || translate('history.values.empty')
      : shown.key
          .split('|')
          .map((key) => translate(key))
          .join(', ');
  return (
    <FormControl sx={{ display: 'block', mb: 1.5 }}>
      <FormLabel id={labelId}>{translate(`resources.members.merge.fields.${field}`)}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field}
        value={choice}
        onChange={(event) => onChange(event.target.value as 'keep' | 'merge')}
      >
        {(['keep', 'merge'] as const).map((side, index) => (
          <FormControlLabel
            key={side}
            value={side}
            control={<Radio />}
            label={text(values[index])}
            sx={{ minWidth: 0, overflowWrap: 'anywhere', mr: 3 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};

/**
 * Route `/members/merge?keep={id}&merge={id}` (docs/api/members.md "Merging members"): the two members,
 * per differing field a choice of whose value stays (default the kept member's), the preview of what
 * moves (`PUT /Members/merge?persist=false`), then, confirmed, the merge and the kept member's page with
 * a notification. Below, the earlier merges with their undo.
 */
export const MemberMerge = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const keepId = idOf(params.get('keep'));
  const mergeId = idOf(params.get('merge'));
  const [choice, setChoice] = useState<Partial<Record<MergeField, 'keep' | 'merge'>>>({});
  const [confirming, setConfirming] = useState(false);
  const both = keepId !== undefined && mergeId !== undefined;
  const { data: keep } = useGetOne<MemberRecord>('members', { id: keepId ?? 0 }, { enabled: both });
  const { data: merge } = useGetOne<MemberRecord>('members', { id: mergeId ?? 0 }, { enabled: both });
  const { data: kinds = [] } = useGetList<MembershipKindChoice>('membershipKinds');
  const kindName = (id: number | null) =>
    (id === null ? kinds.find((kind) => kind.isDefault) : kinds.find((kind) => kind.id === id))?.name ?? '';
  const request = { keepId: keepId ?? 0, mergeId: mergeId ?? 0, fields: choice };
  const preview = useQuery({
    queryKey: ['members', 'merge', request],
    queryFn: () => dataProvider.mergeMembers(request, false),
    enabled: both,
    retry: false,
  });
  const run = useMutation({
    mutationFn: () => dataProvider.mergeMembers(request, true),
    onSuccess: () => {
      notify('resources.members.merge.done', {
        type: 'success',
        messageArgs: { merged: merge?.name ?? '', kept: keep?.name ?? '' },
      });
      queryClient.invalidateQueries({ queryKey: ['members'] });
      redirect(`/members/${keepId}`);
    },
    onError: (error) => notify(refusalKey(error), { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  const swap = () => {
    setChoice({});
    navigate(`/members/merge?keep=${mergeId}&merge=${keepId}`);
  };
  const fields = keep && merge ? differingFields(keep, merge) : [];
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeading>{translate('resources.members.merge.title')}</PageHeading>
      {!both ? (
        <Alert severity="info">{translate('resources.members.merge.choose')}</Alert>
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mb: 2 }}
            alignItems={{ sm: 'center' }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {translate('resources.members.merge.keeps', {
                name: keep ? `${keep.name} (${keep.tribeNumber})` : '…',
              })}
              <br />
              {translate('resources.members.merge.goes', {
                name: merge ? `${merge.name} (${merge.tribeNumber})` : '…',
              })}
            </Typography>
            <Button startIcon={<SwapIcon />} onClick={swap}>
              {translate('resources.members.merge.swap')}
            </Button>
          </Stack>
          {keep && merge && (
            <Box component="section" aria-labelledby="merge-fields" sx={{ mb: 2 }}>
              <Typography variant="h2" id="merge-fields" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {translate('resources.members.merge.fields_title')}
              </Typography>
              {fields.length === 0 ? (
                <Typography>{translate('resources.members.merge.same')}</Typography>
              ) : (
                fields.map((field) => (
                  <FieldChoice
                    key={field}
                    field={field}
                    values={[shownValue(keep, field, kindName), shownValue(merge, field, kindName)]}
                    choice={choice[field] ?? 'keep'}
                    onChange={(side) => setChoice((chosen) => ({ ...chosen, [field]: side }))}
                  />
                ))
              )}
            </Box>
          )}
          <Box component="section" aria-labelledby="merge-moves" sx={{ mb: 2 }}>
            <Typography variant="h2" id="merge-moves" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {translate('resources.members.merge.moves_title')}
            </Typography>
            {preview.error ? (
              <Alert severity="error">{translate(refusalKey(preview.error))}</Alert>
            ) : preview.data ? (
              <MoveList moves={preview.data.moves} />
            ) : (
              <Typography>{translate('ra.page.loading')}</Typography>
            )}
          </Box>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<MergeIcon />}
              disabled={!preview.data || run.isPending}
              onClick={() => setConfirming(true)}
            >
              {translate('resources.members.merge.action')}
            </Button>
            <ListButton resource="members" />
          </Stack>
          {preview.data && (
            <ConfirmDialog
              open={confirming}
              title="resources.members.merge.confirm_title"
              content="resources.members.merge.confirm"
              contentArgs={{
                merged: merge?.name ?? '',
                kept: keep?.name ?? '',
                moves:
                  MOVE_KINDS.filter((kind) => preview.data.moves[kind] > 0)
                    .map((kind) =>
                      translate(`resources.members.merge.moves.${kind}`, {
                        smart_count: preview.data.moves[kind],
                      }),
                    )
                    .join('; ') || translate('resources.members.merge.moves.nothing'),
              }}
              onConfirm={() => run.mutate()}
              onClose={() => setConfirming(false)}
              isPending={run.isPending}
            />
          )}
        </>
      )}
      <PastMerges />
    </Box>
  );
};
