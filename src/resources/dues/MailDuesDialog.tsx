import {
  Alert,
  Box,
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
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { DUES_YEAR_MAX, DUES_YEAR_MIN } from '../../../server/src/schemas/constants';
import type { DuesMailRequest, DuesMailResult } from '../../../server/src/schemas/duesMail';
import { focusPageHeadingIfLost } from '../../common/focusPageHeading';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { duesYearOf } from '../../providers/dues';
import { mailRefusalKey } from '../../providers/duesMail';
import { formatEuro } from '../orders/orderModel';

type What = 'request' | 'reminder';
const WHAT: What[] = ['request', 'reminder'];

/**
 * What mailing a year sends: the mails (requests and what is still to pay on them) and the requests
 * none of whose members has an e-mail address, which need a letter.
 */
const MailPreview = ({ result }: { result: DuesMailResult }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tally = ({ count, amount }: DuesMailResult['mails']) =>
    translate('resources.dues.mail.requests', {
      smart_count: count,
      amount: formatEuro(amount, locale),
    });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.dues.mail.previewTitle', { year: result.year })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}
      >
        {(['mails', 'withoutEmail'] as const).map((name) => (
          <Box key={name} sx={{ display: 'contents', '& dd': { m: 0, fontWeight: 500 } }}>
            <dt>{translate(`resources.dues.mail.counts.${name}`)}</dt>
            <dd>{tally(result[name])}</dd>
          </Box>
        ))}
      </Box>
      {result.mails.count === 0 && <Alert severity="info">{translate('resources.dues.mail.nothing')}</Alert>}
    </Box>
  );
};

/**
 * "Mailen": the year (this year at first) and what to send — the payment request to whoever did not
 * have it by mail, or a reminder to whoever is overdue; "Voorbeeld" counts the mails and the requests
 * without an e-mail address, with what is still to pay (`PUT /Dues/mail?persist=false`); the confirm
 * button, naming the count, queues them (`persist=true`), says how many went to the outgoing mail,
 * refreshes the list and closes. A refusal (no IBAN in the settings) is said in words. Changing the
 * year or the choice sets the preview aside. The whole screen below sm.
 */
export const MailDuesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const titleId = useId();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [yearText, setYearText] = useState(() => String(new Date().getFullYear()));
  const [what, setWhat] = useState<What>('request');
  const [preview, setPreview] = useState<DuesMailResult>();
  const [problem, setProblem] = useState<string>();
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
  const mail = useMutation({
    mutationFn: ({ request, persist }: { request: DuesMailRequest; persist: boolean }) =>
      dataProvider.mailDues(request, persist),
    onSuccess: (result) => {
      if (!result.persisted) {
        setPreview(result);
        return;
      }
      notify('resources.dues.mail.done', { type: 'info', messageArgs: { smart_count: result.mails.count } });
      refresh();
      close();
    },
    onError: (error) => setProblem(mailRefusalKey(error)),
  });
  const year = duesYearOf(yearText);
  const showPreview = (event: FormEvent) => {
    event.preventDefault();
    reset();
    if (year === undefined) {
      setYearInvalid(true);
      return;
    }
    mail.mutate({ request: { year, reminder: what === 'reminder' }, persist: false });
  };
  const confirm = () => {
    if (preview) mail.mutate({ request: { year: preview.year, reminder: preview.reminder }, persist: true });
  };
  return (
    <Dialog
      open={open}
      onClose={mail.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      slotProps={{ transition: { onExited: focusPageHeadingIfLost } }}
    >
      <DialogTitle id={titleId}>{translate('resources.dues.mail.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} sx={{ pt: 1 }} onSubmit={showPreview} noValidate>
          <TextField
            type="number"
            required
            autoFocus
            label={translate('resources.dues.mail.year')}
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
            <FormLabel id={`${titleId}-what`}>{translate('resources.dues.mail.what')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-what`}
              value={what}
              onChange={(event) => {
                setWhat(event.target.value as What);
                reset();
              }}
            >
              {WHAT.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio />}
                  label={translate(`resources.dues.mail.whatChoices.${choice}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <div>
            <Button type="submit" variant="outlined" disabled={mail.isPending}>
              {translate('resources.dues.mail.preview')}
            </Button>
          </div>
        </Stack>
        <div aria-live="polite">
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(problem)}
            </Alert>
          )}
          {preview && <MailPreview result={preview} />}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={mail.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        {preview && (
          <Button
            onClick={confirm}
            variant="contained"
            disabled={mail.isPending || preview.mails.count === 0}
          >
            {translate('resources.dues.mail.confirm', { smart_count: preview.mails.count })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
