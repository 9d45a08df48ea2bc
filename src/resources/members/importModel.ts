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
};

/** What to say about a failed upload: a translation key and, for a refused file, the server's words. */
export interface ImportProblem {
  key: string;
  detail?: string;
}

/**
 * A failed upload → {@link ImportProblem}: a 400 with a known file `reason` gives that reason's text
 * and the server's `error` (e.g. which columns are missing); anything else the unexpected-error text.
 */
export const importProblemOf = (error: unknown): ImportProblem => {
  const body = error instanceof HttpError ? error.body : undefined;
  const key = typeof body?.reason === 'string' ? FILE_REASONS[body.reason] : undefined;
  if (!key) return { key: 'app.errors.unexpected' };
  return { key, detail: typeof body.error === 'string' ? body.error : undefined };
};

/** The import may be confirmed when no row is invalid and it creates or changes at least one member. */
export const canConfirmImport = ({ counts }: MemberImportResult): boolean =>
  counts.invalid === 0 && counts.new + counts.changed > 0;

/** An old or new value of a change as shown: empty becomes a dash, so "→ —" reads as "emptied". */
export const shownValue = (value: string | null): string => (value === null || value === '' ? '—' : value);
