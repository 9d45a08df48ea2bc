import type { TranslateFunction } from 'react-admin';
import { STAFF_ROLES, type StaffRole } from '../../../server/src/schemas/permissions';
import type { StaffInvite, StaffUpdate } from '../../../server/src/schemas/staff';
import type { StaffRecord } from '../../providers/staff';

/** The invite form's values: e-mail, name and role (none chosen yet: ''). */
export type StaffFormValues = { email: string; name: string; role: StaffRole | '' };

/** A new invitation's values. */
export const NEW_STAFF: StaffFormValues = { email: '', name: '', role: '' };

/** A stored account → the edit form's values (an account without role starts without one). */
export const toStaffFormValues = (record: StaffRecord): StaffFormValues => ({
  email: record.email,
  name: record.name,
  role: record.role ?? '',
});

/** The invite form → `POST /Staff`. */
export const toInvitePayload = (values: StaffFormValues): StaffInvite => ({
  email: values.email.trim(),
  name: values.name.trim(),
  role: values.role as StaffRole,
});

/** The edit form → `PUT /Staff/{id}` (the e-mail is not changed). */
export const toUpdatePayload = (values: StaffFormValues): StaffUpdate => ({
  name: values.name.trim(),
  role: values.role as StaffRole,
});

/** A role in words (`resources.staff.roles.<role>`), '—' for none. */
export const roleLabel = (translate: TranslateFunction, role: StaffRole | null) =>
  role ? translate(`resources.staff.roles.${role}`) : '—';

/** The role choices of the form, most rights first. */
export const roleChoices = STAFF_ROLES.map((role) => ({ id: role, name: `resources.staff.roles.${role}` }));
