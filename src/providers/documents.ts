import type { Identifier } from 'react-admin';
import { DOCUMENT_SORT_FIELDS } from '../../server/src/schemas/constants';
import type {
  DocumentDetail,
  DocumentFields,
  DocumentListItem,
  DocumentListRequest,
} from '../../server/src/schemas/documents';
import type { Api, DownloadedFile } from './api';
import { reasonKey, reasonRules, rethrowFieldErrors } from './fieldErrors';
import { listRequestOf, postPagedList, sortOf } from './lists';
import type { ResourceMapping } from './resourceMapping';
import type { UploadProgress } from './uploadProgress';

/** What `POST /Documents` sends as multipart: the text fields of the wire and the one file. */
export type DocumentUpload = DocumentFields & { file: File };

/** Translation key of a document field problem (server reason or form check). */
export const documentReasonKey = (reason: string): string => reasonKey('documents', reason);

/**
 * How the upload's and the update's refusals read: a 400 naming `title`, `isVisible` or `file` (also the
 * form's paths) shows on that input; reasons with their own text, any other reads `invalid`.
 */
const rethrowDocumentFieldErrors = rethrowFieldErrors(
  reasonRules('documents', {
    required: 'required',
    minLength: 'required',
    pattern: 'required',
    maxLength: 'tooLong',
    tooLarge: 'tooLarge',
    unsupportedType: 'unsupportedType',
    zipBomb: 'zipBomb',
  }),
);

const documentPath = (id: Identifier) => `/Documents/${encodeURIComponent(id)}`;

/** The multipart form of `POST /Documents`: title, isVisible as `true`/`false`, the file. */
const toDocumentFormData = ({ title, isVisible, file }: DocumentUpload): FormData => {
  const form = new FormData();
  form.append('title', title);
  form.append('isVisible', String(isVisible));
  form.append('file', file, file.name);
  return form;
};

/**
 * `documents` resource — 'Downloads' (spec §7, docs/api/documents.md): getList → `POST /Documents/list`
 * {pageSize, page, searchString (filter q), sortField, sortOrder}; getOne → `GET /Documents/{id}`;
 * create → multipart `POST /Documents` (data: a {@link DocumentUpload}; `meta.onUploadProgress`
 * follows the upload); update → `PUT /Documents/{id}` {title, isVisible}; delete → `DELETE
 * /Documents/{id}`. Field errors come back as `body.errors`.
 */
export const documentsMapping = (api: Api): ResourceMapping => ({
  getList: (params) =>
    postPagedList<DocumentListItem>(api, '/Documents/list', 'documents', {
      ...listRequestOf(params),
      ...sortOf(params.sort, DOCUMENT_SORT_FIELDS),
    } satisfies DocumentListRequest),
  getOne: async ({ id }) => ({ data: (await api.get(documentPath(id))) as DocumentDetail }),
  create: async ({ data, meta }) => {
    const onUploadProgress = (meta as { onUploadProgress?: UploadProgress } | undefined)?.onUploadProgress;
    const detail = await api
      .create('/Documents', toDocumentFormData(data as DocumentUpload), onUploadProgress)
      .catch(rethrowDocumentFieldErrors);
    return { data: detail as DocumentDetail };
  },
  update: async ({ id, data }) => {
    const { title, isVisible } = data as DocumentFields;
    const detail = await api
      .send('PUT', documentPath(id), { title, isVisible })
      .catch(rethrowDocumentFieldErrors);
    return { data: detail as DocumentDetail };
  },
  delete: async ({ id, previousData }) => {
    await api.send('DELETE', documentPath(id));
    return { data: previousData ?? { id } };
  },
});

/** The document calls that are not react-admin CRUD (docs/api/documents.md extensions). */
export interface DocumentCalls {
  /** `GET /Documents/{id}/file` with the staff token: the stored bytes, hidden documents included. */
  downloadDocument: (id: Identifier) => Promise<DownloadedFile>;
}

/** Binds {@link DocumentCalls} to the API. */
export const documentCalls = (api: Api): DocumentCalls => ({
  downloadDocument: (id) => api.download('GET', `${documentPath(id)}/file`),
});
