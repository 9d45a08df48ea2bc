/**
 * Whether a member is in order with a year's dues (issue K "Rings for paid-up members",
 * docs/api/dues.md): the federations hand out leg rings only to members whose dues are paid.
 */
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { dues, duesMembers, members, membershipFees, membershipKinds } from '../../db/schema';

/**
 * SQL, true / false / null, of member `memberId` and the dues of `year`:
 * - null when the year has no payment requests at all (no dues run: nothing to tell);
 * - true when the member's request of the year is paid (all of it) or waived, or the member has no
 *   request and their kind's fee of the year is 0 (an honorary member);
 * - false otherwise: asked and not (fully) paid, or not asked though their kind has a fee (or none is
 *   set for the year).
 * `kindId` is the member's kind column when the query reads the member's row (null: the default
 * kind); without it the kind is read by `memberId`. Per member it costs an index lookup of their
 * request of the year (a member has at most one), and of their kind's fee when they have none; a
 * constant `year` (a number or a placeholder) reads "has the year requests" once per statement.
 */
export const duesPaidSql = (
  memberId: AnyColumn | SQL,
  year: AnyColumn | SQL | Placeholder | number,
  kindId: AnyColumn | SQL = sql`(select m.membership_kind_id from ${members} m where m.id = ${memberId})`,
): SQL<boolean | null> => sql<boolean | null>`(case
  when not exists (select 1 from ${dues} where ${dues.year} = ${year}) then null
  else coalesce(
    (select d.waived_on is not null or d.paid_cents >= d.amount_cents
      from ${duesMembers} dm join ${dues} d on d.id = dm.dues_id
      where dm.member_id = ${memberId} and dm.year = ${year}),
    (select f.amount_cents = 0 from ${membershipFees} f where f.year = ${year} and f.kind_id = coalesce(
      ${kindId}, (select k.id from ${membershipKinds} k where k.is_default limit 1))),
    false)
  end)`;
