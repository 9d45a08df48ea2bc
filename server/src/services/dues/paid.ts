/**
 * Whether a member is in order with a year's dues (issue K "Rings for paid-up members",
 * docs/api/dues.md): the federations hand out leg rings only to members whose dues are paid.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { dues, duesMembers, members, membershipFees, membershipKinds } from '../../db/schema';

/**
 * SQL, true / false / null, of member `memberId` and the dues of `year`:
 * - null when the year has no payment requests at all (no dues run: nothing to tell);
 * - true when the member's request of the year is paid (all of it) or waived, or the member has no
 *   request and their kind's fee of the year is 0 (an honorary member);
 * - false otherwise: asked and not (fully) paid, or not asked though their kind has a fee.
 */
export const duesPaidSql = (memberId: AnyColumn | SQL, year: AnyColumn | SQL): SQL<boolean | null> => sql<
  boolean | null
>`(case
  when not exists (select 1 from ${dues} where ${dues.year} = ${year}) then null
  when exists (select 1 from ${duesMembers} dm join ${dues} d on d.id = dm.dues_id
    where dm.member_id = ${memberId} and dm.year = ${year}) then exists (
      select 1 from ${duesMembers} dm join ${dues} d on d.id = dm.dues_id
      where dm.member_id = ${memberId} and dm.year = ${year}
        and (d.waived_on is not null or d.paid_cents >= d.amount_cents))
  else coalesce((select f.amount_cents = 0 from ${membershipFees} f
    where f.year = ${year} and f.kind_id = coalesce(
      (select m.membership_kind_id from ${members} m where m.id = ${memberId}),
      (select k.id from ${membershipKinds} k where k.is_default limit 1))), false)
  end)`;
