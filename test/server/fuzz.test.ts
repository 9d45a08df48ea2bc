/**
 * Every route of the OpenAPI document holds for any input (issue G1): fast-check draws valid and
 * spoilt requests per route (test/fuzz/requests.ts) against a seeded database, and the property of
 * test/fuzz/fuzz.ts must hold for each — no answer of 500 or more, every 4xx in the result shape
 * naming the field, no rows written by a refused request. `npm run fuzz` runs the same with ≥ 1,000
 * requests per route and prints the table; here a modest number keeps `npm test` quick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/src/db/seed';
import { seedSomeDoubles } from '../fuzz/doubles';
import { seedSomeDues } from '../fuzz/dues';
import { fuzzOperation } from '../fuzz/fuzz';
import { seedAMerge } from '../fuzz/merges';
import { type Operation, operationName, operationsOf } from '../fuzz/operations';
import { seedSomePreferences } from '../fuzz/preferences';
import { backends, createTestContext, type TestContext } from './context';

const RUNS_PER_ROUTE = 40;

describe.each(backends)('any input on %s', (backend) => {
  let ctx: TestContext;
  let operations: Operation[];

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await seedDemoData(ctx.database);
    await seedSomeDues(ctx.database.db);
    await seedAMerge(ctx.database.db);
    await seedSomePreferences(ctx.database.db);
    await seedSomeDoubles(ctx.database.db);
    operations = operationsOf(
      (await ctx.app.inject({ method: 'GET', url: '/api/backoffice/openapi.json' })).json(),
    );
  });
  afterAll(() => ctx.close());

  it('finds every route of the API in the OpenAPI document, forms included', () => {
    const names = operations.map(operationName);
    expect(names.length).toBeGreaterThanOrEqual(57);
    for (const name of ['POST /Adverts', 'PUT /Activities/{id}', 'POST /Documents', 'PUT /Vendors/{id}'])
      expect(operations.find((operation) => operationName(operation) === name)?.body?.mediaType).toBe(
        'multipart/form-data',
      );
  });

  it('answers every drawn request of every route below 500, in the result shape, writing nothing when refused', async () => {
    const problems: string[] = [];
    let refused = 0;
    for (const [index, operation] of operations.entries()) {
      const tally = await fuzzOperation(operation, (request) => ctx.api(request), ctx.database.db, {
        numRuns: RUNS_PER_ROUTE,
        seed: 1000 + index,
      });
      expect(tally.runs).toBe(RUNS_PER_ROUTE);
      refused += tally['4xx'];
      problems.push(...tally.problems);
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(operations.length * 10);
  }, 600_000);
});
