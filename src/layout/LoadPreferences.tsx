import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';
import { whenFirstPainted } from '../common/firstPaint';
import { isPreferenceStore } from '../providers/preferenceStore';

/**
 * Loads the signed-in staff member's columns and saved searches into the store (GET /Preferences),
 * once they are signed in with the staff permission and the first screen is painted; again after a
 * sign-out and a new sign-in.
 */
export const LoadPreferences = () => {
  const store = useStoreContext();
  useEffect(() => {
    if (isPreferenceStore(store)) return whenFirstPainted(() => void store.load());
  }, [store]);
  return null;
};
