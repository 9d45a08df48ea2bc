/**
 * Changing members through the API (docs/api.md "Members"): create, update, deactivate — each one
 * transaction with its notifications. Throws ApiError 400 (unknown country), 404 (unknown id) and
 * 409 (tribe number taken, also when a concurrent request wins the race).
 */
import type { Database, Transaction } from '../../db/client';
import { transactionWithConflict } from '../../db/transaction';
import { ApiError, notFound, orNotFound } from '../../errors';
import { getMember } from './queries';
import {
  assertCountriesExist,
  assertTribeNumberFree,
  insertMembers,
  loadMembers,
  updateMember,
} from './store';
import { type MemberValues, normalise } from './values';

/** The wire payload of POST/PUT /Members (countryId inside address; isActive optional). */
export type MemberPayload = Omit<MemberValues, 'isActive'> & { isActive?: boolean };

/** One transaction; a unique violation (the tribe number) is 409 `tribeNumberTaken`. */
const inTransaction = <T>(db: Database, work: (tx: Transaction) => Promise<T>) =>
  transactionWithConflict(
    db,
    work,
    new ApiError(
      409,
      'This tribe number is already taken by another member.',
      'tribeNumber',
      'tribeNumberTaken',
    ),
  );

async function detail(tx: Transaction, id: number) {
  return orNotFound(await getMember(tx, id), 'member', id);
}

export function createMember(db: Database, payload: MemberPayload) {
  const values = normalise({ ...payload, isActive: payload.isActive ?? true });
  return inTransaction(db, async (tx) => {
    await assertCountriesExist(tx, [values.address?.countryId]);
    await assertTribeNumberFree(tx, values.tribeNumber);
    const [id] = await insertMembers(tx, [values]);
    return detail(tx, id);
  });
}

export function updateMemberById(db: Database, id: number, payload: MemberPayload) {
  return inTransaction(db, async (tx) => {
    const [stored] = await loadMembers(tx, [id]);
    if (!stored) throw notFound('member', id);
    const values = normalise({ ...payload, isActive: payload.isActive ?? stored.values.isActive });
    await assertCountriesExist(tx, [values.address?.countryId]);
    await assertTribeNumberFree(tx, values.tribeNumber, id);
    await updateMember(tx, stored, values);
    return detail(tx, id);
  });
}

/** Makes the member inactive (kept, never deleted); already inactive changes nothing. */
export function deactivateMember(db: Database, id: number) {
  return inTransaction(db, async (tx) => {
    const [stored] = await loadMembers(tx, [id]);
    if (!stored) throw notFound('member', id);
    if (stored.values.isActive) await updateMember(tx, stored, { ...stored.values, isActive: false });
  });
}
