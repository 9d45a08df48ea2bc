import { HttpError, type Identifier } from 'react-admin';
import type {
  StaffAccount,
  StaffInvite,
  StaffListRequest,
  StaffUpdate,
  StaffWithLink,
} from '../../server/src/schemas/staff';
import type { Api } from './api';
import { reasonRules, rethrowFieldErrors } from './fieldErrors';
import { listRequestOf } from './lists';
import type { ResourceMapping } from './resourceMapping';

/** A staff account as the screens hold it: after an invitation, with the link to hand over. */
export type StaffRecord = StaffAccount & { passwordLink?: StaffWithLink['passwordLink'] };

/**
 * How `POST /Staff` and `PUT /Staff/{id}` refusals read on the form: a taken e-mail (409) on the
 * e-mail, the last active beheerder's role (409 `lastBeheerder`, which names no field) on the role.
 */
const STAFF_FIELD_ERRORS = reasonRules(
  'staff',
  { '409 email': 'emailTaken', '400 email': 'invalidEmail', '409 role': 'lastBeheerder' },
  { statuses: [400, 409] },
);

/** The refusal with the last beheerder's 409 pinned to the role input. */
const onRole = (error: unknown) => {
  if (error instanceof HttpError && error.body?.reason === 'lastBeheerder') error.body.field = 'role';
  return error;
};
const rethrowStaffErrors = (error: unknown): never => rethrowFieldErrors(STAFF_FIELD_ERRORS)(onRole(error));

const staffPath = (id: Identifier) => `/Staff/${encodeURIComponent(id)}`;

/** The calls of the staff screens beyond CRUD (docs/api/staff.md). */
export interface StaffCalls {
  /** `PUT /Staff/{id}/disable` or `/enable`. */
  setStaffActive: (id: Identifier, active: boolean) => Promise<StaffAccount>;
  /** `POST /Staff/{id}/passwordLink`: a new one-time link (the earlier ones stop working). */
  newPasswordLink: (id: Identifier) => Promise<StaffWithLink>;
}

/** Binds {@link StaffCalls} to the API. */
export const staffCalls = (api: Api): StaffCalls => ({
  setStaffActive: async (id, active) =>
    (await api.send('PUT', `${staffPath(id)}/${active ? 'enable' : 'disable'}`)) as StaffAccount,
  newPasswordLink: async (id) => (await api.send('POST', `${staffPath(id)}/passwordLink`)) as StaffWithLink,
});

/**
 * `staff` resource (docs/api/staff.md): getList → `POST /Staff/list` {pageSize, page, searchString}
 * (`meta.managedBy` says who manages the accounts: with `auth0` the list is empty); getOne →
 * `GET /Staff/{id}`; create → `POST /Staff` (the record carries its `passwordLink`); update →
 * `PUT /Staff/{id}` {name, role}; delete → `DELETE /Staff/{id}`. Field errors come back as `body.errors`.
 */
export const staffMapping = (api: Api): ResourceMapping => ({
  getList: async (params) => {
    const { searchString, ...page } = listRequestOf(params);
    const body = (await api.send('POST', '/Staff/list', {
      ...page,
      searchString,
    } satisfies StaffListRequest)) as {
      staff: StaffAccount[];
      total: number;
      managedBy: string;
    };
    return { data: body.staff, total: body.total, meta: { managedBy: body.managedBy } };
  },
  getOne: async ({ id }) => ({ data: (await api.get(staffPath(id))) as StaffAccount }),
  create: async ({ data }) => {
    const { account, passwordLink } = (await api
      .create('/Staff', data as StaffInvite)
      .catch(rethrowStaffErrors)) as StaffWithLink;
    return { data: { ...account, passwordLink } satisfies StaffRecord };
  },
  update: async ({ id, data }) => ({
    data: (await api
      .send('PUT', staffPath(id), data as StaffUpdate)
      .catch(rethrowStaffErrors)) as StaffAccount,
  }),
  delete: async ({ id, previousData }) => {
    await api.send('DELETE', staffPath(id));
    return { data: previousData ?? { id } };
  },
});
