/**
 * Spreadsheets in and out, for the member import and export: reads .xlsx (ExcelJS) or CSV (csv-parse;
 * UTF-8 with or without BOM, `;` or `,`) recognised by content (file-type), and writes CSV for Belgian
 * Excel (UTF-8 BOM, `;`, CRLF) or .xlsx. Reading throws ApiError 400 with reason notSpreadsheet or empty.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../../errors';

export interface Sheet {
  header: string[];
  /** Data rows with their spreadsheet row number (the header is row 1); blank rows left out. */
  rows: { row: number; cells: string[] }[];
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(400, 'The .xlsx file cannot be read.', 'formFile', 'notSpreadsheet');
  }
  const sheet = workbook.worksheets[0];
  const table: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text ?? '';
    });
    table[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(table, (row) => row ?? []);
}

function readCsv(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'The file is neither .xlsx nor UTF-8 text (CSV).', 'formFile', 'notSpreadsheet');
  }
  if (text.includes('\u0000'))
    throw new ApiError(400, 'The file is not a CSV text file.', 'formFile', 'notSpreadsheet');
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    throw new ApiError(
      400,
      `The CSV file cannot be read: ${(error as Error).message}`,
      'formFile',
      'notSpreadsheet',
    );
  }
}

/** Reads the first worksheet (or the CSV) of `bytes`. */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length === 0) throw new ApiError(400, 'The file is empty.', 'formFile', 'empty');
  const detected = await fileTypeFromBuffer(bytes);
  let table: string[][];
  if (detected?.ext === 'xlsx') table = await readXlsx(bytes);
  else if (detected) {
    throw new ApiError(
      400,
      `A .${detected.ext} file is not a spreadsheet: use .xlsx or .csv.`,
      'formFile',
      'notSpreadsheet',
    );
  } else table = readCsv(bytes);
  const [header = [], ...rest] = table;
  const rows = rest
    .map((cells, index) => ({ row: index + 2, cells: cells.map((cell) => String(cell ?? '').trim()) }))
    .filter(({ cells }) => cells.some(Boolean));
  if (header.every((cell) => !String(cell).trim()))
    throw new ApiError(400, 'The file has no header row.', 'formFile', 'empty');
  return { header: header.map((cell) => String(cell ?? '').trim()), rows };
}

/** CSV as Belgian Excel opens it: UTF-8 with BOM, `;` separated, CRLF line ends. */
export function writeCsv(header: string[], rows: string[][]): Buffer {
  return Buffer.from(
    `\uFEFF${stringify([header, ...rows], { delimiter: ';', record_delimiter: '\r\n' })}`,
    'utf8',
  );
}

/** One worksheet named `sheetName` with a bold header row and sensible column widths. */
export async function writeXlsx(sheetName: string, header: string[], rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  sheet.addRows(rows);
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(
      40,
      Math.max(10, header[index].length + 2, ...rows.slice(0, 200).map((r) => (r[index] ?? '').length + 2)),
    );
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
