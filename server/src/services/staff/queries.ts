/**
 * Reading staff accounts (docs/api/staff.md): the paged list by name, searched over name and e-mail,
 * and one account. A row never carries the password hash, the second-factor secret or recovery codes.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { ACCENTED, PLAIN } from '../../db/schema/columns';
import type { StaffAccount, StaffListRequest } from '../../schemas/staff';
import { countUpTo, pagedResult } from '../lists';
import { allWordsIn } from '../text/searchWords';
import { openLinkExpiry } from './links';

type Row = typeof staffAccounts.$inferSelect;

/** An account row as the wire shows it; `linkExpiry` is {@link openLinkExpiry}'s answer. */
function wireAccount(row: Row, linkExpiry: Date | null): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isActive: row.disabledOn === null,
    hasPassword: row.passwordHash !== null,
    secondFactor: row.totpEnabledOn !== null,
    lastSignIn: row.lastSignIn?.toISOString() ?? null,
    passwordChangedOn: row.passwordChangedOn?.toISOString() ?? null,
    passwordLinkValidUntil: linkExpiry?.toISOString() ?? null,
  };
}

/** One page of accounts by name (then id); `total` as every paged list counts it (services/lists.ts). */
export async function listStaff(db: Database, request: StaffListRequest) {
  const haystack = sql`translate(lower(${staffAccounts.name} || ' ' || ${staffAccounts.email}), ${ACCENTED}, ${PLAIN})`;
  const where = allWordsIn(haystack, request.searchString);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(staffAccounts)
      .where(where)
      .orderBy(asc(sql`lower(${staffAccounts.name})`), asc(staffAccounts.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countUpTo(db, db.select({ id: staffAccounts.id }).from(staffAccounts).where(where).$dynamic(), request),
  ]);
  const items: StaffAccount[] = [];
  for (const row of rows) items.push(wireAccount(row, await openLinkExpiry(db, row.id)));
  return pagedResult('staff', request, total, items);
}

/** Account `id` as the wire shows it, or undefined when there is none. */
export async function getStaff(db: Database | Transaction, id: number): Promise<StaffAccount | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row && wireAccount(row, await openLinkExpiry(db, id));
}

/** Whether an active account has the role `beheerder` (one who can manage the others). */
export async function hasActiveBeheerder(db: Database): Promise<boolean> {
  const count = await db.$count(
    staffAccounts,
    and(eq(staffAccounts.role, 'beheerder'), isNull(staffAccounts.disabledOn)),
  );
  return count > 0;
}
