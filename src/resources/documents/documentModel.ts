import { MAX_DOCUMENT_BYTES, MB, TITLE_MAX_LENGTH } from '../../../server/src/schemas/constants';
import type { DocumentDetail, DocumentFields } from '../../../server/src/schemas/documents';
import type { DocumentUpload } from '../../providers/documents';
import { documentReasonKey } from '../../providers/documents';

/** The file chooser's filter (a hint; the server judges the content): PDF, Word, Excel, OpenDocument, JPEG, PNG. */
export const DOCUMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['.ods'],
  'application/vnd.oasis.opendocument.presentation': ['.odp'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** react-admin's FileInput value: the chosen file and a preview address. */
export interface ChosenFile {
  rawFile: File;
  src?: string;
  title?: string;
}

/** The values of the upload form; cleared inputs may hold null. */
export interface DocumentUploadValues {
  title: string | null;
  isVisible: boolean;
  file: ChosenFile | null;
}

/** The values of the edit form: what `PUT /Documents/{id}` changes. */
export type DocumentEditValues = { title: string | null; isVisible: boolean };

/** A new document is visible on the website unless staff hide it. */
export const NEW_DOCUMENT: DocumentUploadValues = { title: '', isVisible: true, file: null };

/** Upload form values → the `POST /Documents` data (title trimmed). */
export const toDocumentUpload = (values: DocumentUploadValues): DocumentUpload => ({
  title: (values.title ?? '').trim(),
  isVisible: Boolean(values.isVisible),
  file: values.file?.rawFile as File,
});

/** Edit form values → the `PUT /Documents/{id}` body (title trimmed). */
export const toDocumentChange = (values: DocumentEditValues): DocumentFields => ({
  title: (values.title ?? '').trim(),
  isVisible: Boolean(values.isVisible),
});

/** Form validator of the title: not only spaces, at most {@link TITLE_MAX_LENGTH} characters once trimmed. */
export const validateTitle = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return documentReasonKey('required');
  return text.length > TITLE_MAX_LENGTH ? documentReasonKey('tooLong') : undefined;
};

/** Form validator of the file: one is chosen and it is at most 25 MB (its content is the server's to judge). */
export const validateFile = (value: ChosenFile | null | undefined): string | undefined => {
  if (!value?.rawFile) return documentReasonKey('required');
  return value.rawFile.size > MAX_DOCUMENT_BYTES ? documentReasonKey('tooLarge') : undefined;
};

/** The title a chosen file suggests: its name without extension, with - and _ as spaces. */
export const titleFromFileName = (fileName: string): string =>
  fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();

/** A size in bytes as people read it, in the interface's language: "48,2 kB", "3,1 MB". */
export const formatSize = (bytes: number, locale: string): string => {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
};

/** The share of an upload sent, as a whole percentage 0–100. */
export const percentSent = (sent: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;

/** A detail is loaded (react-admin first shows the cached list row, without the file's name). */
export const isDetail = (record: object | undefined): record is DocumentDetail =>
  record !== undefined && 'fileName' in record;
