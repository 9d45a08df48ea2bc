/**
 * A dues run at scale (issue K item 7: at 100,000 members a run takes ≤ 60 s): on a fresh database,
 * migrated and seeded with the demo data (its settings, kinds and next year's fees) and grown to
 * `members` members (grow.ts, nine in ten active), one run of next year, persisted, per household —
 * the service the route calls (services/dues/run.ts), in this process, timed from its start to its
 * commit. grow.ts draws its addresses from about 3,000 street, number and postcode combinations, which
 * would fold 100,000 members into households of 30; here every grown address gets a house number of
 * its own, so each member is a household: the most requests a run of that many members can make.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/db/seed';
import { runDues } from '../../server/src/services/dues/run';
import { growData } from './grow';
import type { Backend } from './report';

/** One backend's run: the members there are, the requests it made and how long it took. */
export interface DuesRunFigure {
  backend: Backend;
  members: number;
  requests: number;
  seconds: number;
}

/** Runs on `databaseUrl` (a fresh, empty database; PGlite in memory when absent). */
export async function measureDuesRun(
  backend: Backend,
  members: number,
  databaseUrl?: string,
): Promise<DuesRunFigure> {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await seedDemoData(database);
    const grown = await growData(database, { members, notifications: 0 });
    await database.db.execute(
      sql`update addresses set number = 'B' || id where id in (select address_id from members where tribe_number like 'G%')`,
    );
    const year = new Date().getUTCFullYear() + 1;
    const started = performance.now();
    const run = await runDues(database.db, { year, per: 'household' }, true);
    return {
      backend,
      members: grown.members,
      requests: run.requests,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}
