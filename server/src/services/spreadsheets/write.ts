/**
 * Spreadsheets out, for the member export, the import template and the ring exports: CSV for Belgian
 * Excel (UTF-8 BOM, `;`, CRLF) or .xlsx with one worksheet. Every text cell goes through
 * neutraliseFormula, here and nowhere else, so no export can carry a formula into a spreadsheet.
 */
import { stringify } from 'csv-stringify/sync';
import type { SpreadsheetFormat } from '../../schemas/constants';
import { neutraliseFormula } from './formulas';

/**
 * A number written with a fixed number of decimals: in CSV as text with a decimal comma (`4,5`,
 * `48,00`), in .xlsx as a number cell with a number format (`0.0`; an amount in euro `#,##0.00 "€"`).
 */
export interface DecimalCell {
  value: number;
  /** Digits after the decimal comma, 0–4. */
  decimals: number;
  /** Whether the value is an amount in euro (not cents), shown with the euro sign in .xlsx. */
  euro?: boolean;
}

/**
 * A cell to write: text (formula-safe), a number, which stays a number (a number cell in .xlsx), or a
 * {@link DecimalCell}.
 */
export type SheetCell = string | number | DecimalCell;

/** An amount in euro cents as a cell of euro with two decimals: 4800 → 48,00 (`48,00 €` in .xlsx). */
export const euroCell = (cents: number): DecimalCell => ({ value: cents / 100, decimals: 2, euro: true });

/** The number format of .xlsx for `cell`: `#,##0.00 "€"` for euro, `0.0` for one decimal. */
const numberFormat = ({ decimals, euro }: DecimalCell) => {
  const digits = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  return euro ? `#,##0${digits} "€"` : `0${digits}`;
};

/** A CSV cell: text made formula-safe, a number with a decimal comma as Belgian Excel reads it. */
const csvCell = (cell: SheetCell) => {
  if (typeof cell === 'string') return neutraliseFormula(cell);
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  return cell.value.toFixed(cell.decimals).replace('.', ',');
};

/** An .xlsx cell value: text made formula-safe, a number as a number. */
const xlsxCell = (cell: SheetCell) => {
  if (typeof cell === 'string') return neutraliseFormula(cell);
  return typeof cell === 'number' ? cell : cell.value;
};

export const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The bytes of `header` and `rows` as CSV as Belgian Excel opens it: UTF-8 with BOM, `;` separated,
 * CRLF line ends; text made formula-safe, numbers with a decimal comma. Throws nothing.
 */
export function writeCsv(header: string[], rows: SheetCell[][]): Buffer {
  const table = [header, ...rows].map((row) => row.map(csvCell));
  return Buffer.from(`\uFEFF${stringify(table, { delimiter: ';', record_delimiter: '\r\n' })}`, 'utf8');
}

/**
 * The bytes of an .xlsx with one worksheet `sheetName`: a bold, frozen `header` row, then `rows` (text
 * made formula-safe, numbers as number cells, a DecimalCell with its number format), columns 10–40
 * characters wide to fit their content. Throws nothing.
 */
export async function writeXlsx(sheetName: string, header: string[], rows: SheetCell[][]): Promise<Buffer> {
  // Loaded on first use (docs/decisions.md "Libraries of rare tasks load on first use").
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header.map(xlsxCell)).font = { bold: true };
  sheet.addRows(rows.map((row) => row.map(xlsxCell)));
  rows.forEach((row, rowIndex) => {
    row.forEach((cell, column) => {
      if (typeof cell === 'object')
        sheet.getRow(rowIndex + 2).getCell(column + 1).numFmt = numberFormat(cell);
    });
  });
  const width = (cell: SheetCell | undefined) => (cell === undefined ? 0 : csvCell(cell).length + 2);
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(
      40,
      Math.max(10, width(header[index]), ...rows.slice(0, 200).map((row) => width(row[index]))),
    );
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * `{bytes, fileName, contentType}` of a table — `header` and `rows` — as CSV for Belgian Excel or as
 * .xlsx with one sheet `sheetName`; the file is `{baseName}.{format}`.
 */
export async function sheetFile(
  format: SpreadsheetFormat,
  baseName: string,
  table: { sheetName: string; header: string[]; rows: SheetCell[][] },
) {
  const { sheetName, header, rows } = table;
  const bytes = format === 'csv' ? writeCsv(header, rows) : await writeXlsx(sheetName, header, rows);
  return { bytes, fileName: `${baseName}.${format}`, contentType: CONTENT_TYPES[format] };
}
