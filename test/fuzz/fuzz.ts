/**
 * The fuzz property: for every request fast-check draws for an operation (test/fuzz/requests.ts), the
 * API answers below 500; every 4xx answer is the spec's result shape `{statusCode, isSuccess: false,
 * error}`, a 400 naming the `field`; and after a refused request every table holds as many rows as
 * before (but the blob store's, see UNCOUNTED). `fuzzOperation` runs the property and tallies the answers per status class, collecting
 * every problem rather than stopping at the first, so a run reports all of them.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../server/src/db/client';
import { type Operation, operationName } from './operations';
import { type FuzzRequest, requestsFor } from './requests';

export interface Tally {
  operation: string;
  runs: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  /** What went wrong, one line a request (at most 20 kept). */
  problems: string[];
}

/**
 * The blob store's table, left out of the count: a refused upload may leave its bytes there, named by
 * no row, until the sweep removes them (docs/decisions.md "Where file bytes live"); on PGlite the same
 * bytes are files of a folder, not rows. Every table that says what the club holds is counted.
 */
const UNCOUNTED = 'file_blobs';

/** The row count of every table of the public schema but UNCOUNTED, `{table: rows}`. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  // PGlite and node-postgres both answer `{rows}`.
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.map((row) => row.table_name).filter((name) => name !== UNCOUNTED);
  const counts = sql.join(
    names.map((name) => sql`(select count(*)::int from ${sql.identifier(name)}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [result] = await rowsOf<Record<string, number>>(sql`select ${counts}`);
  return result;
}

const short = (request: FuzzRequest) => {
  const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 160);
  return `${request.method} ${request.url.slice(0, 160)} [${request.mutation}] ${JSON.stringify(payload)}`;
};

/** What is wrong with `response` to `request`, or undefined when it is as it should be. */
function problemWith(
  response: LightMyRequestResponse,
  before: Record<string, number>,
  after: Record<string, number>,
): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 200)}`;
  if (status < 400) return undefined;
  let body: { statusCode?: unknown; isSuccess?: unknown; error?: unknown; field?: unknown };
  try {
    body = response.json();
  } catch {
    return `answered ${status} without a JSON body: ${response.body.slice(0, 120)}`;
  }
  if (body.statusCode !== status || body.isSuccess !== false || typeof body.error !== 'string' || !body.error)
    return `answered ${status} with ${JSON.stringify(body).slice(0, 200)}`;
  if (status === 400 && (typeof body.field !== 'string' || !body.field))
    return `answered 400 without naming the field: ${JSON.stringify(body).slice(0, 200)}`;
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  if (changed.length > 0) return `answered ${status} but changed the rows of ${changed.join(', ')}`;
  return undefined;
}

/**
 * Sends `numRuns` requests drawn for `operation` (seeded by `seed`) through `send`, checking each;
 * answers the tally. `db` is the app's database, for the row counts.
 */
export async function fuzzOperation(
  operation: Operation,
  send: (request: FuzzRequest) => Promise<LightMyRequestResponse>,
  db: Database,
  { numRuns, seed }: { numRuns: number; seed: number },
): Promise<Tally> {
  const tally: Tally = {
    operation: operationName(operation),
    runs: 0,
    '2xx': 0,
    '4xx': 0,
    '5xx': 0,
    problems: [],
  };
  let counts = await rowCounts(db);
  await fc.assert(
    fc.asyncProperty(requestsFor(operation), async (request) => {
      const response = await send(request);
      const after = await rowCounts(db);
      tally.runs += 1;
      const group = `${Math.floor(response.statusCode / 100)}xx` as '2xx' | '4xx' | '5xx';
      if (group in tally) tally[group] += 1;
      const problem = problemWith(response, counts, after);
      if (problem && tally.problems.length < 20) tally.problems.push(`${short(request)} → ${problem}`);
      counts = after;
      return true;
    }),
    { numRuns, seed },
  );
  return tally;
}
