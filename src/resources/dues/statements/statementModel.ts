/**
 * Pure transforms of the statement screens (docs/api/dues.md "Bank statements", "Matching by hand"):
 * a refused file or call in words, an IBAN and a format as people read them, where a link leads.
 */
import { friendlyFormatIBAN } from 'ibantools';
import { HttpError } from 'react-admin';
import type { STATEMENT_FORMATS } from '../../../../server/src/schemas/constants';

/** Why `PUT /Dues/statements` refuses a file (all 400 on `formFile`), each said under the file field. */
const FILE_REASONS = [
  'required',
  'tooLarge',
  'empty',
  'unknownFormat',
  'dtdNotAllowed',
  'notCamt',
  'notCoda',
  'notEuro',
  'severalAccounts',
  'tooManyRows',
  'otherAccount',
  'amountTooLarge',
] as const;

/** A translation key and its values. */
export interface Words {
  key: string;
  args?: Record<string, unknown>;
}

/** The body of a refusal (ErrorResult), or undefined for any other failure. */
const bodyOf = (error: unknown): Record<string, unknown> | undefined =>
  error instanceof HttpError && error.body && typeof error.body === 'object'
    ? (error.body as Record<string, unknown>)
    : undefined;

/**
 * A refused statement file in words: `resources.dues.statements.reasons.<reason>` for each reason
 * of the route, with the answer's `limit` (10 MB, 20,000 entries) written as `locale` writes a number;
 * anything else the unexpected-error text (never the server's English `error`).
 */
export const statementRefusal = (error: unknown, locale: string): Words => {
  const body = bodyOf(error);
  const reason = FILE_REASONS.find((known) => known === body?.reason);
  if (!reason || body?.field !== 'formFile') return { key: 'app.errors.unexpected' };
  const limit = typeof body.limit === 'number' ? body.limit.toLocaleString(locale) : '';
  return { key: `resources.dues.statements.reasons.${reason}`, args: { limit } };
};

/** The refusals of matching a credit and of a payment, with their words (docs/api/dues.md). */
const MATCH_REASONS: Record<string, string> = {
  matched: 'resources.dues.entries.reasons.matched',
  waived: 'resources.dues.entries.reasons.waived',
  maximum: 'resources.dues.entries.reasons.maximum',
};

/**
 * A refused match (`PUT /Dues/entries/{id}/match`) or ignore in words: 409 `matched` (the credit has
 * a payment already), 409 `waived` (the request takes no payment), 400 `maximum`, 404 (the credit or
 * the request is gone); else the unexpected-error text.
 */
export const matchRefusal = (error: unknown): string => {
  const body = bodyOf(error);
  const known = typeof body?.reason === 'string' ? MATCH_REASONS[body.reason] : undefined;
  if (known) return known;
  if (error instanceof HttpError && error.status === 404) return 'resources.dues.entries.reasons.gone';
  return 'app.errors.unexpected';
};

/** An IBAN as printed, in groups of four (BE71 0961 2345 6769); '' for none. */
export const shownIban = (iban: string | null): string => (iban ? (friendlyFormatIBAN(iban) ?? iban) : '');

/** A bank statement format (camt.053, coda). */
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A statement format by its standard's name: camt.053, CODA. */
export const formatName = (format: StatementFormat): string => (format === 'coda' ? 'CODA' : format);

/** The page of a payment request. */
export const requestPath = (id: number) => `/dues/${id}/show`;

/** The credits of the booked statements in one state (the list's filter), by their address. */
export const entriesPath = (state: 'unmatched' | 'matched' | 'ignored') =>
  `/dues/entries?${new URLSearchParams({ filter: JSON.stringify({ state }) })}`;
