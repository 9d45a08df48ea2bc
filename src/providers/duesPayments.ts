import type { Identifier } from 'react-admin';
import { BANK_ENTRY_STATES } from '../../server/src/schemas/constants';
import type { DuesDetail } from '../../server/src/schemas/dues';
import type {
  BankEntry,
  BankEntryListRequest,
  BankStatementRun,
  HandPayment,
  StatementResult,
  StatementUndoResult,
} from '../../server/src/schemas/duesPayments';
import type { Api } from './api';
import { listRequestOf, postPagedList } from './lists';
import type { ResourceMapping } from './resourceMapping';

const entryPath = (id: Identifier) => `/Dues/entries/${encodeURIComponent(id)}`;

/**
 * The money side of the dues beyond react-admin's CRUD (docs/api/dues.md "Bank statements",
 * "Matching by hand", "Payments"); amounts in euro cents.
 */
export interface DuesPaymentCalls {
  /**
   * `PUT /Dues/statements?persist=` with the file as multipart `formFile` (camt.053 or CODA, at most
   * 10 MB): what booking it would do (false), or the booking (true).
   * @throws ApiHttpError 400 `field: formFile` with the `reason` of a refused file (tooLarge, empty,
   * unknownFormat, dtdNotAllowed, notCamt, notCoda, notEuro, severalAccounts, tooManyRows,
   * otherAccount, amountTooLarge; `limit` and `measure` with tooLarge and tooManyRows).
   */
  bookStatement: (file: File, persist: boolean) => Promise<StatementResult>;
  /** `GET /Dues/statements`: the booked statements, newest first. */
  listStatements: () => Promise<BankStatementRun[]>;
  /**
   * `POST /Dues/statements/{id}/undo?persist=`: what undoing statement `id` takes back (false), or the
   * undo (true). @throws ApiHttpError 404, 409 `alreadyUndone`.
   */
  undoStatement: (id: number, persist: boolean) => Promise<StatementUndoResult>;
  /**
   * `PUT /Dues/entries/{id}/match` with `{duesId}`: credit `id` becomes a payment of that request;
   * answers the credit. @throws ApiHttpError 404 (the credit, or `field: duesId` the request), 409
   * `matched` (it has a payment already), 409 `waived` (the request is waived), 400 `maximum`.
   */
  matchEntry: (id: Identifier, duesId: Identifier) => Promise<BankEntry>;
  /**
   * `POST /Dues/{id}/payments`: money paid by hand; answers the request with its payments.
   * @throws ApiHttpError 404, 409 `waived`, 400 `maximum` (field `amount`).
   */
  addPayment: (duesId: Identifier, payment: HandPayment) => Promise<DuesDetail>;
  /** `DELETE /Dues/payments/{id}`: takes a payment back; answers its request. @throws ApiHttpError 404. */
  deletePayment: (id: Identifier) => Promise<DuesDetail>;
}

/** Binds {@link DuesPaymentCalls} to the API. */
export const duesPaymentCalls = (api: Api): DuesPaymentCalls => ({
  bookStatement: async (file, persist) => {
    const form = new FormData();
    form.append('formFile', file);
    return (await api.send('PUT', `/Dues/statements?persist=${persist}`, form)) as StatementResult;
  },
  listStatements: () => api.getArray<BankStatementRun>('/Dues/statements'),
  undoStatement: async (id, persist) =>
    (await api.send(
      'POST',
      `/Dues/statements/${encodeURIComponent(id)}/undo?persist=${persist}`,
    )) as StatementUndoResult,
  matchEntry: async (id, duesId) =>
    (await api.send('PUT', `${entryPath(id)}/match`, { duesId: Number(duesId) })) as BankEntry,
  addPayment: async (duesId, payment) =>
    (await api.create(`/Dues/${encodeURIComponent(duesId)}/payments`, payment)) as DuesDetail,
  deletePayment: async (id) =>
    (await api.send('DELETE', `/Dues/payments/${encodeURIComponent(id)}`)) as DuesDetail,
});

/** The list filters of `POST /Dues/entries/list`: `state` when it is one of BANK_ENTRY_STATES, else absent. */
export const toEntryFilter = (
  filter: Record<string, unknown> | undefined,
): Pick<BankEntryListRequest, 'state'> => {
  const state = BANK_ENTRY_STATES.find((known) => known === filter?.state);
  return state ? { state } : {};
};

/**
 * `bankEntries` resource, the credits of the booked statements (docs/api/dues.md "Matching by hand"):
 * getList → `POST /Dues/entries/list` {pageSize, page, searchString (filter q), state}, newest booking
 * day first as the server orders; update with `data.state` `ignored` → `PUT /Dues/entries/{id}/ignore`,
 * `unmatched` → `…/unignore` (so react-admin's undoable update leaves a credit, with its undo).
 */
export const bankEntriesMapping = (api: Api): ResourceMapping => ({
  getList: (params) =>
    postPagedList<BankEntry>(api, '/Dues/entries/list', 'entries', {
      ...listRequestOf(params),
      ...toEntryFilter(params.filter),
    }),
  update: async ({ id, data }) => {
    const state = (data as Partial<BankEntry>).state;
    if (state !== 'ignored' && state !== 'unmatched')
      throw new Error(`A credit is only ignored or offered again, not made ${String(state)}`);
    const action = state === 'ignored' ? 'ignore' : 'unignore';
    return { data: (await api.send('PUT', `${entryPath(id)}/${action}`)) as BankEntry };
  },
});
