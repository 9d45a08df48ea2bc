/**
 * Test context for server tests: the real app (fastify.inject) on a fresh database — in-memory PGlite,
 * and, when the run has PostgreSQL (postgresRun.ts: TEST_DATABASE_URL or the local server), also a
 * PostgreSQL database created for the test file and dropped after it — with the embedded provider's keys in a temp folder, and helpers to mint access tokens.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { importJWK, type JWK, SignJWT } from 'jose';
import pg from 'pg';
import { type AppOptions, buildApp } from '../../server/src/app';
import { type Config, loadConfig, pgliteFolder } from '../../server/src/config';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/client';
import { staffAccounts } from '../../server/src/db/schema';
import { loadOrCreateIdpSecrets } from '../../server/src/plugins/idp/keys';
import { ROLE_PERMISSIONS, type StaffRole } from '../../server/src/schemas/permissions';

export type Backend = 'pglite' | 'postgres';

/**
 * The PostgreSQL admin connection of this run, or undefined: under vitest what postgresRun.ts decided,
 * else (npm run fuzz) TEST_DATABASE_URL.
 */
export const testDatabaseUrl: string | undefined = process.env.VITEST
  ? ((await import('vitest')).inject('testDatabaseUrl') ?? undefined)
  : process.env.TEST_DATABASE_URL;

/** The backends every server suite runs on. */
export const backends: Backend[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The embedded provider's private signing key (JWK) the tokens are signed with. */
  signingKey: JWK;
  /**
   * A signed access token; `claims` override the defaults (staff permission, 1 h validity);
   * `issuedAt` shifts `iat` by that many seconds from now.
   */
  token(
    claims?: Record<string, unknown>,
    options?: { expiresIn?: string; notBefore?: string; issuedAt?: number },
  ): Promise<string>;
  /**
   * A new staff account (`role` default beheerder) and an access token naming it as the embedded
   * provider issues them: `sub` its id, its e-mail and its role's permissions.
   */
  staffToken(account: { email: string; role?: StaffRole }): Promise<{ token: string; sub: string }>;
  /** inject with a staff bearer token and the CSRF cookie + header. */
  api(options: InjectOptions & { token?: string | null; csrf?: boolean }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Creates a database of its own on this run's PostgreSQL server; `drop` removes it (also when in use). */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = testDatabaseUrl as string;
  const name = `club_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The staff account the test tokens name by default, the first of a fresh database (`sub` 1): a
 * `beheerder`, who may do everything.
 */
export const TEST_STAFF_ACCOUNT = {
  email: 'test.beheerder@clubbeheer.test',
  name: 'Test Beheerder',
  role: 'beheerder',
} as const;

/**
 * Adds {@link TEST_STAFF_ACCOUNT} to the database a server with `target` uses (a PostgreSQL URL, else
 * the PGlite folder of its data folder), migrating it first: a server started on it without demo data
 * then accepts the test tokens.
 */
export async function addTestStaffAccount(target: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(
    target.databaseUrl ? target : { dataDir: pgliteFolder({ dataDir: target.dataDir ?? '' }) },
  );
  await database.migrate();
  await database.db.insert(staffAccounts).values(TEST_STAFF_ACCOUNT);
  await database.close();
}

/**
 * A staff access token as the embedded provider of `config` issues them, signed with the key kept in
 * `dataDir` (created when missing); `claims` override the defaults ({@link TEST_STAFF_ACCOUNT} with
 * its permissions, 1 h validity);
 * `options.issuedAt` moves `iat` by that many seconds from now.
 */
export async function signAccessToken(
  config: Config,
  dataDir: string,
  claims: Record<string, unknown> = {},
  options: { expiresIn?: string; notBefore?: string; issuedAt?: number } = {},
): Promise<string> {
  const secrets = await loadOrCreateIdpSecrets(dataDir);
  const key = await importJWK(secrets.signingKey, 'RS256');
  return new SignJWT({
    iss: config.auth.issuer,
    aud: config.auth.audience,
    sub: '1',
    permissions: [config.auth.requiredPermission, ...ROLE_PERMISSIONS[TEST_STAFF_ACCOUNT.role]],
    client_id: config.auth.clientId,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: secrets.signingKey.kid, typ: 'at+jwt' })
    .setIssuedAt(
      options.issuedAt === undefined ? undefined : Math.floor(Date.now() / 1000) + options.issuedAt,
    )
    .setNotBefore(options.notBefore ?? '0s')
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(key);
}

/**
 * A fresh app on `backend` with a database of its own. `env` adds environment variables (e.g. TRUST_PROXY); `logger` is passed to Fastify (default: none); `auth0KeySet` stands in for an Auth0 tenant's keys (with AUTH0_DOMAIN in `env`).
 */
export async function createTestContext(
  backend: Backend,
  {
    env = {},
    logger,
    auth0KeySet,
  }: { env?: NodeJS.ProcessEnv; logger?: AppOptions['logger']; auth0KeySet?: AppOptions['auth0KeySet'] } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-beheer-test-'));
  const postgres = backend === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : {});
  await database.migrate();
  await database.db.insert(staffAccounts).values(TEST_STAFF_ACCOUNT);
  const app = await buildApp({ config, database, serveBuild: false, logger, auth0KeySet });
  const secrets = await loadOrCreateIdpSecrets(dataDir);
  const token: TestContext['token'] = (claims, options) => signAccessToken(config, dataDir, claims, options);

  const csrfValue = 'test-csrf-token-value';
  const api: TestContext['api'] = async ({ token: given, csrf = true, headers = {}, ...options }) => {
    const bearer = given === undefined ? await token() : given;
    return app.inject({
      ...options,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(csrf ? { cookie: `XSRF-TOKEN=${csrfValue}`, 'x-xsrf-token': csrfValue } : {}),
        ...headers,
      },
    });
  };

  const staffToken: TestContext['staffToken'] = async ({ email, role = 'beheerder' }) => {
    const [{ id }] = await database.db
      .insert(staffAccounts)
      .values({ email, name: email, role })
      .returning({ id: staffAccounts.id });
    const permissions = [config.auth.requiredPermission, ...ROLE_PERMISSIONS[role]];
    return { sub: String(id), token: await token({ sub: String(id), email, permissions }) };
  };

  return {
    app,
    database,
    config,
    signingKey: secrets.signingKey,
    token,
    staffToken,
    api,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
