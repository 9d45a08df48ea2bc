/**
 * The fuzzed database's likely doubles (issue L): the first seeded member typed again with first and
 * last name swapped at a copy of their address, so the pairs list (`POST /Members/doubles/list`) and the
 * doubles of a member being typed have a pair to read, and the import preview a row to mark.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';

/** Adds the double of the seeded member with the lowest id that has an address. */
export async function seedSomeDoubles(db: Database): Promise<void> {
  await db.execute(sql`
    with original as (
      select m.first_name, m.last_name, a.street, a.number, a.box, a.zipcode, a.city, a.country_id
      from members m join addresses a on a.id = m.address_id order by m.id limit 1
    ),
    copy as (
      insert into addresses (street, number, box, zipcode, city, country_id)
      select street, number, box, zipcode, city, country_id from original returning id
    )
    insert into members (first_name, last_name, tribe_number, address_id)
    select o.last_name, o.first_name, 'FUZZDBL', c.id from original o, copy c`);
}
