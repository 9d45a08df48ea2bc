import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RequireStaffAccess } from '../common/RequireStaffAccess';
import { StatusCounts } from './StatusCounts';

/** Route `/dashboard` (spec §2): the status counts, for staff only. */
export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('dashboard.title')}
      </Typography>
      <RequireStaffAccess>
        <StatusCounts />
      </RequireStaffAccess>
    </Box>
  );
};
