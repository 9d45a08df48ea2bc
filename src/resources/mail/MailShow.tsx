import { Box, Typography } from '@mui/material';
import {
  FunctionField,
  Labeled,
  ListButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useShowContext,
  useTranslate,
} from 'react-admin';
import type { MailDetail } from '../../../server/src/schemas/mail';
import { formatDateTime } from '../../common/dates';
import { PageActions } from '../../common/PageActions';
import { PageHeading } from '../../common/PageHeading';
import { MailStateChip } from './MailStateChip';
import { RetryMailButton } from './RetryMailButton';

const actions = (
  <PageActions>
    <ListButton />
    <RetryMailButton />
  </PageActions>
);

const Heading = () => {
  const { record } = useShowContext<MailDetail>();
  return (
    <Box sx={{ px: 2 }}>
      <PageHeading>{record?.subject ?? ''}</PageHeading>
    </Box>
  );
};

/** An instant as dd/MM/yyyy HH:mm, or a dash when there is none. */
const instant = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** The message's plain text as written: its line breaks kept, long words wrapped. */
const MessageText = () => {
  const { record } = useShowContext<MailDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Labeled label="resources.mail.fields.text">
      <Box>
        {record.html !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.mail.hasHtml')}
          </Typography>
        )}
        <Typography
          component="pre"
          sx={{ m: 0, fontFamily: 'inherit', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {record.text}
        </Typography>
      </Box>
    </Labeled>
  );
};

/**
 * One message of the outbox (`GET /Mail/{id}`): recipient, state, attempts, when it was made, sent or
 * is tried next (dd/MM/yyyy HH:mm), the last error, the name of the file sent with it, and its plain
 * text; a failed message has "Opnieuw
 * proberen" (RetryMailButton).
 */
export const MailShow = () => (
  <Show actions={actions}>
    <Heading />
    <SimpleShowLayout sx={{ '& .RaLabeled-label': { mb: 0.5 }, overflowWrap: 'anywhere' }}>
      <TextField source="recipient" />
      <FunctionField<MailDetail> source="state" render={(record) => <MailStateChip state={record.state} />} />
      <NumberField source="attempts" />
      <FunctionField<MailDetail> source="createdOn" render={(record) => instant(record.createdOn)} />
      <FunctionField<MailDetail> source="sentOn" render={(record) => instant(record.sentOn)} />
      <FunctionField<MailDetail> source="nextAttemptOn" render={(record) => instant(record.nextAttemptOn)} />
      <TextField source="lastError" emptyText="—" />
      <TextField source="attachmentName" emptyText="—" />
      <MessageText />
    </SimpleShowLayout>
  </Show>
);
