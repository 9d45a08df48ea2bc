/** What both statement readers share: their refusal, the entry limit, unique references, text and dates. */
import { ApiError, type ErrorDetails } from '../../../errors';
import { MAX_STATEMENT_ENTRIES } from '../../uploads/limits';
import type { StatementEntry } from './types';

/**
 * ApiError 400 refusing the uploaded statement, on the multipart field `formFile`, with `reason`:
 * empty, tooLarge, unknownFormat, dtdNotAllowed, notCamt, notCoda, notEuro, severalAccounts, tooManyRows.
 */
export const refuse = (reason: string, message: string, details?: ErrorDetails) =>
  new ApiError(400, message, 'formFile', reason, details);

/**
 * The entries of one statement file as they are read: at most MAX_STATEMENT_ENTRIES (20,000), each with
 * a bank reference no other entry of the file has. Should the bank give one reference twice, the later
 * entries get `#2`, `#3`… after it, in file order, so a second reading of the same file gives the same.
 */
export class EntryList {
  readonly entries: StatementEntry[] = [];
  private readonly taken = new Set<string>();
  /** Per reference given twice: the last suffix tried, so a run of repeats costs no more than its length. */
  private readonly repeats = new Map<string, number>();

  /** Adds `entry`. Throws ApiError 400 `tooManyRows` (limit, measure rows) for the 20,001st entry. */
  add(entry: StatementEntry) {
    if (this.entries.length === MAX_STATEMENT_ENTRIES)
      throw refuse(
        'tooManyRows',
        `The statement has more than ${MAX_STATEMENT_ENTRIES.toLocaleString('en')} entries; ` +
          `at most ${MAX_STATEMENT_ENTRIES.toLocaleString('en')} can be read at once.`,
        { limit: MAX_STATEMENT_ENTRIES, measure: 'rows' },
      );
    let reference = entry.bankReference;
    if (this.taken.has(reference)) {
      let suffix = this.repeats.get(entry.bankReference) ?? 1;
      do reference = `${entry.bankReference}#${++suffix}`;
      while (this.taken.has(reference));
      this.repeats.set(entry.bankReference, suffix);
    }
    this.taken.add(reference);
    this.entries.push({ ...entry, bankReference: reference });
  }
}

/** `text` with every run of white space one space, trimmed; null when nothing is left (or no text). */
export function cleanText(text: string | null | undefined): string | null {
  const cleaned = text?.replace(/\s+/g, ' ').trim();
  return cleaned || null;
}

/** The first word of `text` as an IBAN (ISO 13616: country, check digits, up to 30 letters or digits), or null. */
export function ibanIn(text: string | null | undefined): string | null {
  const word = text?.trim().split(/\s+/, 1)[0].toUpperCase();
  return word && /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(word) ? word : null;
}

/** yyyy-MM-dd for the day `year`-`month`-`day` when the calendar has it (no 30 February), else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}
