/**
 * A PostgreSQL cluster of a test's own, to stop and restart at will: `initdb` in a temp folder and
 * `pg_ctl` from the installed server (/usr/lib/postgresql/<version>/bin, Debian's layout), listening on
 * 127.0.0.1 on a free port of CLUSTER_PORTS with its socket in the folder. As root the tools run as the
 * `postgres` user (initdb refuses root).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The ports a throwaway cluster may listen on (localhost only). */
const CLUSTER_PORTS = [55431, 55432, 55433, 55434, 55435, 55436, 55437, 55438, 55439];

/** The bin folder of the newest installed PostgreSQL, or undefined when there is none. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : undefined;
}

/** Whether nothing listens on 127.0.0.1:`port`. */
async function isFree(port: number): Promise<boolean> {
  const server = net.createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (free) await new Promise((resolve) => server.close(resolve));
  return free;
}

/** A port of CLUSTER_PORTS nothing listens on; throws when all are taken. */
export async function freeClusterPort(): Promise<number> {
  for (const port of CLUSTER_PORTS) if (await isFree(port)) return port;
  throw new Error(`None of the cluster ports ${CLUSTER_PORTS.join(', ')} is free`);
}

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/<database>. */
  url(database: string): string;
  /** `pg_ctl start`, resolving once PostgreSQL accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop` in `mode`: 'fast' rolls back open transactions, 'immediate' aborts. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Resolves with performance.now() at the first connection PostgreSQL accepts (polled every 20 ms). */
  accepting(): Promise<number>;
  /** Runs `sql` on `database` on a connection of its own; resolves with the rows. */
  query<T>(database: string, sql: string): Promise<T[]>;
  /** Stops the cluster at once (when running) and removes its folder; never throws. */
  remove(): Promise<void>;
}

/** Creates (initdb) and starts a cluster; `postgres` may connect over TCP without a password. */
export async function createThrowawayCluster(binDir: string): Promise<ThrowawayCluster> {
  const port = await freeClusterPort();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'club-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout), Number(group));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, name), ...args])
      : run(path.join(binDir, name), args);
  const data = path.join(folder, 'data');
  const options = `-k ${folder} -h 127.0.0.1 -p ${port} -c fsync=off`;
  const pgCtl = (args: string[]) => tool('pg_ctl', ['-D', data, '-l', path.join(folder, 'log'), ...args]);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);

  const cluster: ThrowawayCluster = {
    url,
    start: async () => {
      await pgCtl(['start', '-w', '-t', '60', '-o', options]);
    },
    stop: async (mode = 'fast') => {
      await pgCtl(['stop', '-w', '-t', '60', '-m', mode]);
    },
    accepting: async () => {
      for (;;) {
        const client = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 1000 });
        client.on('error', () => {});
        const connected = await client.connect().then(
          () => true,
          () => false,
        );
        const at = performance.now();
        await client.end().catch(() => {});
        if (connected) return at;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    query: async <T>(database: string, sql: string) => {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    },
    remove: async () => {
      if (existsSync(path.join(data, 'postmaster.pid'))) await cluster.stop('immediate').catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
