import { HttpError } from 'react-admin';
import type { MemberImportResult } from '../../providers/memberTypes';

/** Rows shown per preview table; a 10,000-row file would otherwise render 10,000 table rows. */
export const PREVIEW_ROW_LIMIT = 100;

/** Why `PUT /Members/import` refuses a whole file (docs/api.md), each with a translated title. */
const FILE_REASONS: Record<string, string> = {
  notSpreadsheet: 'resources.members.import.file_errors.notSpreadsheet',
  empty: 'resources.members.import.file_errors.empty',
  missingColumns: 'resources.members.import.file_errors.missingColumns',
  tooLarge: 'resources.members.import.file_errors.tooLarge',
  tooManyRows: 'resources.members.import.file_errors.tooManyRows',
  zipBomb: 'resources.members.import.file_errors.zipBomb',
};

/** What `limit` of a refusal counts (ErrorResult `measure`), each with a translated sentence. */
const LIMIT_DETAILS: Record<string, string> = {
  fileSize: 'resources.members.import.file_details.fileSize',
  unpackedSize: 'resources.members.import.file_details.unpackedSize',
  rows: 'resources.members.import.file_details.rows',
  parts: 'resources.members.import.file_details.parts',
  ratio: 'resources.members.import.file_details.ratio',
};
const MISSING_COLUMNS = 'resources.members.import.file_details.missingColumns';

/**
 * What to say about a failed upload: a translation key for the title and, when the server sent the
 * values for one, a translated detail — a key and its arguments (`limit` a number, `columns` text).
 */
export interface ImportProblem {
  key: string;
  detail?: { key: string; args: { limit?: number; columns?: string } };
}

/**
 * A failed upload → {@link ImportProblem}: a 400 with a known file `reason` gives that reason's title,
 * and a detail built from the answer's values (`columns` of missingColumns; `limit` and `measure` of
 * tooLarge, tooManyRows, zipBomb) — never the server's English `error`; anything else the
 * unexpected-error text.
 */
export const importProblemOf = (error: unknown): ImportProblem => {
  const body = error instanceof HttpError ? error.body : undefined;
  const key = typeof body?.reason === 'string' ? FILE_REASONS[body.reason] : undefined;
  if (!key) return { key: 'app.errors.unexpected' };
  if (Array.isArray(body.columns) && body.columns.length > 0)
    return { key, detail: { key: MISSING_COLUMNS, args: { columns: body.columns.join(', ') } } };
  const limitKey = typeof body.measure === 'string' ? LIMIT_DETAILS[body.measure] : undefined;
  if (typeof body.limit === 'number' && limitKey)
    return { key, detail: { key: limitKey, args: { limit: body.limit } } };
  return { key };
};

/** The import may be confirmed when no row is invalid and it creates or changes at least one member. */
export const canConfirmImport = ({ counts }: MemberImportResult): boolean =>
  counts.invalid === 0 && counts.new + counts.changed > 0;

/** An old or new value of a change as shown: empty becomes a dash, so "→ —" reads as "emptied". */
export const shownValue = (value: string | null): string => (value === null || value === '' ? '—' : value);
