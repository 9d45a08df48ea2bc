/**
 * The bench's child processes: the product's server (server/src/start.ts --api-only) and the bare
 * server (bare.ts), each one Node process with the Node options of `npm start` (package.json) and no
 * wrapper, on a free loopback port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../server/src/app';
import { freePort } from '../freePort';

export interface Child {
  pid: number;
  /** http://127.0.0.1:port */
  base: string;
  /** Sends SIGTERM and waits for the end (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/**
 * The Node options of package.json's `start` script (`node <options> server/src/start.ts`: its V8 flags
 * and `--import tsx`), read from there: the bench runs both servers as `npm start` runs the product.
 */
export const startNodeOptions: string[] = (() => {
  const { scripts } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  const words = String(scripts.start).split(/\s+/);
  return words.slice(1, words.indexOf('server/src/start.ts'));
})();

/** Resident memory of process `pid` in MiB (VmRSS of /proc/<pid>/status). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kB / 1024;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts `script` (relative to the project) with `env` added to this process's environment, on `port`
 * (default: a free one); resolves once GET `readyPath` answers 200. The child's output is kept (last 8 kB) for errors.
 */
export async function startNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  port?: number,
): Promise<Child> {
  port ??= await freePort();
  const child = spawn(process.execPath, [...startNodeOptions, path.join(rootDir, script), ...args], {
    cwd: rootDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8192);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} ended (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} not ready after 180 s:\n${output}`);
    }
    const status = await fetch(`${base}${readyPath}`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid as number,
    base,
    async stop() {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    },
  };
}
