/**
 * The fuzzed database's preferences (issue L #37): the default test account's columns and saved
 * searches, and a few searches shared with the club, so that the routes that replace, remove or stop
 * sharing them meet entries that exist (small ids, keys as the SPA writes them).
 */
import type { Database } from '../../server/src/db/client';
import { sharedQueries, staffPreferences } from '../../server/src/db/schema';

/** Stores two preferences of account `sub` 1 and shares three searches of it with the club. */
export async function seedSomePreferences(db: Database): Promise<void> {
  await db.insert(staffPreferences).values([
    { sub: '1', key: 'members.datatable', value: JSON.stringify(['email']) },
    { sub: '1', key: 'members.savedQueries', value: JSON.stringify([{ label: 'Actief', value: {} }]) },
  ]);
  await db.insert(sharedQueries).values(
    ['members', 'adverts', 'dues'].map((resource) => ({
      resource,
      label: 'Gedeeld',
      value: JSON.stringify({ filter: {}, sort: { field: 'id', order: 'ASC' } }),
      ownerSub: '1',
      ownerEmail: null,
    })),
  );
}
