import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusIsAdrift, focusPageHeading, pageHeading } from '../common/focusPageHeading';

/** How long a new page may take to show its heading (e.g. an edit page loading its record), in ms. */
const HEADING_WAIT_MS = 10_000;

/**
 * After each navigation inside the app (not the first page shown), moves the focus to the new page's
 * heading once it is shown — when the focus has fallen to the body (the saved form or deleted record
 * is gone) or is still in the header or sidebar that started the navigation (e.g. the Meldingen
 * link). The focus a person has meanwhile put elsewhere is left alone.
 */
export function useFocusHeadingAfterNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const focusWhenShown = () => {
      if (!pageHeading()) return false;
      if (focusIsAdrift()) focusPageHeading();
      return true;
    };
    if (focusWhenShown()) return;
    const observer = new MutationObserver(() => {
      if (focusWhenShown()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
