import { useMediaQuery } from '@mui/material';
import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { NARROW_SCREEN_QUERY } from './theme';

/**
 * Spec §2: on screens of 992 px or less, close the sidebar after every navigation — and when the
 * screen becomes that narrow (a window made smaller, a tablet turned), so that below 600 px, where
 * react-admin shows the sidebar as a modal drawer, it does not open over the page, or over an open
 * dialog whose Escape it would then swallow.
 */
export const useCollapseSidebarWhenNarrow = () => {
  const { pathname } = useLocation();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [, setOpen] = useSidebarState();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every navigation.
  useEffect(() => {
    if (narrow) setOpen(false);
  }, [pathname, narrow, setOpen]);
};
