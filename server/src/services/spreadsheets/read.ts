/**
 * Spreadsheets in, for the member import: the first worksheet of an .xlsx (xlsx.ts) or a CSV (csv.ts),
 * recognised by content, read as a stream that stops as soon as the file is refused — in particular at
 * its 20,001st data row. A zip (.xlsx) is first judged from its directory against IMPORT_ZIP_LIMITS,
 * before anything in it is unpacked.
 */
import { ApiError, type ErrorDetails } from '../../errors';
import { sniffFileType } from '../uploads/kinds';
import { IMPORT_ZIP_LIMITS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../uploads/limits';
import { looksLikeZip, readZipDirectory } from '../uploads/zip';
import { bomEncoding, csvRows } from './csv';
import { restoreFormula } from './formulas';
import { xlsxRows } from './xlsx';

/** A row as read, before it is cleaned: its spreadsheet row number (from 1) and its cells' text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

export interface Sheet {
  /** The cells of row 1, trimmed. */
  header: string[];
  /** Data rows with their spreadsheet row number (the header is row 1); blank rows left out. */
  rows: { row: number; cells: string[] }[];
}

const refuse = (message: string, reason: string, details?: ErrorDetails) =>
  new ApiError(400, message, 'formFile', reason, details);

/**
 * The header and data rows of `bytes`: the first worksheet of an .xlsx, or a CSV (UTF-8 with or
 * without BOM, UTF-16 with BOM or Windows-1252; `;`, `,` or tab separated; csv.ts). Cells are
 * trimmed, with the quote our exports put before a formula-like text removed (`'=x` → `=x`, see
 * formulas.ts); only the first MAX_IMPORT_COLUMNS (100) are read, and at most MAX_IMPORT_ROWS (20,000)
 * data rows are accepted.
 * @throws ApiError 400 with `field` formFile and `reason`: `empty` (no bytes, or no header in row 1),
 *   `notSpreadsheet` (another kind of file, or one that cannot be read), `zipBomb` or `tooLarge` (an
 *   .xlsx breaking IMPORT_ZIP_LIMITS), `tooManyRows` (more than MAX_IMPORT_ROWS data rows).
 */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length === 0) throw refuse('The file is empty.', 'empty');
  if (!looksLikeZip(bytes)) {
    const detected = bomEncoding(bytes) ? undefined : await sniffFileType(bytes);
    if (detected) throw notSpreadsheet(detected.ext);
    return collect(csvRows(bytes));
  }
  const directory = await readZipDirectory(bytes, IMPORT_ZIP_LIMITS, 'formFile');
  if (!directory) throw refuse('The zip file cannot be read.', 'notSpreadsheet');
  // Only now may file-type look inside (it unpacks [Content_Types].xml to tell .xlsx from .docx).
  const detected = await sniffFileType(bytes);
  if (detected?.ext !== 'xlsx') {
    directory.zip.close();
    throw notSpreadsheet(detected?.ext ?? 'zip');
  }
  return collect(xlsxRows(directory));
}

const notSpreadsheet = (ext: string) =>
  refuse(`A .${ext} file is not a spreadsheet: use .xlsx or .csv.`, 'notSpreadsheet');

/**
 * The rows of `rows` as a Sheet. Leaving the loop early (a refusal) ends `rows`, whose reader then
 * stops reading the file.
 */
async function collect(rows: AsyncIterable<SheetRow>): Promise<Sheet> {
  let header: string[] | undefined;
  const data: Sheet['rows'] = [];
  for await (const { number, cells } of rows) {
    const cleaned = Array.from(cells.slice(0, MAX_IMPORT_COLUMNS), (cell) =>
      restoreFormula((cell ?? '').trim()).trim(),
    );
    if (number === 1) header = cleaned;
    else if (!header?.some(Boolean)) break;
    else if (!cleaned.some(Boolean)) continue;
    else if (data.length === MAX_IMPORT_ROWS)
      throw refuse(
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} data rows; ` +
          `at most ${MAX_IMPORT_ROWS.toLocaleString('en')} can be imported.`,
        'tooManyRows',
        { limit: MAX_IMPORT_ROWS, measure: 'rows' },
      );
    else data.push({ row: number, cells: cleaned });
  }
  if (!header?.some(Boolean)) throw refuse('The file has no header row.', 'empty');
  return { header, rows: data };
}
