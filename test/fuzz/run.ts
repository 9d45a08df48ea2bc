/**
 * `npm run fuzz`: drives every operation of the OpenAPI document with fast-check's drawn requests
 * (test/fuzz/requests.ts) on a seeded database and prints, per backend, a table of route, runs, 2xx,
 * 4xx and 5xx, then every problem found. Exits 1 when any answer was a 5xx or any other problem.
 *
 * Options: `--runs N` per route (default 1000), `--seed N` (default 20261124), `--only TEXT` (routes
 * whose name contains it). Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set
 * (`npm run fuzz` sets it to the local server's postgres database, in which it creates and drops a
 * database of its own).
 */
import { parseArgs } from 'node:util';
import { seedDemoData } from '../../server/src/db/seed';
import { backends, createTestContext } from '../server/context';
import { seedSomeDoubles } from './doubles';
import { seedSomeDues } from './dues';
import { fuzzOperation, type Tally } from './fuzz';
import { seedAMerge } from './merges';
import { operationName, operationsOf } from './operations';
import { seedSomePreferences } from './preferences';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '20261124' },
    only: { type: 'string', default: '' },
  },
});
const numRuns = Number(values.runs);
const seed = Number(values.seed);

let failed = false;
for (const backend of backends) {
  const ctx = await createTestContext(backend);
  await seedDemoData(ctx.database);
  await seedSomeDues(ctx.database.db);
  await seedAMerge(ctx.database.db);
  await seedSomePreferences(ctx.database.db);
  await seedSomeDoubles(ctx.database.db);
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/backoffice/openapi.json' })).json();
  const operations = operationsOf(document).filter((operation) =>
    operationName(operation).includes(values.only),
  );
  const started = Date.now();
  const tallies: Tally[] = [];
  for (const operation of operations) {
    tallies.push(
      await fuzzOperation(operation, (request) => ctx.api(request), ctx.database.db, { numRuns, seed }),
    );
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  const width = Math.max(...tallies.map((tally) => tally.operation.length));
  console.log(
    `\n## ${backend}: ${numRuns} runs per route, seed ${seed}, ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  console.log(`| ${'route'.padEnd(width)} |  runs |   2xx |   4xx | 5xx |`);
  console.log(`| ${'-'.repeat(width)} | ----: | ----: | ----: | --: |`);
  const pad = (value: number, size: number) => String(value).padStart(size);
  for (const tally of tallies)
    console.log(
      `| ${tally.operation.padEnd(width)} | ${pad(tally.runs, 5)} | ${pad(tally['2xx'], 5)} | ${pad(tally['4xx'], 5)} | ${pad(tally['5xx'], 3)} |`,
    );
  const sum = (key: '2xx' | '4xx' | '5xx' | 'runs') =>
    tallies.reduce((total, tally) => total + tally[key], 0);
  console.log(
    `| ${'all routes'.padEnd(width)} | ${pad(sum('runs'), 5)} | ${pad(sum('2xx'), 5)} | ${pad(sum('4xx'), 5)} | ${pad(sum('5xx'), 3)} |`,
  );
  const problems = tallies.flatMap((tally) => tally.problems);
  if (problems.length > 0) {
    failed = true;
    console.log(`\n${problems.length} problems (at most 20 per route):`);
    for (const problem of problems) console.log(`- ${problem}`);
  }
  await ctx.close();
}
process.exit(failed ? 1 : 0);
