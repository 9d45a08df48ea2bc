/**
 * The federations' rule for stam numbers (docs/api/history.md "Stam numbers"): a number goes to
 * another member only `reuseYears` after its last holder left or changed number. The holders come from
 * the history: an entry whose `tribeNumber` change has the number as `old` ended a holding — at the
 * change, or earlier when the holder was already inactive then (left at their deactivation).
 */
import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { type FieldChange, history, members } from '../../db/schema';
import { ApiError } from '../../errors';
import type { TribeNumberHolding } from '../../schemas/members';
import { clubDay } from '../clubCalendar';
import { fullName } from '../people/names';
import { mergedMemberIds } from './mergedMembers';

/** A stam number not yet free: who held it last, and the first day (yyyy-MM-dd) it may be given again. */
export interface FormerHolder {
  tribeNumber: string;
  memberId: number;
  name: string;
  freeFrom: string;
}

type Reader = Database | Transaction;

/**
 * The first day (yyyy-MM-dd, Brussels) a number given up at `givenUp` may be given again, `reuseYears`
 * later.
 */
const freeFromDay = (givenUp: Date, reuseYears: number) => {
  const free = new Date(givenUp);
  free.setFullYear(free.getFullYear() + reuseYears);
  return clubDay(free);
};

/** The `tribeNumber` change among an entry's `changes`, if any. */
const tribeNumberChange = (changes: FieldChange[]) =>
  changes.find((change) => change.field === 'tribeNumber');

/**
 * The history entries that may end a holding: for each member its latest `isActive` change at or
 * before the entry (an alias of `history`, read laterally for every entry of the outer query).
 */
const activeChange = alias(history, 'active_change');

/**
 * The numbers of `tribeNumbers` (all when absent) that a member other than `exceptId` gave up less than
 * `reuseYears` ago, by number (the latest holding when there were several).
 */
export async function numbersNotYetFree(
  db: Reader,
  reuseYears: number,
  tribeNumbers?: string[],
  exceptId?: number,
): Promise<Map<string, FormerHolder>> {
  const found = new Map<string, FormerHolder>();
  if (reuseYears === 0 || tribeNumbers?.length === 0) return found;
  const given = tribeNumbers && new Set(tribeNumbers);
  const since = new Date();
  since.setFullYear(since.getFullYear() - reuseYears);
  // The latest isActive change at or before each entry, in the same query: was the holder inactive
  // then, they gave the number up at their deactivation (docs/api/history.md "Stam numbers").
  const lastActiveChange = db
    .select({
      at: activeChange.at,
      departed: sql<boolean>`${activeChange.changes} @> '[{"field":"isActive","new":false}]'`.as('departed'),
    })
    .from(activeChange)
    .where(
      and(
        sql`${activeChange.resource} = 'members'`,
        eq(activeChange.recordId, history.recordId),
        lte(activeChange.at, history.at),
        sql`${activeChange.changes} @> '[{"field":"isActive"}]'`,
      ),
    )
    .orderBy(desc(activeChange.at), desc(activeChange.id))
    .limit(1)
    .as('last_active_change');
  const ended = await db
    .select({
      memberId: history.recordId,
      at: history.at,
      changes: history.changes,
      departedAt: lastActiveChange.at,
      departed: lastActiveChange.departed,
    })
    .from(history)
    .leftJoinLateral(lastActiveChange, sql`true`)
    .where(
      and(
        // A literal, so the partial index of db/indexes.ts applies.
        sql`${history.resource} = 'members'`,
        // An undone import never gave its members their numbers.
        ne(history.action, 'undoImport'),
        gt(history.at, since),
        sql`${history.changes} @> '[{"field":"tribeNumber"}]'`,
        tribeNumbers && tribeNumbers.length <= 20
          ? sql`(${sql.join(
              tribeNumbers.map(
                (n) =>
                  sql`${history.changes} @> ${JSON.stringify([{ field: 'tribeNumber', old: n }])}::jsonb`,
              ),
              sql` or `,
            )})`
          : undefined,
      ),
    );
  const today = clubDay(new Date());
  for (const entry of ended) {
    const number = tribeNumberChange(entry.changes)?.old;
    if (typeof number !== 'string' || entry.memberId === exceptId || (given && !given.has(number))) continue;
    // Inactive when the number changed: they gave it up at their deactivation.
    const freeFrom = freeFromDay(
      entry.departed && entry.departedAt ? entry.departedAt : entry.at,
      reuseYears,
    );
    if (freeFrom <= today) continue;
    const known = found.get(number);
    if (!known || known.freeFrom < freeFrom)
      found.set(number, { tribeNumber: number, memberId: entry.memberId, name: '', freeFrom });
  }
  if (found.size > 0) {
    const names = await db
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(inArray(members.id, [...new Set([...found.values()].map((h) => h.memberId))]));
    for (const holder of found.values())
      holder.name = fullName(names.find((n) => n.id === holder.memberId) ?? { firstName: '', lastName: '' });
  }
  return found;
}

/** ApiError 409 `tribeNumberNotYetFree`, naming the former holder and the day the number is free. */
export const notYetFree = (holder: FormerHolder) =>
  new ApiError(
    409,
    `Stam number ${holder.tribeNumber} was held by ${holder.name}; it may be given again from ${holder.freeFrom}.`,
    'tribeNumber',
    'tribeNumberNotYetFree',
    { formerHolder: { id: holder.memberId, name: holder.name }, freeFrom: holder.freeFrom },
  );

/**
 * Throws ApiError 409 `tribeNumberTaken` when a member other than `exceptId` holds `tribeNumber` now,
 * naming them in `holder` (`{id, name, inactiveSince}`, the day of their deactivation or null while
 * active). An inactive holder keeps the number until given another; `freeFrom` then says the first day
 * (yyyy-MM-dd) it may go to someone else: `reuseYears` after their deactivation (docs/api/history.md
 * "Reuse of a number").
 */
export async function assertTribeNumberFree(
  db: Reader,
  reuseYears: number,
  tribeNumber: string,
  exceptId?: number,
) {
  const [holder] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      isActive: members.isActive,
      deactivatedOn: members.deactivatedOn,
    })
    .from(members)
    .where(eq(members.tribeNumber, tribeNumber));
  if (!holder || holder.id === exceptId) return;
  const name = fullName(holder);
  const left = !holder.isActive && holder.deactivatedOn ? holder.deactivatedOn : null;
  const inactiveSince = left && clubDay(left);
  const freeFrom = left && freeFromDay(left, reuseYears);
  const since = holder.isActive ? '' : inactiveSince ? `, inactive since ${inactiveSince}` : ', inactive';
  const free = freeFrom ? ` It may be given again from ${freeFrom}, once ${name} has another number.` : '';
  throw new ApiError(
    409,
    `Stam number ${tribeNumber} is held by ${name}${since}.${free}`,
    'tribeNumber',
    'tribeNumberTaken',
    { holder: { id: holder.id, name, inactiveSince }, ...(freeFrom && { freeFrom }) },
  );
}

/**
 * Throws {@link notYetFree} when `tribeNumber` was given up by a member other than `memberId` less
 * than `reuseYears` ago.
 */
export async function assertTribeNumberReusable(
  db: Reader,
  reuseYears: number,
  tribeNumber: string,
  memberId?: number,
) {
  const holder = (await numbersNotYetFree(db, reuseYears, [tribeNumber], memberId)).get(tribeNumber);
  if (holder) throw notYetFree(holder);
}

/** A member's history entry as {@link holdingsOf} reads it: when, and the fields it changed. */
interface MemberEntry {
  at: Date;
  changes: FieldChange[];
}

/**
 * The stam numbers a member held, oldest first, from their history `entries` (oldest first; those
 * without a `tribeNumber` change are passed over). An entry whose change has `old` null (creation,
 * import) starts the first holding at its `at`; each change ends the open holding and starts the next
 * — an `undoImport` that puts a number back too. A first change from a number the history never gave
 * (a member from before the history) starts with that number held `from` null. Without any change, the
 * member holds `current` with `from` and `to` null. Instants as ISO 8601 in UTC.
 */
export function holdingsOf(entries: MemberEntry[], current: string): TribeNumberHolding[] {
  const held: TribeNumberHolding[] = [];
  for (const entry of entries) {
    const change = tribeNumberChange(entry.changes);
    if (!change) continue;
    const at = entry.at.toISOString();
    const open = held.at(-1);
    if (open && open.to === null) open.to = at;
    else if (typeof change.old === 'string') held.push({ tribeNumber: change.old, from: null, to: at });
    if (typeof change.new === 'string') held.push({ tribeNumber: change.new, from: at, to: null });
  }
  return held.length > 0 ? held : [{ tribeNumber: current, from: null, to: null }];
}

/**
 * The stam numbers member `memberId` held, oldest first (`GET /Members/{id}/tribeNumbers`,
 * docs/api/history.md "Stam numbers"), as {@link holdingsOf} derives them from the member's history;
 * undefined for an unknown member.
 */
export async function tribeNumberHoldings(
  db: Reader,
  memberId: number,
): Promise<TribeNumberHolding[] | undefined> {
  const [member] = await db
    .select({ tribeNumber: members.tribeNumber })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return undefined;
  const own = holdingsOf(await numberEntries(db, memberId), member.tribeNumber);
  // The holdings of members merged into this one are theirs too (docs/api/members.md "Merging members").
  const merged: TribeNumberHolding[] = [];
  for (const id of await mergedMemberIds(db, memberId))
    merged.push(...holdingsOf(await numberEntries(db, id), ''));
  if (merged.length === 0) return own;
  return [...own, ...merged.filter((h) => h.tribeNumber !== '')].sort((a, b) =>
    (a.from ?? '').localeCompare(b.from ?? ''),
  );
}

/** A member's history entries that change their stam number, oldest first. */
function numberEntries(db: Reader, memberId: number) {
  return db
    .select({ at: history.at, changes: history.changes })
    .from(history)
    .where(
      and(
        sql`${history.resource} = 'members'`,
        eq(history.recordId, memberId),
        sql`${history.changes} @> '[{"field":"tribeNumber"}]'`,
      ),
    )
    .orderBy(asc(history.at), asc(history.id));
}
