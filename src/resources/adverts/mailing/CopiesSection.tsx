import PeopleIcon from '@mui/icons-material/MarkunreadMailbox';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, LinkBase, useLocaleState, useTranslate } from 'react-admin';
import type { Mailing } from '../../../../server/src/schemas/revue';
import { MailingSection } from './MailingSection';
import { formatNumber, mailingSummary } from './mailingModel';

/** The members who should get the revue but whose address lacks a street, postcode or town. */
const Undeliverable = ({ members }: { members: Mailing['undeliverable'] }) => {
  const translate = useTranslate();
  if (members.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {translate('resources.adverts.revue.copies.undeliverable', { smart_count: members.length })}
      <List dense disablePadding>
        {members.map((member) => (
          <ListItem key={member.memberId} disableGutters>
            <Link to={`/members/${member.memberId}`}>{member.name}</Link>&nbsp;({member.tribeNumber})
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};

/**
 * How many copies the issue takes (`GET /Revue/mailing`): in all, to which addressees, and per postcode
 * in mailing order (a table that scrolls within its own region, reachable by keyboard); the members the
 * mailing leaves out for want of an address; the way to the extra recipients.
 */
export const CopiesSection = ({ mailing }: { mailing: Mailing }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const summary = mailingSummary(mailing);
  const number = (value: number) => formatNumber(value, locale);
  return (
    <MailingSection title="resources.adverts.revue.copies.title">
      <Typography variant="h4" component="p">
        {translate('resources.adverts.revue.copies.total', {
          smart_count: mailing.copies,
          total: number(mailing.copies),
        })}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {translate('resources.adverts.revue.copies.summary', {
          households: number(summary.households),
          members: number(summary.members),
          recipients: number(summary.recipients),
          abroad: number(summary.abroad),
        })}
      </Typography>
      <Button component={LinkBase} to="/revueRecipients" startIcon={<PeopleIcon />} sx={{ mb: 1 }}>
        {translate('resources.adverts.revue.copies.recipients')}
      </Button>
      <Box
        role="region"
        aria-label={translate('resources.adverts.revue.copies.per_postcode')}
        tabIndex={0}
        sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.adverts.revue.copies.postcode')}</TableCell>
              <TableCell>{translate('resources.adverts.revue.copies.country')}</TableCell>
              <TableCell align="right">{translate('resources.adverts.revue.copies.copies')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {mailing.perPostcode.map((entry) => (
              <TableRow key={`${entry.country} ${entry.postcode}`}>
                <TableCell>{entry.postcode || '—'}</TableCell>
                <TableCell>{entry.country}</TableCell>
                <TableCell align="right">{number(entry.copies)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Undeliverable members={mailing.undeliverable} />
    </MailingSection>
  );
};
