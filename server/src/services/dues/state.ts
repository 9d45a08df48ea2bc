/** A payment request's state (DUES_STATES, docs/api/dues.md "Requests"), which follows from its amounts. */
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DuesItem } from '../../schemas/dues';

/**
 * As SQL, the state of a request of `amount` that received `paid` (euro cents) and is waived when
 * `waivedOn` is not null: waived; else paid (all or more received), partly (some), open (nothing).
 */
export const stateSql = (paid: SQLWrapper, amount: SQLWrapper, waivedOn: SQLWrapper) => sql<
  DuesItem['status']
>`case
  when ${waivedOn} is not null then 'waived'
  when ${paid} >= ${amount} then 'paid'
  when ${paid} > 0 then 'partly'
  else 'open' end`;
