/**
 * Writing the audit trail (docs/api/history.md): {@link recorded} runs a change in one transaction and
 * writes its history entry — who, which record, the action, each changed field with its old and new
 * value — in that same transaction, so a refused or failed change leaves no entry.
 */
import type { Database, Transaction } from '../../db/client';
import { type FieldChange, history } from '../../db/schema';
import { watchedForWrites } from './sharedReads';
import { type HistoryResource, snapshotsOf } from './snapshots';

/** The staff member making a change: the access token's `sub` and, when it carries one, `email`. */
export interface Actor {
  sub: string;
  email: string | null;
}

/** What a history entry records besides the actor (docs/api/history.md "Actions"). */
export interface HistoryEntry {
  resource: HistoryResource;
  recordId: number;
  action: string;
  changes: FieldChange[];
  importId?: number;
}

/** A record's values by wire field name (`address.zipcode`), as snapshots.ts reads them. */
export type Snapshot = Record<string, unknown>;

/** The fields whose value differs between `before` and `after` (absent = null), in field order. */
export function changedFields(before: Snapshot | undefined, after: Snapshot | undefined): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, old: before?.[field] ?? null, new: after?.[field] ?? null }))
    .filter((change) => JSON.stringify(change.old) !== JSON.stringify(change.new));
}

/** The flags whose change alone names the action (an update that only hides an advert is `hide`). */
const FLAG_ACTIONS: Record<string, [onTrue: string, onFalse: string]> = {
  isActive: ['reactivate', 'deactivate'],
  isBlocked: ['block', 'unblock'],
  isVisible: ['show', 'hide'],
};

/** `update`, or the flag action when the only change is one of FLAG_ACTIONS' flags. */
export function actionOf(action: string, changes: FieldChange[]): string {
  const [only] = changes;
  if (action !== 'update' || changes.length !== 1 || !(only.field in FLAG_ACTIONS)) return action;
  return FLAG_ACTIONS[only.field][only.new ? 0 : 1];
}

/** Writes one entry per element of `entries` inside `tx` (entries without changes are skipped). */
export async function writeHistory(tx: Transaction, actor: Actor, entries: HistoryEntry[]) {
  const rows = entries
    .filter((entry) => entry.changes.length > 0)
    .map((entry) => ({ ...entry, actorSub: actor.sub, actorEmail: actor.email }));
  // In batches: one statement takes at most 65,535 parameters (8 a row here).
  for (let start = 0; start < rows.length; start += 1000)
    await tx.insert(history).values(rows.slice(start, start + 1000));
}

/**
 * Runs `work` in one transaction and records what it did to records `ids` of `resource` (without
 * `ids`, a create: to the record whose `id` work answers): each one's snapshot before and after, their changed fields,
 * the `action` (refined by {@link actionOf}) — one entry per record that changed. Returns work's
 * result; throws what work throws, and then nothing is written.
 */
export function recorded<T>(
  db: Database,
  actor: Actor,
  target: { resource: HistoryResource; action: string; ids?: number[] },
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = watchedForWrites(transaction);
    const ids = [...new Set(target.ids ?? [])];
    const before = await snapshotsOf(tx, target.resource, ids);
    // Services run in this transaction (db/transaction.ts), and their first read of the record is
    // answered from the snapshot's (sharedReads.ts).
    const result = await work(tx as unknown as Database);
    if (target.ids === undefined) {
      ids.push((result as { id: number }).id);
      before.push(undefined);
    }
    const after = await snapshotsOf(tx, target.resource, ids);
    const entries: HistoryEntry[] = [];
    for (const [index, recordId] of ids.entries()) {
      const changes = changedFields(before[index], after[index]);
      entries.push({
        resource: target.resource,
        recordId,
        action: actionOf(target.action, changes),
        changes,
      });
    }
    await writeHistory(tx, actor, entries);
    return result;
  });
}
