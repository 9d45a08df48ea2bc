/**
 * Reading the first worksheet of an .xlsx as a stream of rows with ExcelJS's streaming WorkbookReader.
 *
 * That reader takes the zip front to back. When a worksheet comes before the shared strings — as Excel
 * and ExcelJS write them — it first copies the whole sheet, unpacked, to a temporary file, which it
 * leaves behind when reading stops early (exceljs#2147); and with the workbook part last it fails at
 * random (exceljs#3064). So it is handed a new zip (yazl, nothing compressed) of only the parts it
 * needs, in the order it needs them: workbook relations, workbook, shared strings, first worksheet.
 * Each part streams from the upload through its central directory (yauzl), which fails a part that
 * unpacks to more bytes than the directory said — the sizes judged by readZipDirectory are the sizes
 * read. Rows then really stream, and reading stops wherever the caller stops.
 */
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Entry } from 'yauzl';
import yazl from 'yazl';
import { ApiError } from '../../errors';
import { MAX_IMPORT_COLUMNS } from '../uploads/limits';
import type { ZipDirectory } from '../uploads/zip';
import type { SheetRow } from './read';

const RELATIONS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** Stand-ins for parts a workbook may lack, without which the reader falls back to temporary files. */
const EMPTY_PARTS: Record<string, string> = {
  [RELATIONS]: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  [SHARED_STRINGS]: '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

/** The parts to read, in reading order; the first worksheet is the one numbered lowest (sheet1.xml). */
function partsToRead(entries: Entry[]) {
  const byName = new Map(entries.map((entry) => [entry.fileName, entry]));
  const worksheets = entries
    .map((entry) => ({ entry, number: Number(WORKSHEET.exec(entry.fileName)?.[1]) }))
    .filter(({ number }) => Number.isInteger(number))
    .sort((a, b) => a.number - b.number);
  const names = [RELATIONS, WORKBOOK, SHARED_STRINGS, worksheets[0]?.entry.fileName];
  return names.flatMap((name) => (name ? [{ name, entry: byName.get(name) }] : []));
}

/**
 * The new zip as a stream, and a promise that rejects when a part cannot be read or does not unpack to
 * its size in the directory.
 */
function repack({ zip, entries }: ZipDirectory) {
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  const repacked = new yazl.ZipFile();
  repacked.on('error', fail);
  for (const { name, entry } of partsToRead(entries)) {
    if (entry)
      repacked.addReadStreamLazy(name, { compress: false, size: entry.uncompressedSize }, (done) =>
        zip.openReadStream(entry, (error, part) => {
          part?.on('error', fail);
          done(error, part);
        }),
      );
    else if (EMPTY_PARTS[name]) repacked.addBuffer(Buffer.from(EMPTY_PARTS[name]), name, { compress: false });
  }
  repacked.end();
  return { stream: repacked.outputStream as Readable, failed };
}

/**
 * The items of `items`, until `failed` rejects: the reader waits for bytes that a failed part will
 * never send, so without this it would wait for ever.
 */
async function* until<T>(items: AsyncIterable<T>, failed: Promise<never>): AsyncGenerator<T> {
  const iterator = items[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), failed]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Not awaited: after a failure the iterator's pending step never settles.
    iterator.return?.().catch(() => {});
  }
}

/** The text of each cell of `row` up to MAX_IMPORT_COLUMNS, '' for empty cells. */
function cellTexts(row: ExcelJS.Row): string[] {
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    if (column <= MAX_IMPORT_COLUMNS) cells[column - 1] = cell.text;
  });
  return Array.from(cells, (text) => text ?? '');
}

/**
 * The rows of the first worksheet of the .xlsx behind `directory`, with their row numbers; ending the
 * iteration early stops reading (and unpacking). Closes the zip when done.
 * @throws ApiError 400 `notSpreadsheet` (field formFile) when the workbook cannot be read, or a part
 *   unpacks to another size than the zip directory says.
 */
export async function* xlsxRows(directory: ZipDirectory): AsyncGenerator<SheetRow> {
  // Loaded on first use (docs/decisions.md "Libraries of rare tasks load on first use").
  const { default: ExcelJS } = await import('exceljs');
  const { stream, failed } = repack(directory);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of until(reader, failed)) {
      for await (const row of until(worksheet, failed)) yield { number: row.number, cells: cellTexts(row) };
      return;
    }
  } catch {
    throw new ApiError(400, 'The .xlsx file cannot be read.', 'formFile', 'notSpreadsheet');
  } finally {
    stream.destroy();
    directory.zip.close();
  }
}
