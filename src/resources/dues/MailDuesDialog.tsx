import { Alert, Box, Typography } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { DuesMailResult } from '../../../server/src/schemas/duesMail';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { mailRefusalKey } from '../../providers/duesMail';
import { formatEuro } from '../orders/orderModel';
import { YearChoiceDialog } from './YearChoiceDialog';

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
 * "Mailen" (YearChoiceDialog): the year (this year at first) and what to send — the payment request to
 * whoever did not have it by mail, or a reminder to whoever is overdue; "Voorbeeld" counts the mails
 * and the requests without an e-mail address, with what is still to pay (`PUT /Dues/mail?persist=false`);
 * the confirm button, naming the count, queues them (`persist=true`) and says how many went to the
 * outgoing mail. A refusal (no IBAN in the settings) is said in words.
 */
export const MailDuesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  return (
    <YearChoiceDialog
      open={open}
      onClose={onClose}
      texts="resources.dues.mail"
      firstYear={new Date().getFullYear()}
      choice="what"
      values={WHAT}
      send={(year, what, persist) => dataProvider.mailDues({ year, reminder: what === 'reminder' }, persist)}
      refusal={(error) => ({ key: mailRefusalKey(error) })}
      preview={(result) => <MailPreview result={result} />}
      count={(result) => result.mails.count}
    />
  );
};
