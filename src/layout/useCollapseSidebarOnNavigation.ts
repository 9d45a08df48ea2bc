import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { NARROW_SCREEN_QUERY } from './theme';

/** Spec §2: on screens of 992 px or less, close the sidebar after every navigation. */
export const useCollapseSidebarOnNavigation = () => {
  const { pathname } = useLocation();
  const [, setOpen] = useSidebarState();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every navigation.
  useEffect(() => {
    if (window.matchMedia(NARROW_SCREEN_QUERY).matches) setOpen(false);
  }, [pathname, setOpen]);
};
