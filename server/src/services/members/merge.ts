/**
 * Merging two members into one (docs/api/members.md "Merging members"): `keepId` stays and takes, per
 * field, its own value or the merged member's; what belongs to the merged member moves to the kept
 * one (mergeMoves.ts); the merged member's row is deleted and kept, with what moved, in the merge's row
 * so the undo (mergeUndo.ts) can put everything back. Preview first; persisted, all of it in one
 * transaction, itself in the history (action `merge`, under both members and each moved record).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { addresses, memberMerges, members } from '../../db/schema';
import { ApiError } from '../../errors';
import type { MergeRequest, MergeResult } from '../../schemas/memberMerge';
import { type Actor, changedFields, type HistoryEntry, writeHistory } from '../history/record';
import type { HistoryResource } from '../history/snapshots';
import { valuesSnapshot } from '../history/snapshots';
import { fullName } from '../people/names';
import { mergedInto } from './mergedMembers';
import { type MergeChoice, mergedValues, takenFields } from './mergeFields';
import { applyMoves, countsOf, detachLines, type Moved, movesOf, OWNED_KINDS } from './mergeMoves';
import { loadMembers, type StoredMember, updateMember } from './store';
import { tribeNumberHoldings } from './tribeNumbers';
import type { MemberValues } from './values';

/** What a merge's row keeps for its undo: the merged member's rows, the kept member's values, what moved. */
export interface MergeUndo {
  merged: { member: Record<string, unknown>; address: Record<string, unknown> | null };
  keptBefore: MemberValues;
  keptAfter: MemberValues;
  taken: string[];
  moved: Moved;
  tribeNumbers: number;
}

/** The history resources of the moved kinds of record (board seats have no history of their own). */
const HISTORY_OF: Partial<Record<keyof Moved, HistoryResource>> = {
  adverts: 'adverts',
  orders: 'orders',
  vendors: 'vendors',
};

/** History entries for the records of `moved` whose member changed from `from` to `to`. */
export function movedEntries(moved: Moved, from: number, to: number, action: string): HistoryEntry[] {
  return OWNED_KINDS.flatMap((kind) => {
    const resource = HISTORY_OF[kind];
    if (!resource) return [];
    return moved[kind].map((recordId) => ({
      resource,
      recordId,
      action,
      changes: [{ field: 'memberId', old: from, new: to }],
    }));
  });
}

/**
 * Member `id` for a merge, or ApiError: 404 `unknownMember` (field `field`) for an unknown id, 409
 * `merged` with `mergedInto` for a member merged before.
 */
async function memberFor(tx: Transaction, id: number, field: string): Promise<StoredMember> {
  const [stored] = await loadMembers(tx, [id]);
  if (stored) return stored;
  const into = await mergedInto(tx, id);
  if (into !== undefined)
    throw new ApiError(409, `Member ${id} was merged into member ${into}.`, field, 'merged', {
      mergedInto: into,
    });
  throw new ApiError(404, `No member with id ${id}.`, field, 'unknownMember');
}

/** Dates of a row as ISO strings, so it survives jsonb. */
const storable = (row: object) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

/**
 * Previews (`persist` false) or performs the merge of `request.mergeId` into `request.keepId` as
 * `actor`. Throws ApiError 400 `sameMember` (keepId = mergeId), 404 `unknownMember`, 409 `merged`
 * (`mergedInto`) for a member merged before, 409 `bothVendors` when both have a vendor entry (remove
 * one first).
 */
export function mergeMembers(
  db: Database,
  request: MergeRequest,
  persist: boolean,
  actor: Actor,
): Promise<MergeResult> {
  const { keepId, mergeId } = request;
  const choice: MergeChoice = request.fields ?? {};
  return db.transaction(async (tx) => {
    if (keepId === mergeId)
      throw new ApiError(400, 'A member cannot be merged with themselves.', 'mergeId', 'sameMember');
    // Both rows locked first: a second merge of either waits, then finds the member gone (409 merged).
    await tx
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.id, [keepId, mergeId]))
      .for('update');
    const keep = await memberFor(tx, keepId, 'keepId');
    const merged = await memberFor(tx, mergeId, 'mergeId');
    const moved = await movesOf(tx, keepId, mergeId);
    if (moved.vendors.length > 0 && (await movesOf(tx, mergeId, keepId)).vendors.length > 0)
      throw new ApiError(
        409,
        'Both members have a vendor entry; remove one of them first.',
        'mergeId',
        'bothVendors',
      );
    const after = mergedValues(keep.values, merged.values, choice);
    const taken = takenFields(keep.values, merged.values, choice);
    const tribeNumbers = (await tribeNumberHoldings(tx, mergeId))?.length ?? 0;
    const result: MergeResult = {
      statusCode: 200,
      isSuccess: true,
      error: null,
      persisted: persist,
      id: null,
      keepId,
      mergeId,
      kept: after as MergeResult['kept'],
      changed: taken,
      moves: countsOf(moved, tribeNumbers),
    };
    if (!persist) return result;

    const [memberRow] = await tx.select().from(members).where(eq(members.id, mergeId));
    const [addressRow] = memberRow.addressId
      ? await tx.select().from(addresses).where(eq(addresses.id, memberRow.addressId))
      : [];
    await applyMoves(tx, moved, mergeId, keepId);
    await detachLines(tx, moved.duesDetached, mergeId);
    await tx.delete(members).where(eq(members.id, mergeId));
    if (addressRow) await tx.delete(addresses).where(eq(addresses.id, addressRow.id));
    await updateMember(tx, keep, after);
    const undo: MergeUndo = {
      merged: { member: storable(memberRow), address: addressRow ? storable(addressRow) : null },
      keptBefore: keep.values,
      keptAfter: after,
      taken,
      moved,
      tribeNumbers,
    };
    const [run] = await tx
      .insert(memberMerges)
      .values({
        actorSub: actor.sub,
        actorEmail: actor.email,
        keepId,
        mergeId,
        keptName: fullName(keep.values),
        mergedName: fullName(merged.values),
        fields: choice,
        undo,
      })
      .returning({ id: memberMerges.id });
    await writeHistory(tx, actor, [
      {
        resource: 'members',
        recordId: keepId,
        action: 'merge',
        changes: [
          { field: 'mergedMember', old: null, new: mergeId },
          ...changedFields(valuesSnapshot(keep.values), valuesSnapshot(after)),
        ],
      },
      {
        resource: 'members',
        recordId: mergeId,
        action: 'merge',
        changes: [
          { field: 'mergedInto', old: null, new: keepId },
          ...changedFields(valuesSnapshot(merged.values), undefined),
        ],
      },
      ...movedEntries(moved, mergeId, keepId, 'merge'),
    ]);
    return { ...result, id: run.id };
  });
}
