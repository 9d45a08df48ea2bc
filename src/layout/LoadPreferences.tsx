import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';
import { isPreferenceStore } from '../providers/preferenceStore';

/**
 * Loads the signed-in staff member's columns and saved searches into the store (GET /Preferences),
 * once they are signed in with the staff permission; again after a sign-out and a new sign-in.
 */
export const LoadPreferences = () => {
  const store = useStoreContext();
  useEffect(() => {
    if (isPreferenceStore(store)) void store.load();
  }, [store]);
  return null;
};
