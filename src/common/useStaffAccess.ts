import { createContext, useContext } from 'react';
import { usePermissions } from 'react-admin';

/** The permission a staff member needs (config `auth.requiredPermission`), provided by App. */
export const RequiredPermissionContext = createContext<string | undefined>(undefined);

/**
 * Whether the signed-in user may use Club Beheer: the access token's permissions (authProvider
 * getPermissions) include the required one. Without a provided permission nobody has access.
 */
export const useStaffAccess = () => {
  const required = useContext(RequiredPermissionContext);
  const { permissions, isPending, error } = usePermissions<string[]>();
  const hasAccess = required !== undefined && Array.isArray(permissions) && permissions.includes(required);
  return { isPending, error, hasAccess };
};
