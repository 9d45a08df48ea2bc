import {
  Box,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ListButton, Loading, Show, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DuesDetail } from '../../../server/src/schemas/dues';
import { formatBrusselsDate, formatCalendarDate } from '../../common/dates';
import { LabeledValue } from '../../common/LabeledValue';
import { PageActions } from '../../common/PageActions';
import { PageHeading } from '../../common/PageHeading';
import { RecordHistory } from '../../history/RecordHistory';
import { formatEuro } from '../orders/orderModel';
import { DuesStatusChip } from './DuesStatusChip';
import { RequestLetterButton } from './LetterButtons';
import { MailRequestButton } from './MailRequestButton';
import { DuesPayments } from './payments/DuesPayments';
import { WaiveButton } from './WaiveButton';

const actions = (
  <PageActions>
    <ListButton />
    <RequestLetterButton />
    <MailRequestButton />
    <WaiveButton />
  </PageActions>
);

/** Shown only below sm (a phone), where the kind and surcharge columns give way. */
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
/** A column shown from sm up. */
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The members a request covers, as they were asked: name, stam number (a link to the member while
 * they exist), kind, fee and surcharge for an address abroad. On a phone the kind goes under the name
 * and the surcharge under the fee, so the table stays within 360 px.
 */
const MemberTable = ({ request }: { request: DuesDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const column = (name: string) => translate(`resources.dues.show.memberColumns.${name}`);
  const euro = (cents: number) => formatEuro(cents, locale);
  return (
    <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{column('name')}</TableCell>
          <TableCell>{column('tribeNumber')}</TableCell>
          <TableCell sx={FROM_SM}>{column('kind')}</TableCell>
          <TableCell align="right">{column('fee')}</TableCell>
          <TableCell align="right" sx={FROM_SM}>
            {column('surcharge')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {request.memberList.map((member) => (
          <TableRow key={`${member.memberId}-${member.tribeNumber}`}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {member.name}
              <Typography variant="body2" color="text.secondary" sx={PHONE_ONLY}>
                {member.kindName}
              </Typography>
            </TableCell>
            <TableCell>
              {member.memberId === null ? (
                member.tribeNumber
              ) : (
                <MuiLink component={Link} to={`/members/${member.memberId}`}>
                  {member.tribeNumber}
                </MuiLink>
              )}
            </TableCell>
            <TableCell sx={FROM_SM}>{member.kindName}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {euro(member.fee)}
              {member.surcharge > 0 && (
                <Typography variant="body2" color="text.secondary" sx={PHONE_ONLY}>
                  + {euro(member.surcharge)}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ ...FROM_SM, whiteSpace: 'nowrap' }}>
              {euro(member.surcharge)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const DuesDetails = () => {
  const request = useRecordContext<DuesDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // react-admin first shows the list row it has cached; the page waits for the detail with its members.
  if (!request?.memberList) return <Loading />;
  const field = (name: string) => translate(`resources.dues.fields.${name}`);
  return (
    <Box sx={{ px: 2, pb: 2, overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading>
          {translate('resources.dues.show.title', { name: request.name, year: request.year })}
        </PageHeading>
        <DuesStatusChip status={request.status} />
      </Stack>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <LabeledValue label={field('year')}>{request.year}</LabeledValue>
        <LabeledValue label={field('amount')}>{formatEuro(request.amount, locale)}</LabeledValue>
        <LabeledValue label={field('paid')}>{formatEuro(request.paid, locale)}</LabeledValue>
        <LabeledValue label={field('structuredCommunication')}>
          {request.structuredCommunication}
        </LabeledValue>
        <LabeledValue label={field('dueDate')}>{formatCalendarDate(request.dueDate)}</LabeledValue>
        <LabeledValue label={field('createdOn')}>{formatBrusselsDate(request.createdOn)}</LabeledValue>
        {request.mailedOn !== null && (
          <LabeledValue label={field('mailedOn')}>{formatBrusselsDate(request.mailedOn)}</LabeledValue>
        )}
        {request.remindedOn !== null && (
          <LabeledValue label={field('remindedOn')}>{formatBrusselsDate(request.remindedOn)}</LabeledValue>
        )}
      </Stack>
      {request.waivedOn !== null && (
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <LabeledValue label={field('waivedOn')}>{formatBrusselsDate(request.waivedOn)}</LabeledValue>
          <LabeledValue label={field('waiverReason')}>{request.waiverReason ?? '—'}</LabeledValue>
        </Stack>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('resources.dues.show.members')}
      </Typography>
      <MemberTable request={request} />
      <DuesPayments />
      <RecordHistory />
    </Box>
  );
};

/**
 * One payment request (`GET /Dues/{id}`): its addressee and state, year, amount asked and paid (euro
 * as the language writes it), structured communication, due date, the day it was made and the days it
 * was last mailed and reminded by mail (when it was); when waived, the day and the reason; then its
 * members and its history. Back to the list, its letter (RequestLetterButton), and for whoever may
 * change the dues while it is still to be paid "Mail versturen" (MailRequestButton) and
 * "Kwijtschelden" (WaiveButton).
 */
export const DuesShow = () => (
  <Show actions={actions}>
    <DuesDetails />
  </Show>
);
