/**
 * The end-to-end run's server (playwright.config.ts `webServer`) leaves nothing behind: it is one
 * process, started exactly as the config says (through a shell, with a pipe as stdin whose other end
 * the Playwright runner holds), and when the runner goes away — a finished run, Ctrl-C, SIGTERM or
 * SIGKILL all close that pipe — it stops: no listener on its port, its data folder removed.
 * `--api-only` spares the SPA build; the rest is as in a run.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';
import { rootDir } from '../../server/src/app';

/** Whether something accepts connections on 127.0.0.1:`port` now. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(!socket.destroy()));
    socket.once('error', () => resolve(false));
  });

describe('the end-to-end server', () => {
  it('stops when the run that started it ends, leaving no listener and no data folder', async () => {
    const webServer = config.webServer as { command: string; env: Record<string, string> };
    const port = Number(webServer.env.PORT);
    const server = spawn(`${webServer.command} --api-only`, {
      cwd: rootDir,
      shell: true,
      // Its own process group, so that the test can end whatever is left should it not stop.
      detached: true,
      env: { ...process.env, ...webServer.env, SEED_DEMO_DATA: 'false' },
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    const exited = once(server, 'exit').then(([code, signal]) => code ?? signal);
    try {
      while (
        !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        expect(server.exitCode).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(existsSync(webServer.env.DATA_DIR)).toBe(true);

      // What the kernel does to the runner's end of the pipe when the runner ends, however it ends.
      server.stdin?.destroy();
      const bound = new Promise((resolve) => setTimeout(() => resolve('still running after 30 s'), 30_000));
      expect(await Promise.race([exited, bound])).toBe(0);
      expect(await listening(port)).toBe(false);
      expect(existsSync(webServer.env.DATA_DIR)).toBe(false);
    } finally {
      if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGKILL');
    }
  }, 120_000);
});
