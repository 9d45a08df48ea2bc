/**
 * Every limit on what an upload may be, in one place (docs/decisions.md "Upload limits"). Sizes are in
 * bytes (1 MB here is 1024 × 1024 bytes, as the messages say "10 MB").
 */

// The byte limits are wire constants (the SPA checks files before it sends them): ../../schemas/constants.
export {
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_IMPORT_BYTES,
  MAX_STATEMENT_BYTES,
  MB,
} from '../../schemas/constants';

import { MB } from '../../schemas/constants';

/** The member import's data rows (header and blank rows not counted): at most 20,000. */
export const MAX_IMPORT_ROWS = 20_000;

/**
 * A bank statement's entries (payments.statements.readStatement), counted as read: one per movement,
 * or per transaction of a batch that is split. At most 20,000, as the member import's rows.
 */
export const MAX_STATEMENT_ENTRIES = 20_000;

/**
 * The member import's columns read: the first 100 (the template has 14). Cells further right are
 * ignored, so a row with one cell in column XFD (16,384) costs no more than any other.
 */
export const MAX_IMPORT_COLUMNS = 100;

/** `bytes` as whole megabytes for messages: 10485760 → "10 MB". */
export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** What a zip-based upload (.xlsx, .docx, .pptx, OpenDocument) may unpack to, judged from its directory. */
export interface ZipLimits {
  /** Parts (zip entries) listed in the central directory. */
  maxEntries: number;
  /** All parts together, unpacked, in bytes. */
  maxUnpackedBytes: number;
  /** Unpacked ÷ packed size of one part, for parts of at least `ratioFromBytes` unpacked. */
  maxRatio: number;
  /** Parts smaller than this (bytes, unpacked) are not held to `maxRatio`: alone they cannot hurt. */
  ratioFromBytes: number;
}

/**
 * The member import's .xlsx. A genuine 20,000-row member sheet made by ExcelJS unpacks to 12.5 MB (31 MB
 * with every one of the 14 columns 60 characters long), at 10–32× its packed size, in 16 parts; the
 * measured bomb was a 525 KB file unpacking to 135 MB (257×).
 */
export const IMPORT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1_000,
  maxUnpackedBytes: 64 * MB,
  maxRatio: 100,
  ratioFromBytes: MB,
};

/**
 * A document (.docx, .xlsx, .pptx, .odt, .ods, .odp). Never unpacked by the server, but opened by the
 * staff who download it: a 25 MB spreadsheet of ordinary XML (10–20×) unpacks to less than 512 MB, and
 * a presentation with hundreds of pictures has far fewer than 10,000 parts.
 */
export const DOCUMENT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxUnpackedBytes: 512 * MB,
  maxRatio: 100,
  ratioFromBytes: MB,
};
