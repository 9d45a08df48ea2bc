/**
 * The fuzzed database's merges (docs/api/members.md "Merging members"): two of the seeded members
 * merged, so the list of merges and the undo of one have a merge to read.
 */
import { desc } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { members } from '../../server/src/db/schema';
import { mergeMembers } from '../../server/src/services/members/merge';

/** Merges the two newest seeded members (the newer into the older), taking the newer's e-mail. */
export async function seedAMerge(db: Database): Promise<void> {
  const [newer, older] = await db.select({ id: members.id }).from(members).orderBy(desc(members.id)).limit(2);
  await mergeMembers(db, { keepId: older.id, mergeId: newer.id, fields: { email: 'merge' } }, true, {
    sub: 'fuzz',
    email: null,
  });
}
