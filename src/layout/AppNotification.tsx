import { type Theme, useMediaQuery } from '@mui/material';
import { Notification } from 'react-admin';
import { HEADER_HEIGHT } from './theme';

/**
 * react-admin's notifications ("Lid opgeslagen", "Het formulier is niet geldig"): at the bottom on
 * wide screens; on a phone (below `sm`) just under the header, so they never cover the form's Save
 * bar, which sits at the bottom there.
 */
export const AppNotification = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return phone ? (
    <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: HEADER_HEIGHT + 8 }} />
  ) : (
    <Notification />
  );
};
