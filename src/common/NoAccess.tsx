import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LogoutButton } from './LogoutButton';

/** Shown instead of a page the user may not use, with a way out (never a blank page). */
export const NoAccess = ({ message = 'app.no_access' }: { message?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="warning" action={<LogoutButton color="inherit" />}>
        {translate(message)}
      </Alert>
    </Box>
  );
};
