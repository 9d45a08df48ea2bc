import HistoryIcon from '@mui/icons-material/History';
import MailIcon from '@mui/icons-material/MailOutline';
import { Box, Typography } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import { ClubPanel } from './ClubPanel';
import { DuesCard } from './DuesCard';
import { LinkCard } from './LinkCard';
import { StatusCounts } from './StatusCounts';

/**
 * Route `/dashboard` (spec §2): the status counts, this year's dues received of expected (issue K), the
 * way to the club's history (issue I1) and to the outgoing mail (issue J) — each card for whoever may
 * open what it links to — then the club's board and useful links.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('dashboard.title')}
      </Typography>
      <StatusCounts>
        <CanAccess resource="dues" action="list">
          <DuesCard />
        </CanAccess>
        <CanAccess resource="history" action="list">
          <LinkCard
            to="/history"
            icon={HistoryIcon}
            title="history.dashboard_title"
            text="history.dashboard_text"
          />
        </CanAccess>
        <CanAccess resource="mail" action="list">
          <LinkCard
            to="/mail"
            icon={MailIcon}
            title="resources.mail.dashboard.title"
            text="resources.mail.dashboard.text"
          />
        </CanAccess>
      </StatusCounts>
      <ClubPanel />
    </Box>
  );
};
