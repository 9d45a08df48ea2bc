/** LOG_SQL_FILE (for the bench): off by default; when set, each query is one JSON line with its parameters. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';

describe('LOG_SQL_FILE', () => {
  let folder: string | undefined;
  afterAll(() => folder && rm(folder, { recursive: true, force: true }));

  it('is off unless set', () => {
    expect(loadConfig({}).logSqlFile).toBeUndefined();
    expect(loadConfig({ LOG_SQL_FILE: '/tmp/q.jsonl' }).logSqlFile).toBe('/tmp/q.jsonl');
  });

  it('appends each query with its parameters as one JSON line', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'club-beheer-sql-log-'));
    const logSqlFile = path.join(folder, 'queries.jsonl');
    const database = await openDatabase({ logSqlFile });
    try {
      await database.db.execute(sql`select ${41}::int + 1 as answer`);
      await database.db.execute(sql`select ${'a'} || ${'b'} as text`);
    } finally {
      await database.close();
    }
    const lines = (await readFile(logSqlFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { sql: 'select $1::int + 1 as answer', params: [41] },
      { sql: 'select $1 || $2 as text', params: ['a', 'b'] },
    ]);
  });
});
