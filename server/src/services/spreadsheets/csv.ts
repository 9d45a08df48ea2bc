/**
 * Reading a CSV as a stream of rows with csv-parse. The text encoding is recognised by content (see
 * {@link encodingOf}): UTF-8 with or without BOM, UTF-16 with its BOM (Excel's "Unicode text"), else
 * Windows-1252 (Belgian Excel's plain "CSV"; ISO-8859-15 reads the same but for €, Š, Ž, Œ, Ÿ). The
 * separator is `;`, `,` or a tab, whichever the first line has most of. The bytes are decoded (iconv-lite)
 * and parsed 64 KB at a time, so a reader that stops early (at the row limit) leaves the rest unparsed.
 */
import { isUtf8 } from 'node:buffer';
import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { ApiError } from '../../errors';
import type { SheetRow } from './read';

const CHUNK_BYTES = 64 * 1024;

/** The encodings a member CSV is read in, as iconv-lite names them. */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const notCsv = (message: string) => new ApiError(400, message, 'formFile', 'notSpreadsheet');

/**
 * The encoding of the text `bytes`: a byte order mark decides (EF BB BF UTF-8, FF FE UTF-16LE, FE FF
 * UTF-16BE); without one, bytes that are valid UTF-8 are UTF-8, and anything else is Windows-1252 —
 * every byte is a character there, so this never fails. Throws nothing.
 */
export function encodingOf(bytes: Buffer): CsvEncoding {
  return bomEncoding(bytes) ?? (isUtf8(bytes) ? 'utf-8' : 'windows-1252');
}

/**
 * The encoding the byte order mark at the start of `bytes` names, or undefined without one. Such text
 * is read as text before file-type is asked: FF FE is also how an MPEG audio frame starts.
 */
export function bomEncoding(bytes: Buffer): CsvEncoding | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

const SEPARATORS = [';', ',', '\t'] as const;

/** The separator the first line of `text` holds most of; `;` on a tie, then `,`. */
function delimiterOf(text: string) {
  const end = text.indexOf('\n');
  const firstLine = end === -1 ? text : text.slice(0, end);
  const count = (character: string) => firstLine.split(character).length - 1;
  return SEPARATORS.reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best));
}

/** The text of `bytes` in `encoding`, chunk by chunk, byte order mark dropped. */
function* textChunks(bytes: Buffer, encoding: CsvEncoding) {
  const decoder = iconv.getDecoder(encoding);
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    const text = decoder.write(bytes.subarray(start, start + CHUNK_BYTES));
    if (text.includes('\u0000')) throw notCsv('The file is not a CSV text file.');
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * The records of the CSV `bytes`, numbered from 1 as a spreadsheet numbers its rows. Ending the
 * iteration early stops decoding and parsing.
 * @throws ApiError 400 `notSpreadsheet` (field formFile) for bytes that hold a NUL character (binary),
 *   UTF-16 whose first line has no separator, or a CSV csv-parse cannot read (an unclosed quote, ...).
 */
export async function* csvRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const encoding = encodingOf(bytes);
  const chunks = textChunks(bytes, encoding);
  const first = chunks.next();
  const start = first.done ? '' : first.value;
  const delimiter = delimiterOf(start);
  // Binary after an FF FE (or FE FF) pair decodes to UTF-16 without error; a member sheet's header
  // has columns, so its first line holds a separator.
  if (encoding.startsWith('utf-16') && !start.split('\n')[0].includes(delimiter))
    throw notCsv('The file is UTF-16 text without a tab, `;` or `,` in its first line.');
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: false,
  });
  const text = async function* () {
    if (start) yield start;
    yield* chunks;
  };
  // pipeline ends the parser with the source's error (binary) and the source when the parser ends.
  pipeline(Readable.from(text()), parser, () => {});
  let number = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) yield { number: ++number, cells };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw notCsv(`The CSV file cannot be read: ${(error as Error).message}`);
  } finally {
    parser.destroy();
  }
}
