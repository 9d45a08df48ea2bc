/**
 * The backup drill (issue G2 point 3), on PGlite and — with TEST_DATABASE_URL — on a PostgreSQL
 * database of its own: seed the demo data and a document, back up, change the data, restore; every
 * table has its rows again and the document its bytes. A restore is refused while a process holds the
 * PGlite folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig, pgliteFolder } from '../../server/src/config';
import { backupDatabase, restoreDatabase } from '../../server/src/db/backup';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/client';
import { DataFolderLockedError } from '../../server/src/db/lock';
import { files, locations } from '../../server/src/db/schema';
import { seedDemoData } from '../../server/src/db/seed';
import { sweepBlobs } from '../../server/src/services/storage/files';
import { backends, createPostgresDatabase } from './context';
import { storeTestFile } from './storedFiles';

/** The rows of a raw query, as both drivers (pg, PGlite) answer `execute`. */
type Rows<T> = { rows: T[] };

/** Rows per table of the public schema. */
async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = (await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as Rows<{ name: string }>;
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as Rows<{ n: number }>;
    counts[name] = result.rows[0].n;
  }
  return counts;
}

describe.each(backends)('backup and restore on %s', (backend) => {
  let dataDir: string;
  let config: Config;
  let dropDatabase: (() => Promise<void>) | undefined;
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteFolder(config) });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wt-data-backup-'));
    const postgres = backend === 'postgres' ? await createPostgresDatabase() : undefined;
    dropDatabase = postgres?.drop;
    config = loadConfig({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
  });
  afterAll(async () => {
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('brings back every row and the bytes of a document', async () => {
    const document = randomBytes(300_000);
    let database = await open();
    await database.migrate();
    await seedDemoData(database);
    const id = await storeTestFile(database, {
      fileName: 'jaarverslag.pdf',
      contentType: 'application/pdf',
      bytes: document,
    });
    const before = await rowCounts(database);
    await database.close();

    const { file, bytes } = await backupDatabase(config, dataDir);
    expect(path.basename(file)).toMatch(/^club-beheer-(pglite|postgres)-\d{8}-\d{6}\.(tar\.gz|dump)$/);
    expect(bytes).toBeGreaterThan(document.length); // random bytes do not compress

    database = await open();
    await database.db.delete(files).where(eq(files.id, id));
    expect(await sweepBlobs(database.db, database.blobs, 0)).toBe(1); // its bytes are gone too
    await database.db
      .insert(locations)
      .values({ name: 'Na de backup', info: '', latitude: null, longitude: null });
    expect(await rowCounts(database)).not.toEqual(before);
    await database.close();

    await restoreDatabase(config, file);

    database = await open();
    try {
      expect(await rowCounts(database)).toEqual(before);
      const [restored] = await database.db.select().from(files).where(eq(files.id, id));
      expect((await database.blobs.get(restored.sha256))?.equals(document)).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe('restoring while the embedded database is open', () => {
  it('is refused, naming the folder and the process that holds it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wt-data-backup-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    try {
      const database = await openDatabase({ dataDir: pgliteFolder(config) });
      await database.migrate();
      await database.close();
      const { file } = await backupDatabase(config, dataDir);
      const server = await openDatabase({ dataDir: pgliteFolder(config) });
      try {
        const refused = restoreDatabase(config, file);
        await expect(refused).rejects.toThrow(DataFolderLockedError);
        await expect(refused).rejects.toThrow(`${pgliteFolder(config)} is in use by process ${process.pid}`);
      } finally {
        await server.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
