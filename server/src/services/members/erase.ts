/**
 * Erasing a member on request (GDPR art. 17; docs/privacy.md): their personal values — names, address,
 * contact — are replaced by a placeholder in the member's row, in every history entry about them and
 * in the name of their notifications and of history entries of their adverts, vendor entry and
 * orders. The stam number and the dates stay: the federation's reuse rule needs them, and they name
 * no one once the names are gone. The member is deactivated; the erasure is itself in the history.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, type FieldChange, history, members, notifications } from '../../db/schema';
import { notFound } from '../../errors';
import { type Actor, writeHistory } from '../history/record';
import { EMPTY_ADDRESS } from './values';

/** What replaces an erased value. */
export const ERASED = '[gewist]';

/** History fields that hold a member's personal data (members' own and the name their records show). */
const PERSONAL = /^(firstName|lastName|name|email|phoneNumber|mobilePhoneNumber|address(\..*)?|contact\..*)$/;

/** `changes` with every personal value that was set replaced by {@link ERASED}. */
const erased = (changes: FieldChange[]): FieldChange[] =>
  changes.map((change) =>
    PERSONAL.test(change.field)
      ? {
          field: change.field,
          old: change.old === null ? null : ERASED,
          new: change.new === null ? null : ERASED,
        }
      : change,
  );

/** Erases member `id` as `actor`. Throws ApiError 404 for an unknown member. */
export function eraseMember(db: Database, id: number, actor: Actor): Promise<void> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, id));
    if (!member) throw notFound('member', id);
    await tx
      .update(members)
      .set({
        firstName: ERASED,
        lastName: ERASED,
        email: '',
        phoneNumber: '',
        mobilePhoneNumber: '',
        fax: '',
        website: '',
        isActive: false,
      })
      .where(eq(members.id, id));
    if (member.addressId)
      await tx.update(addresses).set(EMPTY_ADDRESS).where(eq(addresses.id, member.addressId));
    const about = await tx
      .select({ id: history.id, changes: history.changes })
      .from(history)
      .where(
        sql`(${history.resource} = 'members' and ${history.recordId} = ${id})
          or (${history.resource} in ('adverts', 'vendors', 'orders')
              and ${history.changes} @> ${JSON.stringify([{ field: 'memberId', new: id }])}::jsonb)
          or (${history.resource} in ('adverts', 'vendors', 'orders')
              and ${history.changes} @> ${JSON.stringify([{ field: 'memberId', old: id }])}::jsonb)`,
      );
    for (const entry of about)
      await tx
        .update(history)
        .set({ changes: erased(entry.changes) })
        .where(eq(history.id, entry.id));
    await tx
      .update(notifications)
      .set({ name: ERASED })
      .where(
        and(
          eq(notifications.recordId, id),
          inArray(notifications.type, [
            'memberCreated',
            'memberAddressChanged',
            'memberContactChanged',
            'memberDeactivated',
            'memberBlocked',
          ]),
        ),
      );
    await writeHistory(tx, actor, [
      {
        resource: 'members',
        recordId: id,
        action: 'erase',
        changes: [{ field: 'personalData', old: null, new: ERASED }],
      },
    ]);
  });
}
