import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { NoAccess } from './NoAccess';
import { useStaffAccess } from './useStaffAccess';

/** Renders `children` only for users with the staff permission; others get {@link NoAccess}. */
export const RequireStaffAccess = ({ children }: { children: ReactNode }) => {
  const { isPending, error, hasAccess } = useStaffAccess();
  if (isPending) return <Loading />;
  if (error) return <NoAccess message="app.errors.unexpected" />;
  return hasAccess ? children : <NoAccess />;
};
