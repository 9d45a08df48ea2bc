import { HttpError, type Identifier } from 'react-admin';
import { DUES_STATES, DUES_YEAR_MAX, DUES_YEAR_MIN } from '../../server/src/schemas/constants';
import type {
  DuesDetail,
  DuesItem,
  DuesListRequest,
  DuesRunRequest,
  DuesRunResult,
  DuesSettings,
  DuesTotals,
} from '../../server/src/schemas/dues';
import type { Api } from './api';
import { reasonRules, rethrowFieldErrors } from './fieldErrors';
import { listRequestOf } from './lists';
import type { ResourceMapping } from './resourceMapping';

const duesPath = (id: Identifier) => `/Dues/${encodeURIComponent(id)}`;

/** A year the dues may be for (DUES_YEAR_MIN..DUES_YEAR_MAX), from a filter or input value; else undefined. */
export const duesYearOf = (value: unknown): number | undefined => {
  const year = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof year === 'number' && Number.isInteger(year) && year >= DUES_YEAR_MIN && year <= DUES_YEAR_MAX
    ? year
    : undefined;
};

/**
 * The list filters of `POST /Dues/list` (docs/api/dues.md "Requests"): `year` when it is one the dues
 * may be for, `status` when it names one of DUES_STATES, `overdue` only when true, `memberId` (a
 * member's page) when it is an id; absent otherwise.
 */
export const toDuesFilter = (
  filter: Record<string, unknown> | undefined,
): Pick<DuesListRequest, 'year' | 'status' | 'overdue' | 'memberId'> => {
  const year = duesYearOf(filter?.year);
  const status = DUES_STATES.find((state) => state === filter?.status);
  const memberId = filter?.memberId;
  return {
    ...(year === undefined ? {} : { year }),
    ...(status ? { status } : {}),
    ...(filter?.overdue === true ? { overdue: true } : {}),
    ...(typeof memberId === 'number' && Number.isInteger(memberId) && memberId > 0 ? { memberId } : {}),
  };
};

/**
 * How `PUT /Dues/settings` refusals read on the settings form (docs/api/dues.md "Settings"): a bad
 * IBAN or BIC on its input, "exactly one default" and a kind still in use (409) on the kinds, a
 * double name on that kind's name, a double year on that kind's fees or on the surcharges; of the
 * schema's checks a due day not written MM-DD, a number out of its bounds, a text too long.
 */
const SETTINGS_FIELD_ERRORS = reasonRules(
  'dues',
  {
    invalidIban: 'invalidIban',
    invalidBic: 'invalidBic',
    oneDefault: 'oneDefault',
    kindInUse: 'kindInUse',
    duplicateName: 'duplicateName',
    duplicateYear: 'duplicateYear',
    '400 dueMonthDay': 'monthDay',
    minimum: 'minimum',
    maximum: 'maximum',
    maxLength: 'maxLength',
  },
  { statuses: [400, 409] },
);

/** The server's `duplicate` said apart by its field: a kind's name, or a year twice (fees, surcharges). */
const namingTheDouble = (error: unknown) => {
  if (error instanceof HttpError && error.body?.reason === 'duplicate')
    error.body.reason = String(error.body.field).endsWith('.name') ? 'duplicateName' : 'duplicateYear';
  return error;
};

/** The dues calls beyond react-admin's CRUD (docs/api/dues.md). */
export interface DuesCalls {
  /** `GET /Dues/settings`: the creditor, due day, reminder days, kinds with their fees, surcharges. */
  getDuesSettings: () => Promise<DuesSettings>;
  /**
   * `PUT /Dues/settings`: replaces them and answers them as stored. A refusal (400, 409) that names a
   * field comes back as an HttpError with `body.errors` for the form (fieldErrors.ts).
   */
  saveDuesSettings: (settings: DuesSettings) => Promise<DuesSettings>;
  /** `PUT /Dues/run?persist=`: counts what a run of the year would make (false), or makes it (true). */
  runDues: (request: DuesRunRequest, persist: boolean) => Promise<DuesRunResult>;
  /** `PUT /Dues/{id}/waive` with the reason: answers the request, now `waived`. */
  waiveDues: (id: Identifier, reason: string) => Promise<DuesDetail>;
}

/** Binds {@link DuesCalls} to the API. */
export const duesCalls = (api: Api): DuesCalls => ({
  getDuesSettings: async () => (await api.get('/Dues/settings')) as DuesSettings,
  saveDuesSettings: async (settings) =>
    (await api
      .send('PUT', '/Dues/settings', settings)
      .catch((error) => rethrowFieldErrors(SETTINGS_FIELD_ERRORS)(namingTheDouble(error)))) as DuesSettings,
  runDues: async (request, persist) =>
    (await api.send('PUT', `/Dues/run?persist=${persist}`, request)) as DuesRunResult,
  waiveDues: async (id, reason) => (await api.send('PUT', `${duesPath(id)}/waive`, { reason })) as DuesDetail,
});

/**
 * `dues` resource, the payment requests (docs/api/dues.md "Requests"): getList → `POST /Dues/list`
 * {pageSize, page, searchString (filter q), year, status, overdue, memberId}, newest year first then by name as
 * the server orders, with `meta.totals` (expected, received, open over every matching request, in
 * cents) and `meta.totalIsLowerBound` as the other lists; getOne → `GET /Dues/{id}`, with its members.
 */
export const duesMapping = (api: Api): ResourceMapping => ({
  getList: async (params) => {
    const request: DuesListRequest = { ...listRequestOf(params), ...toDuesFilter(params.filter) };
    const body = (await api.send('POST', '/Dues/list', request)) as Record<string, unknown>;
    if (!Array.isArray(body?.dues) || typeof body.total !== 'number')
      throw new Error('POST /Dues/list did not answer a page of dues');
    return {
      data: body.dues as DuesItem[],
      total: body.total,
      meta: { totals: body.totals as DuesTotals, totalIsLowerBound: body.totalIsLowerBound === true },
    };
  },
  getOne: async ({ id }) => ({ data: (await api.get(duesPath(id))) as DuesDetail }),
});
