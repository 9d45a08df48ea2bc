import { HttpError, type Identifier } from 'react-admin';
import type { Api, DownloadedFile } from './api';
import { withFieldErrors } from './memberErrors';
import type {
  MemberDetail,
  MemberImportResult,
  MemberListRecord,
  MemberSearchResult,
  SpreadsheetFormat,
} from './memberTypes';
import type { ResourceMapping } from './resourceMapping';

/** Sort fields `POST /Members/list` accepts (docs/api.md extension); others fall back to its default. */
const SORT_FIELDS = new Set(['name', 'tribeNumber', 'email', 'lastLogin', 'isActive', 'isBlocked']);

type WireDetail = Omit<MemberDetail, 'name'>;
type WireListItem = Omit<MemberListRecord, 'tribeNumber'> & { tribenumber: string };

/** Adds the "Firstname Lastname" the list shows, so every member record has the same representation. */
const toRecord = (detail: WireDetail): MemberDetail => ({
  ...detail,
  name: `${detail.firstName} ${detail.lastName}`,
});

const getDetail = async (api: Api, id: Identifier) =>
  toRecord((await api.get(`/Members/${encodeURIComponent(id)}`)) as WireDetail);

const rethrowFieldErrors = (error: unknown): never => {
  throw withFieldErrors(error);
};

/**
 * `members` resource (spec §7, docs/api.md "Members"): getList → `POST /Members/list` {pageSize, page,
 * searchString (filter q), showInactive, sortField, sortOrder}; getOne / getMany → `GET /Members/{id}`;
 * create → `POST /Members`; update → `PUT /Members/{id}`. `data` of create and update is the member
 * payload (the forms transform with memberModel.ts); field errors come back as `body.errors`.
 */
export const membersMapping = (api: Api): ResourceMapping => ({
  getList: async ({ pagination, sort, filter }) => {
    const body = (await api.send('POST', '/Members/list', {
      pageSize: pagination?.perPage ?? 25,
      page: pagination?.page ?? 1,
      searchString: typeof filter?.q === 'string' ? filter.q : '',
      showInactive: filter?.showInactive === true,
      ...(sort && SORT_FIELDS.has(sort.field) ? { sortField: sort.field, sortOrder: sort.order } : {}),
    })) as { members: WireListItem[]; total: number };
    const data = body.members.map(({ tribenumber, ...member }) => ({ ...member, tribeNumber: tribenumber }));
    return { data, total: body.total };
  },
  getOne: async ({ id }) => ({ data: await getDetail(api, id) }),
  getMany: async ({ ids }) => ({ data: await Promise.all(ids.map((id) => getDetail(api, id))) }),
  create: async ({ data }) => {
    const detail = await api.create('/Members', data).catch(rethrowFieldErrors);
    return { data: toRecord(detail as WireDetail) };
  },
  update: async ({ id, data }) => {
    const detail = await api
      .send('PUT', `/Members/${encodeURIComponent(id)}`, data)
      .catch(rethrowFieldErrors);
    return { data: toRecord(detail as WireDetail) };
  },
});

/** The filter of the member list that the export repeats. */
export interface MemberExportRequest {
  searchString: string;
  showInactive: boolean;
  format: SpreadsheetFormat;
}

/** The member calls that are not react-admin CRUD (spec §7 Members, docs/api.md extensions). */
export interface MemberCalls {
  /** `POST /Members/search`: at most 20 active members, for pickers. */
  searchMembers: (searchString: string) => Promise<MemberSearchResult[]>;
  /** `PUT /Members/deactivate` {id}: the member becomes inactive, never deleted. */
  deactivateMember: (id: Identifier) => Promise<void>;
  /** `POST /Members/export`: the members of the list filter as a CSV or .xlsx file. */
  exportMembers: (request: MemberExportRequest) => Promise<DownloadedFile>;
  /**
   * `PUT /Members/import?persist=…` with multipart `formFile`: the preview (dry run) or what was applied.
   * A 400 carrying that preview (invalid rows) resolves to it too; other errors (a bad file) reject.
   */
  importMembers: (file: File, persist: boolean) => Promise<MemberImportResult>;
  /** `GET /Members/import/template?format=…`: an empty import file with the column headers. */
  downloadImportTemplate: (format: SpreadsheetFormat) => Promise<DownloadedFile>;
}

const isImportResult = (body: unknown): body is MemberImportResult =>
  typeof body === 'object' && body !== null && 'counts' in body && 'invalid' in body;

/** Binds {@link MemberCalls} to the API. */
export const memberCalls = (api: Api): MemberCalls => ({
  searchMembers: (searchString) =>
    api.send('POST', '/Members/search', { searchString }) as Promise<MemberSearchResult[]>,
  deactivateMember: async (id) => {
    await api.send('PUT', '/Members/deactivate', { id });
  },
  exportMembers: (request) => api.download('POST', '/Members/export', request),
  importMembers: async (file, persist) => {
    const form = new FormData();
    form.append('formFile', file);
    try {
      return (await api.send('PUT', `/Members/import?persist=${persist}`, form)) as MemberImportResult;
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && isImportResult(error.body)) return error.body;
      throw error;
    }
  },
  downloadImportTemplate: (format) => api.download('GET', `/Members/import/template?format=${format}`),
});
