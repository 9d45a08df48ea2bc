/**
 * Global setup of the server tests: which PostgreSQL they also run on. TEST_DATABASE_URL when set;
 * else the local server on 127.0.0.1:5432 when one answers, in a database created for this run and
 * dropped after it (each test file then creates and drops its own database through it). Without
 * PostgreSQL the run says so plainly, and under CI it fails: CI always tests both backends.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection for the PostgreSQL test databases; null: PGlite only. */
    testDatabaseUrl: string | null;
  }
}

/** The local server tried when TEST_DATABASE_URL is not set. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const PGLITE_ONLY =
  'Server tests run on PGlite ONLY: no PostgreSQL answered on 127.0.0.1:5432 and TEST_DATABASE_URL is not set.';

async function run(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Decides the PostgreSQL of this run and provides it as `testDatabaseUrl`; returns the teardown. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    console.log(`Server tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL).`);
    project.provide('testDatabaseUrl', given);
    return;
  }
  const name = `club_run_${Date.now()}_${process.pid}`;
  try {
    await run(LOCAL_POSTGRES, `create database ${name}`);
  } catch (error) {
    if (process.env.CI) throw new Error(`CI needs PostgreSQL on 127.0.0.1:5432: ${String(error)}`);
    console.warn(`\n${PGLITE_ONLY}\n`);
    project.provide('testDatabaseUrl', null);
    return () => console.warn(`\n${PGLITE_ONLY}\n`);
  }
  const url = new URL(LOCAL_POSTGRES);
  url.pathname = `/${name}`;
  console.log(`Server tests run on PGlite and on the local PostgreSQL (database ${name}, dropped after).`);
  project.provide('testDatabaseUrl', url.toString());
  return () => run(LOCAL_POSTGRES, `drop database if exists ${name} with (force)`);
}
