import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AREAS } from '../resources/areas';

/** The product name that ends every tab title. */
const PRODUCT = 'Club Beheer';

/** The translation key of the screen at `pathname`'s first segment, or undefined for none of ours. */
function screenKey(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (first in AREAS) return `resources.${first}.name`;
  if (first === 'dashboard') return 'ra.page.dashboard';
  if (first === 'notifications') return 'notifications.title';
  return undefined;
}

/**
 * Names the browser tab after the screen, in the language in use: "Leden — Club Beheer",
 * "Members — Club Beheer"; "Club Beheer" alone where no screen of ours is shown.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const key = screenKey(pathname);
  const title = key ? `${translate(key, { smart_count: 2 })} — ${PRODUCT}` : PRODUCT;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
