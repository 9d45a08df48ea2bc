/**
 * What the history costs a write (docs/api/history.md): member updates per second through the same
 * service, in the same process and database, with the trail (`recorded`: snapshots before and after,
 * the entry) and without it, one client at a time, alternating in slices so both see the same machine.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { countries } from '../../server/src/db/schema';
import { recorded } from '../../server/src/services/history/record';
import { createMember, updateMemberById } from '../../server/src/services/members/commands';
import { memberPayload } from '../server/memberPayload';
import type { Backend } from './report';

/** Writes per second of one backend, with and without the trail. */
export interface TrailResult {
  backend: Backend;
  without: number;
  with: number;
}

const member = (city: string) =>
  memberPayload({ address: { street: 'Markt', number: '1', box: '', zipcode: '8000', city, countryId: 1 } });

/**
 * Measures on `databaseUrl` (a fresh, empty database; PGlite in memory when absent) for `seconds`
 * in all, half with and half without the trail.
 */
export async function measureTrail(
  backend: Backend,
  seconds: number,
  databaseUrl?: string,
): Promise<TrailResult> {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await database.db.execute(sql`truncate members, addresses, countries, history cascade`);
    await database.db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
    const actor = { sub: 'bench', email: null };
    const { id } = await createMember(database.db, member('Brugge'), 5, actor);
    let serial = 0;
    const write = (trail: boolean) => {
      const payload = member(`Gemeente ${++serial}`);
      return trail
        ? recorded(database.db, actor, { resource: 'members', action: 'update', ids: [id] }, (db) =>
            updateMemberById(db, id, payload, 5, actor),
          )
        : updateMemberById(database.db, id, payload, 5, actor);
    };
    const counts = { with: 0, without: 0 };
    const spent = { with: 0, without: 0 };
    const slice = (seconds * 1000) / 10;
    for (let round = 0; round < 10; round++) {
      const trail = round % 2 === 1;
      const key = trail ? 'with' : 'without';
      const started = performance.now();
      while (performance.now() - started < slice) {
        await write(trail);
        counts[key]++;
      }
      spent[key] += performance.now() - started;
    }
    return {
      backend,
      without: (counts.without * 1000) / spent.without,
      with: (counts.with * 1000) / spent.with,
    };
  } finally {
    await database.close();
  }
}
