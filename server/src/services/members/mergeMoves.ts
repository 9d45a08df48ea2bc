/**
 * What a merge moves from the merged member to the kept one, and back at its undo (docs/api/members.md
 * "Merging members"): adverts, ring orders, the vendor entry and board seats by their member id; the
 * lines of payment requests (moved, or detached for a year both were asked for); the notifications
 * about the merged member.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  adverts,
  boardMembers,
  duesMembers,
  NOTIFICATION_RESOURCES,
  NOTIFICATION_TYPES,
  notifications,
  orders,
  vendors,
} from '../../db/schema';
import type { MergeMoves } from '../../schemas/memberMerge';

/** The tables whose rows belong to one member through `memberId`, by the name the undo record uses. */
export const OWNED = { adverts, orders, vendors, boardSeats: boardMembers } as const;
export type OwnedKind = keyof typeof OWNED;
export const OWNED_KINDS = Object.keys(OWNED) as OwnedKind[];

/** A line of a payment request: the request and the year (with the member, unique). */
export interface DuesLine {
  duesId: number;
  year: number;
  tribeNumber: string;
}

/** The ids (and dues lines) a merge moved, as the merge row's `undo.moved` keeps them. */
export interface Moved {
  adverts: number[];
  orders: number[];
  vendors: number[];
  boardSeats: number[];
  dues: DuesLine[];
  duesDetached: DuesLine[];
  notifications: number[];
}

/** The notifications about a member (NOTIFICATION_RESOURCES names their record a member). */
const MEMBER_NOTIFICATIONS = inArray(
  notifications.type,
  NOTIFICATION_TYPES.filter((type) => NOTIFICATION_RESOURCES[type] === 'members'),
);

/** What would move from member `mergeId` to member `keepId` (nothing is written). */
export async function movesOf(tx: Transaction, keepId: number, mergeId: number): Promise<Moved> {
  const moved = {} as Moved;
  for (const kind of OWNED_KINDS) {
    const table = OWNED[kind];
    const rows = await tx.select({ id: table.id }).from(table).where(eq(table.memberId, mergeId));
    moved[kind] = rows.map((row) => row.id);
  }
  const lines = await tx
    .select({ duesId: duesMembers.duesId, year: duesMembers.year, tribeNumber: duesMembers.tribeNumber })
    .from(duesMembers)
    .where(eq(duesMembers.memberId, mergeId));
  const keptYears = new Set(
    (
      await tx.select({ year: duesMembers.year }).from(duesMembers).where(eq(duesMembers.memberId, keepId))
    ).map((row) => row.year),
  );
  moved.dues = lines.filter((line) => !keptYears.has(line.year));
  moved.duesDetached = lines.filter((line) => keptYears.has(line.year));
  const notes = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.recordId, mergeId), MEMBER_NOTIFICATIONS));
  moved.notifications = notes.map((row) => row.id);
  return moved;
}

/** The counts of `moved`; `tribeNumbers` is the merged member's stam-number holdings. */
export const countsOf = (moved: Moved, tribeNumbers: number): MergeMoves => ({
  adverts: moved.adverts.length,
  orders: moved.orders.length,
  vendor: moved.vendors.length,
  boardSeats: moved.boardSeats.length,
  dues: moved.dues.length,
  duesDetached: moved.duesDetached.length,
  notifications: moved.notifications.length,
  tribeNumbers,
});

/**
 * Gives what `moved` lists from member `from` to member `to` (`to` null: detach a line). The merge
 * calls it with (merged → kept), the undo with (kept → merged).
 */
export async function applyMoves(tx: Transaction, moved: Moved, from: number, to: number) {
  for (const kind of OWNED_KINDS) {
    const table = OWNED[kind];
    if (moved[kind].length > 0)
      await tx.update(table).set({ memberId: to }).where(inArray(table.id, moved[kind]));
  }
  for (const line of moved.dues)
    await tx
      .update(duesMembers)
      .set({ memberId: to })
      .where(
        and(
          eq(duesMembers.duesId, line.duesId),
          eq(duesMembers.year, line.year),
          eq(duesMembers.memberId, from),
        ),
      );
  if (moved.notifications.length > 0)
    await tx
      .update(notifications)
      .set({ recordId: to })
      .where(inArray(notifications.id, moved.notifications));
}

/** The request line of `line` detached from any member (at the merge: `memberId` null). */
const detachedLine = (line: DuesLine) =>
  and(
    eq(duesMembers.duesId, line.duesId),
    eq(duesMembers.year, line.year),
    eq(duesMembers.tribeNumber, line.tribeNumber),
    isNull(duesMembers.memberId),
  );

/** Detaches the merged member's lines of years the kept member was asked for too. */
export async function detachLines(tx: Transaction, lines: DuesLine[], mergeId: number) {
  for (const line of lines)
    await tx
      .update(duesMembers)
      .set({ memberId: null })
      .where(
        and(
          eq(duesMembers.duesId, line.duesId),
          eq(duesMembers.year, line.year),
          eq(duesMembers.memberId, mergeId),
        ),
      );
}

/** Gives the detached lines back to member `mergeId` (the undo). */
export async function reattachLines(tx: Transaction, lines: DuesLine[], mergeId: number) {
  for (const line of lines) await tx.update(duesMembers).set({ memberId: mergeId }).where(detachedLine(line));
}

/**
 * What of `moved` is no longer where the merge put it: a record deleted since or given to another
 * member, a request line since changed. Empty when the undo can move everything back.
 */
export async function movedSince(tx: Transaction, moved: Moved, keepId: number): Promise<string[]> {
  const lost: string[] = [];
  for (const kind of OWNED_KINDS) {
    const table = OWNED[kind];
    if (moved[kind].length === 0) continue;
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, moved[kind]), eq(table.memberId, keepId)));
    if (rows.length !== moved[kind].length) lost.push(kind);
  }
  for (const line of moved.dues) {
    const rows = await tx
      .select({ year: duesMembers.year })
      .from(duesMembers)
      .where(
        and(
          eq(duesMembers.duesId, line.duesId),
          eq(duesMembers.year, line.year),
          eq(duesMembers.memberId, keepId),
        ),
      );
    if (rows.length !== 1) lost.push('dues');
  }
  for (const line of moved.duesDetached) {
    const rows = await tx.select({ year: duesMembers.year }).from(duesMembers).where(detachedLine(line));
    if (rows.length !== 1) lost.push('dues');
  }
  return [...new Set(lost)];
}
