/**
 * Merges of two member records into one (PUT /Members/merge?persist=true, docs/api/members.md
 * "Merging members"), undone at most once. The merged member's row is deleted; `undo` holds all it
 * takes to put things back: the merged member's row and address as they were, the kept member's values
 * before and after, and the ids of what moved (services/members/merge.ts `MergeUndo`). `keepId` and
 * `mergeId` carry no foreign key: the merged member is gone while the merge stands.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';

export const memberMerges = pgTable(
  'member_merges',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    at: createdOn(),
    actorSub: text().notNull(),
    actorEmail: text(),
    keepId: integer().notNull(),
    mergeId: integer().notNull(),
    /** Both names as they were at the merge, for the list of past merges. */
    keptName: text().notNull(),
    mergedName: text().notNull(),
    /** What the kept member took from whom, as sent: `{field: 'keep' | 'merge'}`. */
    fields: jsonb().$type<Record<string, 'keep' | 'merge'>>().notNull(),
    /** What the undo needs (services/members/merge.ts `MergeUndo`). */
    undo: jsonb().$type<unknown>().notNull(),
    undoneAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.keepId), index().on(t.mergeId)],
);
