/**
 * `npm run staff:add` and `staff:disable` (issue J): on a fresh PGlite folder and on PostgreSQL the CLI
 * makes the account and prints its one-time link, refuses a taken e-mail and an unknown role (exit
 * code 1) and disables an account; while a server holds the PGlite folder, it goes through the
 * server's control socket (mode 0600), and the server, started without a beheerder, says how to make one.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/src/app';
import { controlSocketPath } from '../../server/src/services/staff/controlSocket';
import { backends, createPostgresDatabase } from './context';
import { startServer } from './serverProcess';

/** Runs the CLI (`add` or `disable` and its options) with `env`; resolves with its exit code and output. */
async function cli(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/db/staffCli.ts', ...args], {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:8080',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
}

const LINK = /http:\/\/localhost:8080\/idp\/password\/[A-Za-z0-9_-]{43}/;

describe.each(backends)('the staff CLI (%s)', (backend) => {
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'staff-cli-'));
    const postgres = backend === 'postgres' ? await createPostgresDatabase() : undefined;
    env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
    cleanUp = async () => {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanUp());

  it('adds an account with its link, refuses the same e-mail and an unknown role, disables one', async () => {
    const add = ['add', '--email', 'Ann@Club.test', '--name', 'Ann Vermeulen', '--role', 'beheerder'];
    const added = await cli(env, ...add);
    expect(added.code).toBe(0);
    expect(added.output).toContain('Staff account ann@club.test (beheerder) made');
    expect(added.output).toContain('valid 72 hours');
    expect(added.output).toMatch(LINK);
    const again = await cli(env, ...add);
    expect(again.code).toBe(1);
    expect(again.output).toContain('A staff account with e-mail ann@club.test exists already.');
    const role = await cli(env, 'add', '--email', 'b@club.test', '--name', 'B', '--role', 'baas');
    expect(role.code).toBe(1);
    expect(role.output).toContain("Unknown role 'baas'");
    const disabled = await cli(env, 'disable', '--email', 'ANN@club.test');
    expect(disabled.code).toBe(0);
    expect(disabled.output).toContain('Staff account ann@club.test disabled');
  }, 120_000);
});

describe('the staff CLI while the server holds the PGlite folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'staff-cli-run-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('asks the server over its control socket; the server says how to make the first beheerder', async () => {
    const { server, port } = await startServer(dataDir, { PUBLIC_URL: 'http://localhost:8080' });
    try {
      expect(server.output()).toContain(
        'npm run staff:add -- --email <e-mail> --name "<name>" --role beheerder',
      );
      expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(controlSocketPath(dataDir))).mode & 0o777).toBe(0o700);
      const env = { DATA_DIR: dataDir };
      const added = await cli(
        env,
        'add',
        '--email',
        'eerste@club.test',
        '--name',
        'Eerste',
        '--role',
        'beheerder',
      );
      expect(added.code).toBe(0);
      const link = new URL(added.output.match(LINK)?.[0] ?? '');
      const page = await fetch(`http://127.0.0.1:${port}${link.pathname}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('eerste@club.test');
      const again = await cli(
        env,
        'add',
        '--email',
        'eerste@club.test',
        '--name',
        'Eerste',
        '--role',
        'lezer',
      );
      expect(again.code).toBe(1);
      expect(again.output).toContain('exists already');
      expect((await cli(env, 'disable', '--email', 'eerste@club.test')).code).toBe(0);
      expect((await fetch(`http://127.0.0.1:${port}${link.pathname}`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 120_000);
});
