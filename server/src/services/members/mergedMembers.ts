/**
 * Where merged members went (docs/api/members.md "Merging members"): the member a merged one lives on
 * in, and the members merged into one, read from the merges that stand (not undone).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { memberMerges } from '../../db/schema';

/**
 * The member a merged member `id` went into, following later merges to the member that exists now;
 * undefined when `id` was not merged (or its merge was undone).
 */
export async function mergedInto(db: Database | Transaction, id: number): Promise<number | undefined> {
  let current = id;
  for (let step = 0; step < 20; step++) {
    const [merge] = await db
      .select({ keepId: memberMerges.keepId })
      .from(memberMerges)
      .where(and(eq(memberMerges.mergeId, current), isNull(memberMerges.undoneAt)))
      .orderBy(desc(memberMerges.at), desc(memberMerges.id))
      .limit(1);
    if (!merge) return current === id ? undefined : current;
    current = merge.keepId;
  }
  return current;
}

/**
 * The ids of the members merged (and not undone) into member `id`, and into those, all the way down:
 * their histories show under `id`.
 */
export async function mergedMemberIds(db: Database | Transaction, id: number): Promise<number[]> {
  const found: number[] = [];
  let wave = [id];
  while (wave.length > 0 && found.length < 1000) {
    const next: number[] = [];
    for (const keepId of wave) {
      const rows = await db
        .select({ mergeId: memberMerges.mergeId })
        .from(memberMerges)
        .where(and(eq(memberMerges.keepId, keepId), isNull(memberMerges.undoneAt)));
      next.push(...rows.map((row) => row.mergeId).filter((other) => !found.includes(other) && other !== id));
    }
    found.push(...next);
    wave = next;
  }
  return found;
}
