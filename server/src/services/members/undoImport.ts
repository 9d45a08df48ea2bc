/**
 * The undo of a persisted member import (docs/api/history.md "Undo of an import"): every field the
 * import changed goes back to its old value unless it was changed again since (then it is a conflict
 * and stays); members the import created are removed when nothing refers to them, else deactivated.
 * Preview first; persisted, all of it in one transaction, itself in the history (`undoImport`).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  addresses,
  adverts,
  boardMembers,
  history,
  memberImports,
  members,
  orders,
  vendors,
} from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import type { MemberImportRun, UndoResult } from '../../schemas/memberImport';
import { type Actor, changedFields, type HistoryEntry, writeHistory } from '../history/record';
import { valuesSnapshot } from '../history/snapshots';
import { forgetNotificationRecord } from '../notifications';
import { fullName } from '../people/names';
import { loadMembers, type StoredMember, updateMember } from './store';
import { EMPTY_ADDRESS, type MemberValues } from './values';

/** Past persisted imports, newest first (`GET /Members/imports`). */
export async function listImports(db: Database): Promise<MemberImportRun[]> {
  const rows = await db.select().from(memberImports).orderBy(desc(memberImports.at), desc(memberImports.id));
  return rows.map(({ actorSub, actorEmail, at, undoneAt, ...row }) => ({
    ...row,
    at: at.toISOString(),
    actor: { sub: actorSub, email: actorEmail },
    undoneAt: undoneAt?.toISOString() ?? null,
  }));
}

/** `values` with the dotted `field` set to `value` (a missing address is started empty). */
function withField(values: MemberValues, field: string, value: unknown): MemberValues {
  const copy = structuredClone(values) as unknown as Record<string, Record<string, unknown> | null>;
  const [outer, inner] = field.split('.');
  if (inner === undefined) (copy as Record<string, unknown>)[outer] = value;
  else {
    copy[outer] ??= { ...EMPTY_ADDRESS };
    (copy[outer] as Record<string, unknown>)[inner] = value;
  }
  return copy as unknown as MemberValues;
}

/** Whether any advert, order, vendor entry or board seat refers to member `id`. */
async function isReferredTo(tx: Transaction, id: number): Promise<boolean> {
  for (const table of [adverts, orders, vendors, boardMembers]) {
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.memberId, id)).limit(1);
    if (row) return true;
  }
  return false;
}

/** Removes member `id` and their address; their notifications stay without a link. */
async function removeMember(tx: Transaction, stored: StoredMember) {
  await forgetNotificationRecord(tx, 'members', stored.id);
  await tx.delete(members).where(eq(members.id, stored.id));
  if (stored.address) await tx.delete(addresses).where(eq(addresses.id, stored.address.id));
}

/**
 * Previews (`persist` false) or performs the undo of import `importId` as `actor`. Throws ApiError 404
 * for an unknown import and 409 (reason `alreadyUndone`) for one undone before.
 */
export function undoImport(
  db: Database,
  importId: number,
  persist: boolean,
  actor: Actor,
): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(memberImports).where(eq(memberImports.id, importId));
    if (!run) throw notFound('import', importId);
    if (run.undoneAt)
      throw new ApiError(
        409,
        `Import ${importId} was undone on ${run.undoneAt.toISOString()}.`,
        'id',
        'alreadyUndone',
      );
    const entries = await tx
      .select()
      .from(history)
      .where(and(eq(history.importId, importId), eq(history.action, 'import')));
    const stored = new Map(
      (
        await loadMembers(
          tx,
          entries.map((e) => e.recordId),
        )
      ).map((m) => [m.id, m]),
    );
    const result: UndoResult = {
      statusCode: 200,
      isSuccess: true,
      error: null,
      persisted: persist,
      restored: [],
      deactivated: [],
      removed: [],
      conflicts: [],
    };
    const written: HistoryEntry[] = [];
    for (const entry of entries) {
      const member = stored.get(entry.recordId);
      if (!member) continue; // removed since, by an earlier path: nothing to undo
      const who = { id: member.id, tribeNumber: member.values.tribeNumber, name: fullName(member.values) };
      const current = valuesSnapshot(member.values);
      let after = member.values;
      const created = entry.changes.some((c) => c.field === 'tribeNumber' && c.old === null);
      if (created) {
        if (!(await isReferredTo(tx, member.id))) {
          result.removed.push(who);
          if (persist) await removeMember(tx, member);
          written.push({
            resource: 'members',
            recordId: member.id,
            action: 'undoImport',
            importId,
            changes: changedFields(current, undefined),
          });
          continue;
        }
        if (member.values.isActive) {
          result.deactivated.push(who);
          after = { ...after, isActive: false };
        }
      } else {
        const fields: UndoResult['restored'][number]['fields'] = [];
        for (const change of entry.changes) {
          const now = current[change.field] ?? null;
          if (JSON.stringify(now) === JSON.stringify(change.new)) {
            fields.push({ field: change.field, from: change.new, to: change.old });
            after = withField(after, change.field, change.old);
          } else result.conflicts.push({ ...who, field: change.field, imported: change.new, current: now });
        }
        if (fields.length > 0) result.restored.push({ ...who, fields });
      }
      if (after === member.values) continue;
      if (persist) await updateMember(tx, member, after);
      written.push({
        resource: 'members',
        recordId: member.id,
        action: 'undoImport',
        importId,
        changes: changedFields(current, valuesSnapshot(after)),
      });
    }
    if (persist) {
      await writeHistory(tx, actor, written);
      await tx.update(memberImports).set({ undoneAt: new Date() }).where(eq(memberImports.id, importId));
    }
    return result;
  });
}
