/**
 * Changing members through the API (docs/api.md "Members"): create, update, deactivate — each one
 * transaction with its notifications. Throws ApiError 400 (unknown country; postcode, phone number or
 * website refused by checks.ts), 404 (unknown id) and
 * 409 (tribe number taken, also when a concurrent request wins the race).
 */

import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database, Transaction } from '../../db/client';
import { membershipKinds } from '../../db/schema';
import { transactionWithConflict } from '../../db/transaction';
import { ApiError, notFound, orNotFound } from '../../errors';
import type { MemberBulkRequest, MemberPayload as MemberPayloadSchema } from '../../schemas/members';
import { askJoiningMembers } from '../dues/run';
import type { Actor } from '../history/record';
import { assertValidMember, countryCodeOf } from './checks';
import { getMember } from './queries';
import {
  assertCountriesExist,
  insertMembers,
  loadMembers,
  type MemberFlags,
  updateMember,
  updateMembersFlags,
} from './store';
import { assertTribeNumberFree, assertTribeNumberReusable } from './tribeNumbers';
import { type MemberValues, normalise } from './values';

/** The wire payload of POST/PUT /Members (countryId inside address; isActive optional). */
type MemberPayload = Static<typeof MemberPayloadSchema>;

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

/** 400 `unknownKind` when `kindId` names no kind of membership (null: the default kind). */
async function assertKindExists(tx: Transaction, kindId: number | null) {
  if (kindId === null) return;
  const [kind] = await tx
    .select({ id: membershipKinds.id })
    .from(membershipKinds)
    .where(eq(membershipKinds.id, kindId));
  if (!kind)
    throw new ApiError(400, `Unknown kind of membership: ${kindId}`, 'membershipKindId', 'unknownKind');
}

/**
 * Normalised and checked values of a payload, with `isActive`, `receivesRevue`, the kind and the language as
 * decided by the caller (the payload's own, or the default); 400 on an unknown country or a refused value.
 */
async function checkedValues(
  tx: Transaction,
  payload: MemberPayload,
  flags: Pick<MemberValues, 'isActive' | 'receivesRevue' | 'membershipKindId' | 'language'>,
) {
  const values = normalise({ ...payload, ...flags });
  await assertCountriesExist(tx, [values.address?.countryId]);
  await assertKindExists(tx, values.membershipKindId);
  return assertValidMember(values, await countryCodeOf(tx, values.address?.countryId));
}

/**
 * `POST /Members`: the new member's detail. A number another member holds is 409 `tribeNumberTaken`
 * naming them (an inactive one with the day the number is free); `reuseYears`: TRIBE_NUMBER_REUSE_YEARS
 * — a number given up by another member more recently is 409 `tribeNumberNotYetFree` (tribeNumbers.ts).
 * A new active member is asked the dues of this year and later years that have requests already
 * (dues/run.ts `askJoiningMembers`, history by `actor`), in the same transaction.
 */
export function createMember(db: Database, payload: MemberPayload, reuseYears: number, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const values = await checkedValues(tx, payload, {
      isActive: payload.isActive ?? true,
      receivesRevue: payload.receivesRevue ?? true,
      membershipKindId: payload.membershipKindId ?? null,
      language: payload.language ?? 'nl',
    });
    await assertTribeNumberFree(tx, reuseYears, values.tribeNumber);
    await assertTribeNumberReusable(tx, reuseYears, values.tribeNumber);
    const [id] = await insertMembers(tx, [values]);
    if (values.isActive) await askJoiningMembers(tx, actor, [id]);
    return detail(tx, id);
  });
}

/**
 * `PUT /Members/{id}`: the member's detail after the update; a new stam number as for createMember. A
 * member made active again is asked the dues as a new member is (createMember).
 */
export function updateMemberById(
  db: Database,
  id: number,
  payload: MemberPayload,
  reuseYears: number,
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    const [stored] = await loadMembers(tx, [id]);
    if (!stored) throw notFound('member', id);
    const values = await checkedValues(tx, payload, {
      isActive: payload.isActive ?? stored.values.isActive,
      receivesRevue: payload.receivesRevue ?? stored.values.receivesRevue,
      membershipKindId:
        payload.membershipKindId === undefined ? stored.values.membershipKindId : payload.membershipKindId,
      language: payload.language ?? stored.values.language,
    });
    await assertTribeNumberFree(tx, reuseYears, values.tribeNumber, id);
    if (values.tribeNumber !== stored.values.tribeNumber)
      await assertTribeNumberReusable(tx, reuseYears, values.tribeNumber, id);
    await updateMember(tx, stored, values);
    if (!stored.values.isActive && values.isActive) await askJoiningMembers(tx, actor, [id]);
    return detail(tx, id);
  });
}

/** The fields a bulk edit sets (`PUT /Members/bulk` `changes`). */
type BulkChanges = MemberBulkRequest['changes'];

/**
 * `PUT /Members/bulk` (docs/api/members.md "Bulk edit"): sets `changes` on every member of `ids`, all or
 * none, in one transaction, as a single update of each would (store.ts updateMembersFlags: the same
 * deactivation times and notifications as updateMember, in a few statements); members made active are asked the dues as createMember asks a new one (history by
 * `actor`). A member that already has the values is left as it is. Answers the ids, each once. Throws
 * ApiError 400 `noChange` when `changes` names no field, 400 `unknownKind` for an unknown kind, 404
 * naming the ids that are no member.
 */
export function updateMembersInBulk(db: Database, ids: number[], changes: BulkChanges, actor: Actor) {
  const unique = [...new Set(ids)];
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as MemberFlags;
  return inTransaction(db, async (tx) => {
    if (Object.keys(set).length === 0)
      throw new ApiError(400, 'Name at least one field to change.', 'changes', 'noChange');
    if (set.membershipKindId !== undefined) await assertKindExists(tx, set.membershipKindId);
    const stored = await loadMembers(tx, unique);
    const found = new Set(stored.map((member) => member.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) throw new ApiError(404, `No member with id ${missing.join(', ')}.`);
    const changing = stored.filter((member) =>
      Object.entries(set).some(([key, value]) => member.values[key as keyof MemberFlags] !== value),
    );
    await updateMembersFlags(tx, changing, set);
    const joining = changing.filter((member) => !member.values.isActive && set.isActive === true);
    if (joining.length > 0)
      await askJoiningMembers(
        tx,
        actor,
        joining.map((member) => member.id),
      );
    return unique;
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
