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
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { DUES_YEAR_MAX, DUES_YEAR_MIN } from '../../../server/src/schemas/constants';
import { focusPageHeadingIfLost } from '../../common/focusPageHeading';
import { duesYearOf } from '../../providers/dues';

/** A refusal said in words: a message key and its arguments. */
export interface Refusal {
  key: string;
  args?: Record<string, unknown>;
}

interface YearChoiceDialogProps<C extends string, R extends { persisted: boolean; year: number }> {
  open: boolean;
  onClose: () => void;
  /**
   * The prefix of the dialog's texts: `title`, `year`, `preview`, `confirm` and `done` (both with
   * `smart_count` and `year`), and the choice's label `{choice}` and options `{choice}Choices.{value}`.
   */
  texts: string;
  /** The year shown at first. */
  firstYear: number;
  /** The choice beside the year: its name in the texts and its values, the first chosen at first. */
  choice: string;
  values: readonly C[];
  /** The call: a preview of the year and choice (`persist` false), or doing it (true). */
  send: (year: number, choice: C, persist: boolean) => Promise<R>;
  /** A refused call said in words. */
  refusal: (error: unknown, year: number) => Refusal;
  /** What a preview shows. */
  preview: (result: R) => ReactNode;
  /** How many the confirm button makes (0: nothing, the button is disabled) and the notice says. */
  count: (result: R) => number;
}

/**
 * A dues action on a whole year, previewed before it is done (the dues run, mailing the requests):
 * the year and a choice; "Voorbeeld" calls `send` without persisting and shows `preview`; the confirm
 * button, naming the count, does it, says so, refreshes the list and closes. A refusal is said in
 * words. Changing the year or the choice sets the preview aside, so what is done is always what was
 * shown. The whole screen below sm; the focus goes back to the page heading when it closes.
 */
export const YearChoiceDialog = <C extends string, R extends { persisted: boolean; year: number }>({
  open,
  onClose,
  texts,
  firstYear,
  choice: choiceName,
  values,
  send,
  refusal,
  preview: showResult,
  count,
}: YearChoiceDialogProps<C, R>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [yearText, setYearText] = useState(() => String(firstYear));
  const [choice, setChoice] = useState<C>(values[0]);
  const [preview, setPreview] = useState<R>();
  const [problem, setProblem] = useState<Refusal>();
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
  const call = useMutation({
    mutationFn: ({ year, persist }: { year: number; persist: boolean }) => send(year, choice, persist),
    onSuccess: (result) => {
      if (!result.persisted) {
        setPreview(result);
        return;
      }
      notify(`${texts}.done`, {
        type: 'info',
        messageArgs: { smart_count: count(result), year: result.year },
      });
      refresh();
      close();
    },
    onError: (error, { year }) => setProblem(refusal(error, year)),
  });
  const year = duesYearOf(yearText);
  const showPreview = (event: FormEvent) => {
    event.preventDefault();
    reset();
    if (year === undefined) {
      setYearInvalid(true);
      return;
    }
    call.mutate({ year, persist: false });
  };
  const confirm = () => {
    if (preview) call.mutate({ year: preview.year, persist: true });
  };
  return (
    <Dialog
      open={open}
      onClose={call.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      slotProps={{ transition: { onExited: focusPageHeadingIfLost } }}
    >
      <DialogTitle id={titleId}>{translate(`${texts}.title`)}</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} sx={{ pt: 1 }} onSubmit={showPreview} noValidate>
          <TextField
            type="number"
            required
            autoFocus
            label={translate(`${texts}.year`)}
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
            <FormLabel id={`${titleId}-${choiceName}`}>{translate(`${texts}.${choiceName}`)}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-${choiceName}`}
              value={choice}
              onChange={(event) => {
                setChoice(event.target.value as C);
                reset();
              }}
            >
              {values.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={translate(`${texts}.${choiceName}Choices.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <div>
            <Button type="submit" variant="outlined" disabled={call.isPending}>
              {translate(`${texts}.preview`)}
            </Button>
          </div>
        </Stack>
        <div aria-live="polite">
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(problem.key, problem.args)}
            </Alert>
          )}
          {preview && showResult(preview)}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={call.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        {preview && (
          <Button onClick={confirm} variant="contained" disabled={call.isPending || count(preview) === 0}>
            {translate(`${texts}.confirm`, { smart_count: count(preview), year: preview.year })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
