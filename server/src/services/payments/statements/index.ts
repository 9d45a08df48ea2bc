/**
 * Bank statements read for the dues (issue K): camt.053 XML (./camt053.ts) or CODA (./coda.ts), told
 * apart by their content, into one shape (./types.ts). Pure: no database, no clock. It loads
 * fast-xml-parser and entities, so a route imports it where it is used (`await import(…)`), as
 * docs/decisions.md "Libraries of rare tasks load on first use" says.
 */
import { encodingOf } from '../../spreadsheets/csv';
import { MAX_STATEMENT_BYTES, MB, megabytes } from '../../uploads/limits';
import { readCamt053 } from './camt053';
import { CODA_RECORD_LENGTH, readCoda } from './coda';
import { refuse } from './entries';
import type { Statement } from './types';

export type { Statement, StatementEntry } from './types';

/**
 * The statement in the uploaded file `bytes` (at most MAX_STATEMENT_BYTES, 10 MB).
 *
 * The text encoding is read from the bytes as for the member CSV (spreadsheets/csv.ts `encodingOf`): a
 * byte order mark, else UTF-8 when the bytes are valid UTF-8, else Windows-1252 — which reads
 * ISO-8859-1, the encoding CODA files mostly come in, the same for every printable character. Then the
 * content decides, never the file name: text that starts with `<` (after white space) is read as
 * camt.053; a first line that starts with `0` and is 128 characters long, or starts as a CODA header
 * record does (`00000` and a DDMMYY date), as CODA. At most 20,000 entries (MAX_STATEMENT_ENTRIES) are
 * read; both readers are linear in the size of the file.
 * @throws ApiError 400 on the field `formFile` with `reason`: empty (no bytes, or only white space);
 *   tooLarge (`limit` in MB, `measure` fileSize); unknownFormat (neither format); tooManyRows (`limit`,
 *   `measure` rows); and the refusals of readCamt053 and readCoda (dtdNotAllowed, notCamt, notCoda,
 *   notEuro, severalAccounts).
 */
export function readStatement(bytes: Buffer): Statement {
  if (bytes.length > MAX_STATEMENT_BYTES)
    throw refuse('tooLarge', `The statement is larger than ${megabytes(MAX_STATEMENT_BYTES)}.`, {
      limit: MAX_STATEMENT_BYTES / MB,
      measure: 'fileSize',
    });
  const text = new TextDecoder(encodingOf(bytes)).decode(bytes);
  const start = text.trimStart();
  if (!start) throw refuse('empty', 'The file is empty.');
  if (start.startsWith('<')) return readCamt053(text);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if ((firstLine.startsWith('0') && firstLine.length === CODA_RECORD_LENGTH) || /^00000\d{6}/.test(firstLine))
    return readCoda(text);
  throw refuse('unknownFormat', 'The file is neither a camt.053 XML statement nor a CODA file.');
}
