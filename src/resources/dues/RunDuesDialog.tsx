import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { DUES_YEAR_MAX, DUES_YEAR_MIN } from '../../../server/src/schemas/constants';
import type { DuesRunRequest, DuesRunResult } from '../../../server/src/schemas/dues';
import { focusPageHeadingIfLost } from '../../common/focusPageHeading';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { duesYearOf } from '../../providers/dues';
import { runRefusal } from './duesModel';
import { RunPreview } from './RunPreview';

type Per = NonNullable<DuesRunRequest['per']>;
const PER: Per[] = ['household', 'member'];

/**
 * "Lidgeld aanvragen": the year (next year at first) and one request per household or per member;
 * "Voorbeeld" counts what a run would make (`PUT /Dues/run?persist=false`) and shows it (RunPreview);
 * the confirm button, naming the count, makes those requests (`persist=true`), says so, refreshes the
 * list and closes. A refusal (409: a kind without a fee for the year, no kinds) is said in words, with
 * the kinds the server names. Changing the year or the choice sets the preview aside, so what is made
 * is always what was shown. The whole screen below sm.
 */
export const RunDuesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const titleId = useId();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [yearText, setYearText] = useState(() => String(new Date().getFullYear() + 1));
  const [per, setPer] = useState<Per>('household');
  const [preview, setPreview] = useState<DuesRunResult>();
  const [problem, setProblem] = useState<{ key: string; args?: Record<string, unknown> }>();
  const [yearInvalid, setYearInvalid] = useState(false);
  const reset = () => {
    setPreview(undefined);
    setProblem(undefined);
  };
  const close = () => {
    reset();
    setYearInvalid(false);
    onClose();
  };
  const run = useMutation({
    mutationFn: ({ request, persist }: { request: DuesRunRequest; persist: boolean }) =>
      dataProvider.runDues(request, persist),
    onSuccess: (result) => {
      if (!result.persisted) {
        setPreview(result);
        return;
      }
      notify('resources.dues.run.done', {
        type: 'info',
        messageArgs: { smart_count: result.requests, year: result.year },
      });
      refresh();
      close();
    },
    onError: (error, { request }) => setProblem(runRefusal(error, request.year)),
  });
  const year = duesYearOf(yearText);
  const showPreview = (event: FormEvent) => {
    event.preventDefault();
    reset();
    if (year === undefined) {
      setYearInvalid(true);
      return;
    }
    run.mutate({ request: { year, per }, persist: false });
  };
  const confirm = () => {
    if (preview) run.mutate({ request: { year: preview.year, per }, persist: true });
  };
  return (
    <Dialog
      open={open}
      onClose={run.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      slotProps={{ transition: { onExited: focusPageHeadingIfLost } }}
    >
      <DialogTitle id={titleId}>{translate('resources.dues.run.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} sx={{ pt: 1 }} onSubmit={showPreview} noValidate>
          <TextField
            type="number"
            required
            autoFocus
            label={translate('resources.dues.run.year')}
            value={yearText}
            onChange={(event) => {
              setYearText(event.target.value);
              setYearInvalid(false);
              reset();
            }}
            error={yearInvalid}
            helperText={
              yearInvalid
                ? translate('resources.dues.run.yearInvalid', { min: DUES_YEAR_MIN, max: DUES_YEAR_MAX })
                : undefined
            }
            slotProps={{ htmlInput: { min: DUES_YEAR_MIN, max: DUES_YEAR_MAX, step: 1 } }}
            sx={{ maxWidth: '12em' }}
          />
          <FormControl>
            <FormLabel id={`${titleId}-per`}>{translate('resources.dues.run.per')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-per`}
              value={per}
              onChange={(event) => {
                setPer(event.target.value as Per);
                reset();
              }}
            >
              {PER.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio />}
                  label={translate(`resources.dues.run.perChoices.${choice}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <div>
            <Button type="submit" variant="outlined" disabled={run.isPending}>
              {translate('resources.dues.run.preview')}
            </Button>
          </div>
        </Stack>
        <div aria-live="polite">
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(problem.key, problem.args)}
            </Alert>
          )}
          {preview && <RunPreview result={preview} />}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={run.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        {preview && (
          <Button onClick={confirm} variant="contained" disabled={run.isPending || preview.requests === 0}>
            {translate('resources.dues.run.confirm', { smart_count: preview.requests, year: preview.year })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
