/**
 * Documents — 'Downloads' — on the wire (spec §3 Document; docs/api/documents.md). The upload is
 * multipart: its text fields are checked with {@link DocumentFields} by parseFormFields.
 */
import { type Static, Type } from 'typebox';
import { DOCUMENT_KINDS } from '../services/uploads/kinds';
import { PagedListRequest, sorting, Title } from './common';
import { DOCUMENT_SORT_FIELDS } from './constants';

/**
 * The body of `POST /Documents/list` (spec §3 List request): pageSize, page (1-based), searchString over
 * the title; `sortField` and `sortOrder` are extensions.
 */
export const DocumentListRequest = PagedListRequest(sorting(DOCUMENT_SORT_FIELDS));
export type DocumentListRequest = Static<typeof DocumentListRequest>;

const DocumentType = Type.Enum([...DOCUMENT_KINDS] as string[], {
  description: 'The kind found in the content: pdf, docx, doc, xlsx, xls, odt, ods, odp, jpeg, png.',
});
const Url = Type.String({ description: '/media/{uuid}: the bytes, with the original file name.' });

/** A row of `POST /Documents/list` (spec: id, title, isVisible; the rest are extensions). */
export const DocumentListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  isVisible: Type.Boolean(),
  type: DocumentType,
  url: Url,
  createdOn: Type.String({ format: 'date-time' }),
});
export type DocumentListItem = Static<typeof DocumentListItem>;

/** `GET /Documents/{id}`: the list item plus the original file name and its size in bytes. */
export const DocumentDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: DocumentType,
  url: Url,
  isVisible: Type.Boolean(),
  fileName: Type.String({ description: 'The name the browser sent, without folders.' }),
  sizeBytes: Type.Integer(),
  createdOn: Type.String({ format: 'date-time' }),
});
export type DocumentDetail = Static<typeof DocumentDetail>;

/** The JSON body of `PUT /Documents/{id}`, and the text fields of the upload `POST /Documents`. */
export const DocumentFields = Type.Object({ title: Title, isVisible: Type.Boolean() });
export type DocumentFields = Static<typeof DocumentFields>;
