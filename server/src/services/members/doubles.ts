/**
 * Likely doubles among members (docs/decisions.md "Likely doubles"; docs/api/members.md "Likely
 * doubles"): the one rule. Two members are likely the same person when their names are similar —
 * pg_trgm `similarity` of the folded "first last" names at least {@link LIKENESS_THRESHOLD}, word order
 * aside ("Jan Peeters", "Peeters Jan") — AND they share the address, the e-mail or a phone. The keys
 * compared are folded by the SQL functions `likeness_*` of migration 0016 (the one place their
 * normalisation is written) and kept in generated, indexed columns of members and addresses.
 * A key shared by more than {@link SHARED_KEY_LIMIT} members (a club address, a family's one e-mail
 * used by many) tells nobody apart and is left out of the pairs list, so it stays linear in the club.
 */
import { Param, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { rowsOf } from '../../db/wireRows';
import type { DOUBLE_ORDERS, DOUBLE_REASONS } from '../../schemas/constants';
import type { DoublePair, DoublePairsRequest, LikelyDouble } from '../../schemas/memberDoubles';
import { pagedResult } from '../lists';
import { addressLine } from '../people/address';

/** The least pg_trgm similarity of two folded names for a likely double ("Jan"/"Jef Peeters" 0.6 is not). */
export const LIKENESS_THRESHOLD = 0.62;

/** A key (address, e-mail, phone) shared by more members than this is no sign of a double. */
export const SHARED_KEY_LIMIT = 20;

/** At most this many likely doubles are named for one member being typed. */
const MAX_DOUBLES = 10;

type Reason = (typeof DOUBLE_REASONS)[number];

/** What the rule compares of a member not yet saved: names, address parts, e-mail and phones. */
export interface LikenessInput {
  firstName: string;
  lastName: string;
  street: string;
  number: string;
  box: string;
  zipcode: string;
  email: string;
  phones: string[];
}

/** A stored member likely the same as input number `input` (0-based). */
export interface FoundDouble extends LikelyDouble {
  input: number;
}

/** `values` as one array parameter of PostgreSQL type `type` (e.g. `text[]`). */
const arrayParam = (values: unknown[], type: string): SQL => sql`${new Param(values)}::${sql.raw(type)}`;

/**
 * Runs `work` in a transaction (a savepoint inside one) without JIT compilation: the planner's cost of
 * the likeness statements passes jit_above_cost though they read little by index, and compiling them
 * took PostgreSQL 1.5 s of a 1.6 s answer (docs/decisions.md "Likely doubles").
 */
function withoutJit<T>(db: Database | Transaction, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return work(tx);
  });
}

/** The reasons in their wire order, from what PostgreSQL aggregated. */
const reasonsOf = (reasons: string[]): Reason[] =>
  (['address', 'email', 'phone'] as const).filter((reason) => reasons.includes(reason));

/**
 * The stored members likely the same as each of `inputs` (members being typed, rows of an import),
 * leaving out `excludeIds[i]` for input `i` (the member itself on an edit; null for none), at most
 * {@link MAX_DOUBLES} per input, the most similar first. One statement for all inputs: each input's keys
 * are looked up in the likeness indexes, then the names compared.
 */
export async function findDoubles(
  db: Database | Transaction,
  inputs: LikenessInput[],
  excludeIds: (number | null)[] = [],
): Promise<FoundDouble[]> {
  if (inputs.length === 0) return [];
  const column = (pick: (input: LikenessInput) => string) => arrayParam(inputs.map(pick), 'text[]');
  const rows = await withoutJit(db, (tx) =>
    rowsOf<{
      input: number;
      id: number;
      name: string;
      tribeNumber: string;
      isActive: boolean;
      reasons: string[];
    }>(
      tx,
      sql`with input as (
      select (ord - 1)::int as ord, likeness_name(f, l) as name, likeness_address(s, n, b, z) as address,
        likeness_email(e) as email, likeness_phone(p1) as phone, likeness_phone(p2) as mobile, x as exclude
      from unnest(${column((i) => i.firstName)}, ${column((i) => i.lastName)}, ${column((i) => i.street)},
        ${column((i) => i.number)}, ${column((i) => i.box)}, ${column((i) => i.zipcode)},
        ${column((i) => i.email)}, ${column((i) => i.phones[0] ?? '')}, ${column((i) => i.phones[1] ?? '')},
        ${arrayParam(
          inputs.map((_, index) => excludeIds[index] ?? null),
          'int[]',
        )}) with ordinality as t(f, l, s, n, b, z, e, p1, p2, x, ord)
    ),
    found as (
      select i.ord, m.id, 'address' as reason from input i
        join addresses a on a.likeness_address = i.address and a.likeness_address <> ''
        join members m on m.address_id = a.id
      union all
      select i.ord, m.id, 'email' from input i
        join members m on m.likeness_email = i.email and m.likeness_email <> ''
      union all
      select i.ord, m.id, 'phone' from input i
        join members m on m.likeness_phone in (i.phone, i.mobile) and m.likeness_phone <> ''
      union all
      select i.ord, m.id, 'phone' from input i
        join members m on m.likeness_mobile in (i.phone, i.mobile) and m.likeness_mobile <> ''
    ),
    alike as (
      select f.ord, f.id, array_agg(distinct f.reason) as reasons,
        similarity(m.likeness_name, i.name) as likeness,
        m.first_name || ' ' || m.last_name as name, m.tribe_number, m.is_active
      from found f join input i on i.ord = f.ord join members m on m.id = f.id
      where f.id is distinct from i.exclude and similarity(m.likeness_name, i.name) >= ${LIKENESS_THRESHOLD}
      group by f.ord, f.id, m.likeness_name, i.name, m.first_name, m.last_name, m.tribe_number, m.is_active
    )
    select ord as "input", id, name, tribe_number as "tribeNumber", is_active as "isActive", reasons
    from (select *, row_number() over (partition by ord order by likeness desc, id) as rank from alike) ranked
    where rank <= ${MAX_DOUBLES}
    order by ord, likeness desc, id`,
    ),
  );
  return rows.map((row) => ({ ...row, reasons: reasonsOf(row.reasons) }));
}

/** {@link LikenessInput} of a member's values as the API and the import carry them. */
export function likenessInput(values: {
  firstName: string;
  lastName: string;
  address?: { street: string; number: string; box: string; zipcode: string } | null;
  contact?: { email: string; phoneNumber: string; mobilePhoneNumber: string };
}): LikenessInput {
  const address = values.address ?? { street: '', number: '', box: '', zipcode: '' };
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    street: address.street,
    number: address.number,
    box: address.box,
    zipcode: address.zipcode,
    email: values.contact?.email ?? '',
    phones: [values.contact?.phoneNumber ?? '', values.contact?.mobilePhoneNumber ?? ''],
  };
}

/**
 * Which pairs of `inputs` (rows of one file) are likely the same person by the same rule, compared in
 * SQL by the same functions: `[a, b]` with a < b, indexes into `inputs`, and the reasons.
 */
export async function findDoublesAmong(
  db: Database | Transaction,
  inputs: LikenessInput[],
): Promise<{ a: number; b: number; reasons: Reason[] }[]> {
  if (inputs.length < 2) return [];
  const column = (pick: (input: LikenessInput) => string) => arrayParam(inputs.map(pick), 'text[]');
  const rows = await withoutJit(db, (tx) =>
    rowsOf<{ a: number; b: number; reasons: string[] }>(
      tx,
      sql`with input as (
      select (ord - 1)::int as ord, likeness_name(f, l) as name, likeness_address(s, n, b, z) as address,
        likeness_email(e) as email, likeness_phone(p1) as phone, likeness_phone(p2) as mobile
      from unnest(${column((i) => i.firstName)}, ${column((i) => i.lastName)}, ${column((i) => i.street)},
        ${column((i) => i.number)}, ${column((i) => i.box)}, ${column((i) => i.zipcode)},
        ${column((i) => i.email)}, ${column((i) => i.phones[0] ?? '')}, ${column((i) => i.phones[1] ?? '')})
        with ordinality as t(f, l, s, n, b, z, e, p1, p2, ord)
    ),
    keys as (
      select ord, name, 'address' as reason, address as k from input where address <> ''
      union all select ord, name, 'email', email from input where email <> ''
      union all select ord, name, 'phone', phone from input where phone <> ''
      union all select ord, name, 'phone', mobile from input where mobile <> '' and mobile <> phone
    )
    select x.ord as a, y.ord as b, array_agg(distinct x.reason) as reasons
    from keys x join keys y on y.reason = x.reason and y.k = x.k and y.ord > x.ord
    where similarity(x.name, y.name) >= ${LIKENESS_THRESHOLD}
    group by x.ord, y.ord order by x.ord, y.ord`,
    ),
  );
  return rows.map((row) => ({ ...row, reasons: reasonsOf(row.reasons) }));
}

/** A member of a pair as the pairs list reads it (its address parts apart). */
interface PairRow {
  keep: number;
  merge: number;
  reasons: string[];
  likeness: number;
  total: number;
}

/** The members a page of pairs names, by id, in their wire shape. */
async function pairMembers(db: Database, ids: number[]) {
  const rows = await rowsOf<{
    id: number;
    name: string;
    tribeNumber: string;
    isActive: boolean;
    email: string;
    phone: string;
    mobile: string;
    createdOn: string | Date;
    street: string | null;
    number: string | null;
    box: string | null;
    zipcode: string | null;
    city: string | null;
    countryName: string | null;
    countryCode: string | null;
  }>(
    db,
    sql`select m.id, m.first_name || ' ' || m.last_name as name, m.tribe_number as "tribeNumber",
        m.is_active as "isActive", m.email, m.phone_number as phone, m.mobile_phone_number as mobile,
        m.created_on as "createdOn", a.street, a.number, a.box, a.zipcode, a.city,
        c.name as "countryName", c.two_letter_code as "countryCode"
      from members m left join addresses a on a.id = m.address_id left join countries c on c.id = a.country_id
      where m.id = any(${arrayParam(ids, 'int[]')})`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        tribeNumber: row.tribeNumber,
        isActive: row.isActive,
        address:
          row.street === null
            ? ''
            : addressLine(
                {
                  street: row.street,
                  number: row.number ?? '',
                  box: row.box ?? '',
                  zipcode: row.zipcode ?? '',
                  city: row.city ?? '',
                },
                row.countryCode ? { name: row.countryName ?? '', twoLetterCode: row.countryCode } : null,
              ),
        email: row.email,
        phone: [row.phone, row.mobile].filter(Boolean).join(' / '),
        createdOn: new Date(row.createdOn).toISOString(),
      },
    ]),
  );
}

/** The ORDER BY of each order of the pairs list. */
const PAIR_ORDERS: Record<(typeof DOUBLE_ORDERS)[number], SQL> = {
  newest: sql`merge desc, keep desc`,
  strongest: sql`likeness desc, merge desc, keep desc`,
};

/**
 * The "Mogelijke dubbels" list (docs/api/members.md "Likely doubles"): every pair of members the rule
 * finds, `keep` the older (lower id), paged, newest or most similar first, with the total. Per key
 * (address, e-mail, phone) the values shared by 2..SHARED_KEY_LIMIT members are found in its index,
 * then those members paired and their names compared; then the page's members read.
 */
export async function listDoublePairs(db: Database, request: DoublePairsRequest) {
  const order = PAIR_ORDERS[request.order ?? 'newest'];
  const rows = await withoutJit(db, async (tx) => {
    // The values shared by several members by walking each key's index in order (a group aggregate
    // over an index-only scan): the planner otherwise reads the whole table into a hash aggregate,
    // which on PGlite spills to disk and takes several times as long (docs/decisions.md "Likely doubles").
    await tx.execute(sql`set local enable_hashagg = off`);
    return pairRows(tx, order, request);
  });
  const total = rows[0]?.total ?? (request.page > 1 ? await countPairs(db) : 0);
  const people = await pairMembers(
    db,
    rows.flatMap((row) => [row.keep, row.merge]),
  );
  const pairs: DoublePair[] = rows.flatMap((row) => {
    const keep = people.get(row.keep);
    const merge = people.get(row.merge);
    return keep && merge
      ? [{ keep, merge, reasons: reasonsOf(row.reasons), likeness: Number(row.likeness) }]
      : [];
  });
  return pagedResult('pairs', request, { total, isLowerBound: false }, pairs);
}

/** The page of pairs `request` asks for, in `order`, each row with the total: the rule's SQL. */
function pairRows(tx: Transaction, order: SQL, request: DoublePairsRequest): Promise<PairRow[]> {
  return rowsOf<PairRow>(
    tx,
    sql`with shared_address as (
      select likeness_address as k from addresses where likeness_address <> ''
      group by 1 having count(*) between 2 and ${SHARED_KEY_LIMIT}
    ),
    shared_email as (
      select likeness_email as k from members where likeness_email <> ''
      group by 1 having count(*) between 2 and ${SHARED_KEY_LIMIT}
    ),
    shared_phone as (
      select likeness_phone as k from members where likeness_phone <> ''
        group by 1 having count(*) between 2 and ${SHARED_KEY_LIMIT}
      union
      select likeness_mobile from members where likeness_mobile <> ''
        group by 1 having count(*) between 2 and ${SHARED_KEY_LIMIT}
      union
      select p.likeness_phone from members p
        join members m on m.likeness_mobile = p.likeness_phone and m.likeness_mobile <> '' and m.id <> p.id
        where p.likeness_phone <> ''
    ),
    -- The members of each shared value, looked up by it in its index (LATERAL, kept from being flattened
    -- into a join of whole tables by OFFSET 0), as the values are few; so are the pairs' names.
    holders as (
      select 'address' as reason, s.k, m.id from shared_address s,
        lateral (select id from addresses where likeness_address = s.k and likeness_address <> '' offset 0) a,
        lateral (select id from members where address_id = a.id offset 0) m
      union all
      select 'email', s.k, m.id from shared_email s,
        lateral (select id from members where likeness_email = s.k and likeness_email <> '' offset 0) m
      union
      select 'phone', s.k, m.id from shared_phone s,
        lateral (
          select id from members where likeness_phone = s.k and likeness_phone <> ''
          union select id from members where likeness_mobile = s.k and likeness_mobile <> ''
        ) m
    ),
    linked as (
      select x.id as keep, y.id as merge, x.reason
      from holders x join holders y on y.reason = x.reason and y.k = x.k and y.id > x.id
    ),
    pairs as (
      select l.keep, l.merge, array_agg(distinct l.reason) as reasons,
        similarity(min(mk.name), min(mm.name))::float8 as likeness
      from linked l,
        lateral (select likeness_name as name from members where id = l.keep offset 0) mk,
        lateral (select likeness_name as name from members where id = l.merge offset 0) mm
      group by l.keep, l.merge
      having similarity(min(mk.name), min(mm.name)) >= ${LIKENESS_THRESHOLD}
    )
    select keep, merge, reasons, likeness, (count(*) over ())::int as total from pairs
    order by ${order} limit ${request.pageSize} offset ${(request.page - 1) * request.pageSize}`,
  );
}

/** The number of pairs, for a page past the last (which has no row to carry it). */
async function countPairs(db: Database): Promise<number> {
  const { total } = await listDoublePairs(db, { page: 1, pageSize: 1 });
  return total;
}
