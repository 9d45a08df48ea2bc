import { Alert, Box, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { MailingChange } from '../../../../server/src/schemas/revue';
import { formatDate } from '../../../common/dates';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { shownDate } from '../advertModel';
import { MailingSection } from './MailingSection';

const GROUPS = ['joined', 'moved', 'left'] as const;

/** One group of changes: its h3 with the count, then each member (a link), tribe number, address, date. */
const ChangeList = ({ group, changes }: { group: (typeof GROUPS)[number]; changes: MailingChange[] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
        {translate(`resources.adverts.revue.changes.${group}`, { smart_count: changes.length })}
      </Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.adverts.revue.changes.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {changes.map((change) => (
            <ListItem key={change.memberId} disableGutters>
              <ListItemText
                primary={<Link to={`/members/${change.memberId}`}>{change.name}</Link>}
                secondary={[change.tribeNumber, change.address || '—', formatDate(change.on)].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

/**
 * What changed since the previous issue (`GET /Revue/mailing/changes`): members who joined, moved and
 * left between the previous issue's date and this one's, so staff can check those labels before printing.
 */
export const ChangesSection = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const changes = useQuery({
    queryKey: ['revue', 'changes', date],
    queryFn: () => dataProvider.getRevueChanges(date),
  });
  return (
    <MailingSection
      wide
      title="resources.adverts.revue.changes.title"
      titleArgs={{ since: changes.data ? shownDate(changes.data.since) : '…' }}
    >
      <Typography sx={{ mb: 2 }}>{translate('resources.adverts.revue.changes.intro')}</Typography>
      {changes.isPending && <Skeleton variant="rounded" height={96} />}
      {changes.isError && <Alert severity="error">{translate('app.errors.unexpected')}</Alert>}
      {changes.isSuccess && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
          {GROUPS.map((group) => (
            <ChangeList key={group} group={group} changes={changes.data[group]} />
          ))}
        </Box>
      )}
    </MailingSection>
  );
};
