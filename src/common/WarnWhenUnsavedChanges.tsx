import { useEffect, useState } from 'react';
import { type RouterBlocker, useBlocker, useTranslate } from 'react-admin';
import { type Control, useFormState } from 'react-hook-form';

/**
 * Asks before a form with unsaved changes is left inside the app (react-admin's
 * `ra.message.unsaved_changes`, in the browser's `confirm`) and before the tab is closed or reloaded
 * (the browser's own question). react-admin's own component with one change: the question is asked for
 * each blocked navigation, known by the router's blocker object, which is new on every block.
 * react-admin's asks when the blocker's state changes, so a second click that comes before the router's
 * transition has rendered the reset (blocked → reset → blocked in one render, on a busy phone) is
 * blocked without a question, and every link of the app stays dead. As in react-admin, a navigation
 * within `formRootPathName` (a tab of the form) is not blocked, and one that is blocked while a
 * successful save resets the form goes on: the question waits one render for that reset. Given to
 * react-admin's Form as its `WarnWhenUnsavedChangesComponent`.
 */
export const WarnWhenUnsavedChanges = ({
  enable = true,
  formRootPathName,
  formControl,
}: {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}) => {
  const translate = useTranslate();
  const { isSubmitSuccessful, dirtyFields } = useFormState(
    formControl ? { control: formControl } : undefined,
  );
  const safeToLeave = !enable || Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;
  const [asking, setAsking] = useState<RouterBlocker | null>(null);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (safeToLeave) return false;
    const root = formRootPathName || currentLocation.pathname;
    return !nextLocation.pathname.startsWith(root) || nextLocation.pathname.startsWith(`${root}/show`);
  });

  // Before the effect that asks for a question, so a blocker replaced meanwhile is asked about.
  useEffect(() => {
    if (!asking) return;
    setAsking(null);
    // Not asked when the navigation went on (a save) or another took its place meanwhile.
    if (asking !== blocker || blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [asking, blocker, translate]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (safeToLeave) blocker.proceed();
    else setAsking(blocker);
  }, [blocker, safeToLeave]);

  useEffect(() => {
    if (safeToLeave) return;
    const beforeunload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeunload);
    return () => window.removeEventListener('beforeunload', beforeunload);
  }, [safeToLeave]);

  return null;
};
