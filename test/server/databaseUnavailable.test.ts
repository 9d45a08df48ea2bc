/**
 * What the server makes of a database out of reach: which errors db/unavailable.ts counts as a lost
 * or refused connection, and the answer the app gives while PostgreSQL refuses connections — 503 with
 * `Retry-After` in the result shape, `/readyz` 503, `/healthz` 200.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/client';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../server/src/db/unavailable';
import { signAccessToken } from './context';
import { freeClusterPort } from './throwawayPostgres';

/** An error as node-postgres gives it: a message and, from the server, a SQLSTATE `code`. */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('insert into "locations" …', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a restart or pg_terminate_backend (57P01)', driverError('terminating connection', '57P01')],
    ['a crash of another backend (57P02)', driverError('terminating connection', '57P02')],
    ['a database starting up (57P03)', driverError('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', driverError('connection failure', '08006')],
    ['a refused connection', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', driverError('read ECONNRESET', 'ECONNRESET')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a connection that timed out', new Error('Connection terminated due to connection timeout')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['Drizzle wrapping a lost connection', wrapped(driverError('terminating connection', '57P01'))],
    [
      'every address refused',
      new AggregateError([driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  const cyclic = new Error('first');
  cyclic.cause = new Error('second', { cause: cyclic });
  it.each([
    ['a unique violation', wrapped(driverError('duplicate key value', '23505'))],
    ['a syntax error', driverError('syntax error at or near "selec"', '42601')],
    ['a fault of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a cycle of causes', cyclic],
    ['a string', 'Connection terminated unexpectedly'],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('while PostgreSQL refuses connections', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-unavailable-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      LOG_LEVEL: 'silent',
    });
    // A port of the throwaway clusters nothing listens on: every connection is refused.
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freeClusterPort()}/club`,
    });
    app = await buildApp({ config, database, serveBuild: false });
    token = await signAccessToken(config, dataDir);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/backoffice${url}`,
      payload,
      headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
    });

  it.each([
    ['a read', () => api('GET', '/Locations')],
    [
      'a write',
      () => api('POST', '/Locations', { name: 'Zaal', info: 'Markt 1', latitude: 51, longitude: 3 }),
    ],
  ])('answers %s 503 with Retry-After and the result shape', async (_what, send) => {
    const response = await send();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({
      statusCode: 503,
      isSuccess: false,
      error: 'The database is not reachable at the moment; try again shortly.',
      reason: 'databaseUnavailable',
    });
  });

  it('is not ready, but alive', async () => {
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
