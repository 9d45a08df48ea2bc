import { type Theme, useMediaQuery } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNotificationContext } from 'react-admin';
import { whenFirstPainted } from '../common/firstPaint';
import { LazyNotification } from './lazyDefaults';
import { HEADER_HEIGHT } from './theme';

/**
 * react-admin's notifications ("Lid opgeslagen", "Het formulier is niet geldig"): at the bottom on
 * wide screens; on a phone (below `sm`) just under the header, so they never cover the form's Save
 * bar, which sits at the bottom there. The snackbar's code is not part of the first screen: it is
 * fetched once the first screen has been painted, and the notification is rendered from the first
 * message on — and then stays, so that an undoable save is ended by its closing as react-admin expects.
 */
export const AppNotification = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { notifications } = useNotificationContext();
  const needed = useRef(false);
  if (notifications.length > 0) needed.current = true;
  useEffect(() => whenFirstPainted(() => void LazyNotification.preload()), []);
  if (!needed.current) return null;
  return phone ? (
    <LazyNotification
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: HEADER_HEIGHT + 8 }}
    />
  ) : (
    <LazyNotification />
  );
};
