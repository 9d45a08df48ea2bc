/**
 * Documents — 'Downloads' — on the wire (spec §3 Document; docs/api/documents.md). The upload is
 * multipart: its text fields are checked with {@link DocumentFields} by parseFormFields.
 */
import { Type } from 'typebox';
import { FILE_KINDS } from '../services/uploads/kinds';
import { Title } from './activities';

export const DocumentIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const DocumentListRequest = Type.Object({
  pageSize: Type.Integer({ minimum: 1, maximum: 1000 }),
  page: Type.Integer({ minimum: 1 }),
  searchString: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  sortField: Type.Optional(Type.Enum(['createdOn', 'title'])),
  sortOrder: Type.Optional(Type.Enum(['ASC', 'DESC'])),
});

const DocumentType = Type.Enum(Object.keys(FILE_KINDS), {
  description: 'The kind found in the content: pdf, docx, doc, xlsx, xls, odt, ods, odp, jpeg, png.',
});
const Url = Type.String({ description: '/media/{uuid}: the bytes, with the original file name.' });

export const DocumentListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  isVisible: Type.Boolean(),
  type: DocumentType,
  url: Url,
  createdOn: Type.String({ format: 'date-time' }),
});

export const DocumentDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: DocumentType,
  url: Url,
  isVisible: Type.Boolean(),
  fileName: Type.String(),
  sizeBytes: Type.Integer(),
  createdOn: Type.String({ format: 'date-time' }),
});

/** The JSON body of `PUT /Documents/{id}`, and the text fields of the upload `POST /Documents`. */
export const DocumentFields = Type.Object({ title: Title, isVisible: Type.Boolean() });
