/**
 * The "Mogelijke dubbels" screen at scale (issue L item 3: at 100,000 members its list in ≤ 2 s): on a
 * fresh database, migrated and seeded with the demo data and grown to `members` members (grow.ts), each
 * grown address given a house number of its own (as duesRun.ts does; grow.ts folds them into ~2,300
 * addresses, households of ~40, a key the rule leaves out), then one member in 500 typed a second time
 * (grow.ts `plantDoubles`). Timed: the screen's first page, newest and strongest first, through the
 * service the route calls (services/members/doubles.ts), in this process; the slowest of `runs` each.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/db/seed';
import { listDoublePairs } from '../../server/src/services/members/doubles';
import { growData, plantDoubles } from './grow';
import type { Backend } from './report';

/** One backend's figures: members, planted doubles, the pairs found and the slowest page of each order. */
export interface DoublesFigure {
  backend: Backend;
  members: number;
  planted: number;
  pairs: number;
  newestMs: number;
  strongestMs: number;
}

/** Runs on `databaseUrl` (a fresh, empty database; PGlite in memory when absent). */
export async function measureDoubles(
  backend: Backend,
  members: number,
  runs: number,
  databaseUrl?: string,
): Promise<DoublesFigure> {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await seedDemoData(database);
    const planted = Math.floor(members / 500);
    await growData(database, { members: members - planted, notifications: 0 });
    await database.db.execute(
      sql`update addresses set number = 'B' || id where id in (select address_id from members where tribe_number like 'G%')`,
    );
    await plantDoubles(database, planted);
    const slowest = async (order: 'newest' | 'strongest') => {
      let ms = 0;
      let pairs = 0;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        pairs = (await listDoublePairs(database.db, { page: 1, pageSize: 25, order })).total;
        ms = Math.max(ms, performance.now() - started);
      }
      return { ms, pairs };
    };
    const newest = await slowest('newest');
    const strongest = await slowest('strongest');
    return {
      backend,
      members,
      planted,
      pairs: newest.pairs,
      newestMs: newest.ms,
      strongestMs: strongest.ms,
    };
  } finally {
    await database.close();
  }
}
