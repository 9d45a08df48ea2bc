import DashboardIcon from '@mui/icons-material/Dashboard';
import { Alert, Box } from '@mui/material';
import { Button, LinkBase, useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeading';

/**
 * What an address shows that the person's role does not open (react-admin's access-denied page, and
 * every guarded page): a heading, why, and the way back to the dashboard — never an error.
 */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2 }}>
      <PageHeading>{translate('app.access_denied.title')}</PageHeading>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.access_denied.message')}
      </Alert>
      <Button component={LinkBase} to="/dashboard" label="app.access_denied.back" variant="contained">
        <DashboardIcon />
      </Button>
    </Box>
  );
};
