import AttachmentIcon from '@mui/icons-material/AttachFile';
import { Alert, Typography } from '@mui/material';
import { DataTable, SelectInput, type TranslateFunction, useListContext, useTranslate } from 'react-admin';
import { MAIL_STATES, MAX_MAIL_ATTEMPTS } from '../../../server/src/schemas/constants';
import type { MailListItem } from '../../../server/src/schemas/mail';
import { formatDateTime } from '../../common/dates';
import { FROM_MD, ListPage, WIDE_ONLY } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { searchFilter } from '../../common/searchFilter';
import { MailStateChip } from './MailStateChip';

const filters = (translate: TranslateFunction) => [
  searchFilter(translate('ra.action.search')),
  <SelectInput
    key="state"
    source="state"
    label="resources.mail.fields.state"
    choices={MAIL_STATES.map((state) => ({ id: state, name: translate(`resources.mail.states.${state}`) }))}
    translateChoice={false}
    emptyText="resources.mail.filters.allStates"
    alwaysOn
    sx={{ minWidth: '12em' }}
  />,
];

/** Said above the rows when the server has no mail server (the list's `meta.isSending` is false). */
const NotSendingNotice = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  if (meta?.isSending !== false) return null;
  return (
    <Alert severity="warning" sx={{ m: 1 }}>
      {translate('resources.mail.notSending')}
    </Alert>
  );
};

/** The name of the file sent with a message, under its subject, with the label for a screen reader; nothing without one. */
const AttachmentName = ({ name }: { name: string | null }) => {
  const translate = useTranslate();
  if (name === null) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      <AttachmentIcon fontSize="inherit" titleAccess={translate('resources.mail.fields.attachmentName')} />
      {name}
    </Typography>
  );
};

const Col = DataTable.Col<MailListItem>;

/** Text that may be long (an address, an error) wraps anywhere rather than widening the page. */
const wraps = { overflowWrap: 'anywhere' } as const;

/**
 * The outbox (`POST /Mail/list` through the `mail` resource): every message newest first, 25 a page,
 * searched over recipient and subject and filtered by state; each row its subject (a link to the
 * message) with the name of its attachment under it, recipient, state as a chip, when it was made
 * (dd/MM/yyyy HH:mm), the attempts and the last error. A warning says so when no mail server is
 * configured. Below sm a list of subject, recipient, date and attachment, and the state.
 */
export const MailList = () => {
  const translate = useTranslate();
  return (
    <ListPage<MailListItem>
      intro={
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.mail.intro', { attempts: MAX_MAIL_ATTEMPTS })}
        </Typography>
      }
      notice={<NotSendingNotice />}
      filters={filters(translate)}
      actions={false}
      exporter={false}
      rowClick="show"
      primaryText={(record) => record.subject}
      secondaryText={(record) =>
        [record.recipient, formatDateTime(record.createdOn), record.attachmentName]
          .filter((part) => part !== null)
          .join(' · ')
      }
      tertiaryText={(record) => <MailStateChip state={record.state} />}
    >
      <Col
        source="subject"
        disableSort
        render={(record) => (
          <>
            <RowLink>
              <span style={wraps}>{record.subject}</span>
            </RowLink>
            <AttachmentName name={record.attachmentName} />
          </>
        )}
      />
      <Col
        source="recipient"
        disableSort
        render={(record) => <span style={wraps}>{record.recipient}</span>}
      />
      <Col source="state" disableSort render={(record) => <MailStateChip state={record.state} />} />
      <Col
        source="createdOn"
        disableSort
        render={(record) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.createdOn)}</span>}
      />
      <Col source="attempts" className={FROM_MD} disableSort />
      <Col
        source="lastError"
        className={WIDE_ONLY}
        disableSort
        render={(record) => <span style={wraps}>{record.lastError ?? ''}</span>}
      />
    </ListPage>
  );
};
