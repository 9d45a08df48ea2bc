/**
 * Grows a database the server has migrated and seeded with the demo data to `members` members (each
 * with an address) and `notifications` notifications, by bulk SQL (generate_series), then runs VACUUM
 * ANALYZE, as autovacuum would have on a database that lived a while. Names, streets and towns are the
 * demo seed's lists, so a search finds what it would in real data: every last name is shared by about
 * one member in a hundred, every town by one in fifty.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../server/src/db/client';
import { NOTIFICATION_TYPES } from '../../server/src/db/schema';
import { FIRST_NAMES, LAST_NAMES } from '../../server/src/db/seed/names';
import { STREETS, TOWNS } from '../../server/src/db/seed/places';

/** A search string the grown data answers with about one member in a hundred (a last name's start). */
export const SEARCH_STRING = 'vandam';

/**
 * A search string the grown data answers with about one member in five, more than the lists count
 * exactly (COUNT_CAP), all of them sorting late by name ("Van …", "Vande…"): the dense search.
 */
export const DENSE_SEARCH_STRING = 'van';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** An SQL array literal, and the expression picking its element number `index` (any integer) mod its length. */
const pick = (items: readonly string[], index: string) =>
  `(array[${items.map(literal).join(',')}])[1 + (${index}) % ${items.length}]`;

const zipcodes = TOWNS.map((town) => town.zipcode);
const towns = TOWNS.map((town) => town.city);

async function scalar(database: DatabaseHandle, query: string): Promise<number> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0].n);
}

/** Adds members and notifications up to the targets; returns the counts reached. */
export async function growData(
  database: DatabaseHandle,
  target: { members: number; notifications: number },
): Promise<{ members: number; notifications: number }> {
  const run = (query: string) => database.db.execute(sql.raw(query));
  const newMembers = target.members - (await scalar(database, 'select count(*) as n from members'));
  if (newMembers > 0)
    await run(`
      with new_addresses as (
        insert into addresses (street, number, zipcode, city, country_id)
        select ${pick(STREETS, 'g * 7')}, (1 + g % 180)::text, ${pick(zipcodes, 'g')}, ${pick(towns, 'g')},
          (select id from countries where two_letter_code = 'BE')
        from generate_series(1, ${newMembers}) g
        returning id
      )
      insert into members (first_name, last_name, tribe_number, address_id, email, phone_number,
        is_active, is_blocked, last_login, created_on)
      select ${pick(FIRST_NAMES, 'g * 13')}, ${pick(LAST_NAMES, 'g * 31')}, 'G' || g, id,
        'lid' || g || '@example.be', '051 ' || lpad((g % 1000000)::text, 6, '0'),
        g % 10 <> 0, g % 97 = 0,
        case when g % 3 = 0 then now() - g * interval '7 minutes' end,
        now() - g * interval '13 minutes'
      from (select id, (row_number() over (order by id))::int as g from new_addresses) a`);
  const newNotifications =
    target.notifications - (await scalar(database, 'select count(*) as n from notifications'));
  if (newNotifications > 0)
    await run(`
      insert into notifications (type, name, record_id, created_on)
      select (${pick(NOTIFICATION_TYPES, 'g')})::notification_type,
        ${pick(FIRST_NAMES, 'g * 13')} || ' ' || ${pick(LAST_NAMES, 'g * 31')},
        1 + g % ${Math.max(1, target.members)}, now() - interval '1 day' - g * interval '30 seconds'
      from generate_series(1, ${newNotifications}) g`);
  await run('vacuum analyze');
  return {
    members: await scalar(database, 'select count(*) as n from members'),
    notifications: await scalar(database, 'select count(*) as n from notifications'),
  };
}

/**
 * Types `count` grown members a second time, as a club's doubles come about: every (members / count)th
 * grown member again with first and last name swapped, the street abbreviated ("…straat" as "…str."),
 * a new stam number ('D' and the first's number), no e-mail and no phone; each is a likely double of
 * its first (services/members/doubles.ts). Run after grown addresses are made unique (a shared address
 * of dozens of members is no sign of a double).
 */
export async function plantDoubles(database: DatabaseHandle, count: number): Promise<void> {
  if (count <= 0) return;
  const grown = await scalar(database, "select count(*) as n from members where tribe_number like 'G%'");
  const step = Math.max(1, Math.floor(grown / count));
  await database.db.execute(
    sql.raw(`
      with originals as (
        select m.id, m.first_name, m.last_name, m.tribe_number, a.street, a.number, a.zipcode, a.city,
          a.country_id, row_number() over (order by m.id) as n
        from members m join addresses a on a.id = m.address_id
        where m.tribe_number like 'G%' and m.id % ${step} = 0
        order by m.id limit ${count}
      ),
      new_addresses as (
        insert into addresses (street, number, zipcode, city, country_id)
        select regexp_replace(street, 'straat$', 'str.'), number, zipcode, city, country_id
        from originals order by n
        returning id
      )
      insert into members (first_name, last_name, tribe_number, address_id)
      select o.last_name, o.first_name, 'D' || substr(o.tribe_number, 2), a.id
      from (select id, row_number() over (order by id) as n from new_addresses) a
        join originals o on o.n = a.n`),
  );
  await database.db.execute(sql.raw('vacuum analyze'));
}
