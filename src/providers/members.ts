import { type GetListParams, HttpError, type Identifier } from 'react-admin';
import type { BulkResult } from '../../server/src/schemas/common';
import { MEMBER_SORT_FIELDS, type SpreadsheetFormat } from '../../server/src/schemas/constants';
import type {
  DoublePair,
  DoublePairsRequest,
  DoublesRequest,
  LikelyDouble,
} from '../../server/src/schemas/memberDoubles';
import type { MemberImportRun, UndoResult } from '../../server/src/schemas/memberImport';
import type {
  MemberMergeRun,
  MergeRequest,
  MergeResult,
  MergeUndoResult,
} from '../../server/src/schemas/memberMerge';
import type {
  ExportRequest,
  MemberBulkRequest,
  MemberDetail,
  MemberListItem,
  MemberListRequest,
  MemberSearchItem,
  MembershipKindChoice,
  TribeNumberHolding,
  TribeNumberHoldings,
} from '../../server/src/schemas/members';
import type { Api, DownloadedFile } from './api';
import { rethrowFieldErrors } from './fieldErrors';
import { getWholeList, listRequestOf, postPagedList, sortOf } from './lists';
import { MEMBER_FIELD_ERRORS } from './memberErrors';
import type { MemberImportResult, MemberListRecord, MemberRecord } from './memberTypes';
import type { ResourceMapping } from './resourceMapping';

/** Adds the "Firstname Lastname" the list shows, so every member record has the same representation. */
const toRecord = (detail: MemberDetail): MemberRecord => ({
  ...detail,
  name: `${detail.firstName} ${detail.lastName}`,
});

/** A list row as react-admin holds it: the wire's `tribenumber` as `tribeNumber`, as in the detail. */
const toListRecord = ({ tribenumber, ...member }: MemberListItem): MemberListRecord => ({
  ...member,
  tribeNumber: tribenumber,
});

const getDetail = async (api: Api, id: Identifier) =>
  toRecord((await api.get(`/Members/${encodeURIComponent(id)}`)) as MemberDetail);

const rethrowMemberFieldErrors = rethrowFieldErrors(MEMBER_FIELD_ERRORS);

/**
 * `duesPaid` of a list or export request (docs/api.md "POST /Members/list"): the filter's boolean when
 * it has one (NullableBooleanInput), absent otherwise — only whoever reads the dues sees the filter.
 */
export const duesPaidOf = (filter: Record<string, unknown> | undefined): { duesPaid?: boolean } =>
  typeof filter?.duesPaid === 'boolean' ? { duesPaid: filter.duesPaid } : {};

/** The members list's API path (spec §7 Members): a page of members is `POST` there. */
export const MEMBERS_LIST_PATH = '/Members/list';

/**
 * The body of `POST /Members/list` for react-admin's list `params` (docs/api.md "POST /Members/list"):
 * page and search, inactive members shown or not, `duesPaid` when filtered on, the sort when the
 * list accepts it. The first screen remembers it for the boot script (firstScreen.ts), which then
 * sends the same JSON.
 */
export const membersListRequest = (
  params: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>,
): MemberListRequest => ({
  ...listRequestOf(params),
  showInactive: params.filter?.showInactive === true,
  ...duesPaidOf(params.filter),
  ...sortOf(params.sort, MEMBER_SORT_FIELDS),
});

/**
 * `members` resource (spec §7, docs/api.md "Members"): getList → `POST /Members/list` {pageSize, page,
 * searchString (filter q), showInactive, duesPaid, sortField, sortOrder}; getOne / getMany → `GET /Members/{id}`;
 * create → `POST /Members`; update → `PUT /Members/{id}`. `data` of create and update is the member
 * payload (the forms transform with memberModel.ts); field errors come back as `body.errors`.
 * updateMany → `PUT /Members/bulk` {ids, changes: data} (data: receivesRevue, membershipKindId and/or
 * isActive; docs/api/members.md "Bulk edit").
 */
export const membersMapping = (api: Api): ResourceMapping => ({
  getList: async (params) => {
    const page = await postPagedList<MemberListItem>(
      api,
      MEMBERS_LIST_PATH,
      'members',
      membersListRequest(params),
    );
    return { ...page, data: page.data.map(toListRecord) };
  },
  getOne: async ({ id }) => ({ data: await getDetail(api, id) }),
  getMany: async ({ ids }) => ({ data: await Promise.all(ids.map((id) => getDetail(api, id))) }),
  create: async ({ data }) => {
    const detail = await api.create('/Members', data).catch(rethrowMemberFieldErrors);
    return { data: toRecord(detail as MemberDetail) };
  },
  update: async ({ id, data }) => {
    const detail = await api
      .send('PUT', `/Members/${encodeURIComponent(id)}`, data)
      .catch(rethrowMemberFieldErrors);
    return { data: toRecord(detail as MemberDetail) };
  },
  updateMany: async ({ ids, data }) => {
    const body: MemberBulkRequest = { ids: ids.map(Number), changes: data };
    const answer = (await api.send('PUT', '/Members/bulk', body)) as BulkResult;
    return { data: answer.ids };
  },
});

/**
 * `membershipKinds` resource: getList → `GET /Members/kinds`, the kinds of membership the member form
 * offers (`{id, name, isDefault}`, in the settings' order), whole.
 */
export const membershipKindsMapping = (api: Api): ResourceMapping => ({
  getList: () => getWholeList<MembershipKindChoice>(api, '/Members/kinds'),
});

/** The member calls that are not react-admin CRUD (spec §7 Members, docs/api.md extensions). */
export interface MemberCalls {
  /** `POST /Members/search`: at most 20 active members, for pickers. */
  searchMembers: (searchString: string) => Promise<MemberSearchItem[]>;
  /** `PUT /Members/deactivate` {id}: the member becomes inactive, never deleted. */
  deactivateMember: (id: Identifier) => Promise<void>;
  /** `POST /Members/export`: the members of the list filter as a CSV or .xlsx file. */
  exportMembers: (request: ExportRequest) => Promise<DownloadedFile>;
  /**
   * `PUT /Members/import?persist=…&clearEmpty=…` with multipart `formFile`: the preview (dry run) or
   * what was applied; `clearEmpty` (default false) lets empty cells empty stored values. A 400 carrying
   * that preview (invalid rows) resolves to it too; other errors (a bad file) reject with HttpError.
   */
  importMembers: (file: File, persist: boolean, clearEmpty?: boolean) => Promise<MemberImportResult>;
  /** `GET /Members/import/template?format=…`: an empty import file with the column headers. */
  downloadImportTemplate: (format: SpreadsheetFormat) => Promise<DownloadedFile>;
  /** `GET /Members/imports`: the persisted imports, newest first (docs/api/imports.md). */
  listImports: () => Promise<MemberImportRun[]>;
  /** `POST /Members/imports/{id}/undo?persist=…`: what the undo would do (false) or did (true). */
  undoImport: (id: number, persist: boolean) => Promise<UndoResult>;
  /**
   * `GET /Members/{id}/tribeNumbers`: the stam numbers the member held, oldest first, with the instants
   * each began and ended (null: not known, or held now; docs/api/history.md "Stam numbers").
   */
  getTribeNumbers: (id: Identifier) => Promise<TribeNumberHoldings>;
  /**
   * `PUT /Members/merge?persist=…`: what merging `mergeId` into `keepId` would do (false) or did (true,
   * with the merge's `id`). Refusals reject with HttpError (400 sameMember, 404 unknownMember, 409
   * merged or bothVendors; docs/api/members.md "Merging members").
   */
  mergeMembers: (request: MergeRequest, persist: boolean) => Promise<MergeResult>;
  /** `GET /Members/merges`: the persisted merges, newest first. */
  listMerges: () => Promise<MemberMergeRun[]>;
  /** `POST /Members/merges/{id}/undo?persist=…`: what the undo would do (false) or did (true); 409 refusals reject. */
  undoMerge: (id: number, persist: boolean) => Promise<MergeUndoResult>;
  /**
   * `POST /Members/doubles/search`: the stored members likely the same person as the one being typed (a
   * similar name and the same address, e-mail or phone; docs/api/members.md "Likely doubles").
   */
  findDoubles: (request: DoublesRequest) => Promise<LikelyDouble[]>;
  /** `POST /Members/doubles/list`: a page of the pairs of likely doubles, with the total. */
  listDoublePairs: (request: DoublePairsRequest) => Promise<DoublePairsPage>;
}

/** A page of `POST /Members/doubles/list` (PagedResult's fields the screen reads). */
export interface DoublePairsPage {
  page: number;
  total: number;
  totalPages: number;
  pairs: DoublePair[];
}

const isImportResult = (body: unknown): body is MemberImportResult =>
  typeof body === 'object' && body !== null && 'counts' in body && 'invalid' in body;

/** Binds {@link MemberCalls} to the API. */
export const memberCalls = (api: Api): MemberCalls => ({
  searchMembers: (searchString) =>
    api.send('POST', '/Members/search', { searchString }) as Promise<MemberSearchItem[]>,
  deactivateMember: async (id) => {
    await api.send('PUT', '/Members/deactivate', { id });
  },
  exportMembers: (request) => api.download('POST', '/Members/export', request),
  importMembers: async (file, persist, clearEmpty = false) => {
    const form = new FormData();
    form.append('formFile', file);
    const query = `persist=${persist}&clearEmpty=${clearEmpty}`;
    try {
      return (await api.send('PUT', `/Members/import?${query}`, form)) as MemberImportResult;
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && isImportResult(error.body)) return error.body;
      throw error;
    }
  },
  downloadImportTemplate: (format) => api.download('GET', `/Members/import/template?format=${format}`),
  listImports: () => api.getArray<MemberImportRun>('/Members/imports'),
  undoImport: (id, persist) =>
    api.send('POST', `/Members/imports/${id}/undo?persist=${persist}`) as Promise<UndoResult>,
  getTribeNumbers: (id) =>
    api.getArray<TribeNumberHolding>(`/Members/${encodeURIComponent(id)}/tribeNumbers`),
  mergeMembers: (request, persist) =>
    api.send('PUT', `/Members/merge?persist=${persist}`, request) as Promise<MergeResult>,
  listMerges: () => api.getArray<MemberMergeRun>('/Members/merges'),
  undoMerge: (id, persist) =>
    api.send('POST', `/Members/merges/${id}/undo?persist=${persist}`) as Promise<MergeUndoResult>,
  findDoubles: (request) => api.send('POST', '/Members/doubles/search', request) as Promise<LikelyDouble[]>,
  listDoublePairs: (request) =>
    api.send('POST', '/Members/doubles/list', request) as Promise<DoublePairsPage>,
});
