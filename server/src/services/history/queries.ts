/** Reading the history (docs/api/history.md): newest first, one record's or the whole club's. */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { history } from '../../db/schema';
import { ApiError } from '../../errors';
import type { HistoryEntry, HistoryQuery } from '../../schemas/history';
import { dayRange } from '../clubCalendar';
import { countUpTo, pagedResult } from '../lists';
import { mergedMemberIds } from '../members/mergedMembers';
import { type RecordRef, recordNames, referenceOf, refKey } from './names';

/**
 * One page of entries (paged result with `history`), newest first: one record's (`resource` and
 * `id`; a member's with those merged into them), or one kind of record's (`resource` alone), or all. Without `staff` the staff accounts'
 * entries are left out (only who may read the staff accounts sees their changes). Throws ApiError 400
 * (field `resource`, reason `required`) for an `id` without its `resource`.
 */
export async function listHistory(db: Database, query: HistoryQuery, { staff = true } = {}) {
  if (query.id !== undefined && query.resource === undefined)
    throw new ApiError(400, "'id' needs its 'resource'.", 'resource', 'required');
  // A member's history holds the histories of the members merged into them (docs/api/members.md).
  const merged = query.id && query.resource === 'members' ? await mergedMemberIds(db, query.id) : [];
  const where = and(
    staff ? undefined : ne(history.resource, 'staff'),
    query.resource ? eq(history.resource, query.resource) : undefined,
    query.id ? inArray(history.recordId, [query.id, ...merged]) : undefined,
    query.actor ? eq(history.actorSub, query.actor) : undefined,
    dayRange(history.at, query.from, query.to),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(history)
      .where(where)
      .orderBy(desc(history.at), desc(history.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countUpTo(db, db.select({ id: history.id }).from(history).where(where).$dynamic(), query),
  ]);
  const pageRows = rows.map((row) => {
    const resource = row.resource as HistoryEntry['resource'];
    const type = row.changes.find((change) => change.field === 'type');
    // Each changed value that is another record's id, with the record it names.
    const changes = row.changes.map((change) => ({
      change,
      old: referenceOf(resource, change.field, change.old, type?.old ?? type?.new),
      new: referenceOf(resource, change.field, change.new, type?.new ?? type?.old),
    }));
    return { row, resource, changes };
  });
  const refs = pageRows.flatMap(({ row, resource, changes }) => [
    { resource, id: row.recordId },
    ...changes.flatMap((change) =>
      [change.old, change.new].filter((ref): ref is RecordRef => ref !== undefined),
    ),
  ]);
  const names = await recordNames(db, refs);
  const nameOf = (ref: RecordRef | undefined) => (ref ? { name: names.get(refKey(ref)) ?? null } : undefined);
  const entries: HistoryEntry[] = pageRows.map(({ row, resource, changes }) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { sub: row.actorSub, email: row.actorEmail },
    action: row.action,
    resource,
    recordId: row.recordId,
    name: names.get(refKey({ resource, id: row.recordId })) ?? null,
    changes: changes.map(({ change, old, new: next }) => {
      const [oldName, newName] = [nameOf(old), nameOf(next)];
      return {
        ...change,
        ...(oldName && { oldName: oldName.name }),
        ...(newName && { newName: newName.name }),
      };
    }),
  }));
  return pagedResult('history', query, total, entries);
}
