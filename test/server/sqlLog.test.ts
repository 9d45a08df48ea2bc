/** LOG_SQL_FILE (for the bench): off by default; when set, each query is one JSON line with its parameters. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { listCountries } from '../../server/src/services/countries';

describe('LOG_SQL_FILE', () => {
  let folder: string | undefined;
  afterAll(() => folder && rm(folder, { recursive: true, force: true }));

  it('is off unless set', () => {
    expect(loadConfig({}).logSqlFile).toBeUndefined();
    expect(loadConfig({ LOG_SQL_FILE: '/tmp/q.jsonl' }).logSqlFile).toBe('/tmp/q.jsonl');
  });

  it('appends each query with its parameters, and whether it is prepared, as one JSON line', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'club-beheer-sql-log-'));
    const logSqlFile = path.join(folder, 'queries.jsonl');
    const database = await openDatabase({ logSqlFile });
    try {
      await database.db.execute(sql`select ${41}::int + 1 as answer`);
      await database.db.execute(sql`select ${'a'} || ${'b'} as text`);
      await database.migrate();
      await listCountries(database.db);
    } finally {
      await database.close();
    }
    const lines = (await readFile(logSqlFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.slice(0, 2)).toEqual([
      { sql: 'select $1::int + 1 as answer', params: [41], prepared: false },
      { sql: 'select $1 || $2 as text', params: ['a', 'b'], prepared: false },
    ]);
    // The countries are a named prepared statement (db/prepared.ts): the bench's bare route prepares it too.
    expect(lines.at(-1)).toMatchObject({ sql: expect.stringMatching(/from "countries"/), prepared: true });
  });
});
