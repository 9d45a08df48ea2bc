import { Box, Typography } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import { ClubPanel } from './ClubPanel';
import { HistoryCard } from './HistoryCard';
import { MailCard } from './MailCard';
import { StatusCounts } from './StatusCounts';

/**
 * Route `/dashboard` (spec §2): the status counts, the way to the club's history (issue I1) and to the
 * outgoing mail (issue J) — each card for whoever may open what it links to — then the club's board
 * and useful links.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('dashboard.title')}
      </Typography>
      <StatusCounts>
        <CanAccess resource="history" action="list">
          <HistoryCard />
        </CanAccess>
        <CanAccess resource="mail" action="list">
          <MailCard />
        </CanAccess>
      </StatusCounts>
      <ClubPanel />
    </Box>
  );
};
