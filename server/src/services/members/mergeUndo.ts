/**
 * The undo of a merge (docs/api/members.md "Undo of a merge"): the merged member comes back with their
 * id, values and address, what moved goes back to them, and the kept member's fields the merge set go
 * back to their values before. Refused with 409 where later changes stand in the way. Preview first;
 * persisted, in one transaction, itself in the history (action `undoMerge`).
 */
import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, memberMerges, members } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import type { MergeField } from '../../schemas/constants';
import type { MemberMergeRun, MergeUndoResult } from '../../schemas/memberMerge';
import { type Actor, changedFields, writeHistory } from '../history/record';
import { valuesSnapshot } from '../history/snapshots';
import type { MergeUndo } from './merge';
import { movedEntries } from './merge';
import { changedSince, fieldValue, withFieldValue } from './mergeFields';
import { applyMoves, countsOf, movedSince, reattachLines } from './mergeMoves';
import { loadMembers, toValues, updateMember } from './store';

/** Past merges, newest first (`GET /Members/merges`); those kept into `memberId` when given. */
export async function listMerges(db: Database, memberId?: number): Promise<MemberMergeRun[]> {
  const rows = await db
    .select()
    .from(memberMerges)
    .where(memberId ? or(eq(memberMerges.keepId, memberId), eq(memberMerges.mergeId, memberId)) : undefined)
    .orderBy(desc(memberMerges.at), desc(memberMerges.id))
    .limit(500);
  return rows.map((row) => {
    const undo = row.undo as MergeUndo;
    return {
      id: row.id,
      at: row.at.toISOString(),
      actor: { sub: row.actorSub, email: row.actorEmail },
      keepId: row.keepId,
      mergeId: row.mergeId,
      keptName: row.keptName,
      mergedName: row.mergedName,
      moves: countsOf(undo.moved, undo.tribeNumbers),
      undoneAt: row.undoneAt?.toISOString() ?? null,
    };
  });
}

/** A row stored by merge.ts `storable` with its instants as Dates again. */
const revived = <T>(row: Record<string, unknown>, instants: string[]) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      instants.includes(key) && typeof value === 'string' ? new Date(value) : value,
    ]),
  ) as T;

const conflict = (message: string, field: string, reason: string) =>
  new ApiError(409, message, field, reason);

/**
 * Previews (`persist` false) or performs the undo of merge `mergeRunId` as `actor`. Throws ApiError
 * 404 for an unknown merge; 409 `alreadyUndone`; 409 `keptMemberGone` when the kept member no longer
 * exists; 409 `changedSince` (field: the merge field) when the kept member was changed since in a field
 * the merge set; 409 `movedSince` (field: adverts, orders, vendors, boardSeats or dues) when something
 * that moved was deleted or given to another since; 409 `tribeNumberTaken` (field tribeNumber) when
 * another member holds a stam number the undo gives back.
 */
export function undoMerge(
  db: Database,
  mergeRunId: number,
  persist: boolean,
  actor: Actor,
): Promise<MergeUndoResult> {
  return db.transaction(async (tx) => {
    // Locked: a second undo of the same merge waits, then finds it undone (409 alreadyUndone).
    const [run] = await tx.select().from(memberMerges).where(eq(memberMerges.id, mergeRunId)).for('update');
    if (!run) throw notFound('merge', mergeRunId);
    if (run.undoneAt)
      throw conflict(
        `Merge ${mergeRunId} was undone on ${run.undoneAt.toISOString()}.`,
        'id',
        'alreadyUndone',
      );
    const undo = run.undo as MergeUndo;
    const taken = undo.taken as MergeField[];
    const [kept] = await loadMembers(tx, [run.keepId]);
    if (!kept) throw conflict(`Member ${run.keepId} no longer exists.`, 'keepId', 'keptMemberGone');
    const [changed] = changedSince(kept.values, undo.keptAfter, taken);
    if (changed)
      throw conflict(`The kept member's ${changed} was changed after the merge.`, changed, 'changedSince');
    const [lost] = await movedSince(tx, undo.moved, run.keepId);
    if (lost) throw conflict(`Some ${lost} moved by the merge were changed since.`, lost, 'movedSince');
    const restored = taken.reduce(
      (values, field) => withFieldValue(values, field, fieldValue(undo.keptBefore, field)),
      kept.values,
    );
    const memberRow = revived<typeof members.$inferInsert>(undo.merged.member, [
      'lastLogin',
      'createdOn',
      'deactivatedOn',
      'addressChangedOn',
    ]);
    const [holder] = await tx
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          ne(members.id, run.keepId),
          or(eq(members.tribeNumber, memberRow.tribeNumber), eq(members.tribeNumber, restored.tribeNumber)),
        ),
      );
    if (holder)
      throw conflict(
        'Another member now holds a stam number the undo gives back.',
        'tribeNumber',
        'tribeNumberTaken',
      );
    const result: MergeUndoResult = {
      statusCode: 200,
      isSuccess: true,
      error: null,
      persisted: persist,
      keepId: run.keepId,
      mergeId: run.mergeId,
      mergedName: run.mergedName,
      restored: taken,
      moves: countsOf(undo.moved, undo.tribeNumbers),
    };
    if (!persist) return result;

    await updateMember(tx, kept, restored);
    const address = undo.merged.address as typeof addresses.$inferInsert | null;
    if (address) await tx.insert(addresses).values(address);
    await tx.insert(members).values(memberRow);
    await applyMoves(tx, undo.moved, run.keepId, run.mergeId);
    await reattachLines(tx, undo.moved.duesDetached, run.mergeId);
    await tx.update(memberMerges).set({ undoneAt: new Date() }).where(eq(memberMerges.id, mergeRunId));
    const mergedValues = toValues(memberRow as typeof members.$inferSelect, (address ?? null) as never);
    await writeHistory(tx, actor, [
      {
        resource: 'members',
        recordId: run.keepId,
        action: 'undoMerge',
        changes: [
          { field: 'mergedMember', old: run.mergeId, new: null },
          ...changedFields(valuesSnapshot(kept.values), valuesSnapshot(restored)),
        ],
      },
      {
        resource: 'members',
        recordId: run.mergeId,
        action: 'undoMerge',
        changes: [
          { field: 'mergedInto', old: run.keepId, new: null },
          ...changedFields(undefined, valuesSnapshot(mergedValues)),
        ],
      },
      ...movedEntries(undo.moved, run.keepId, run.mergeId, 'undoMerge'),
    ]);
    return result;
  });
}
