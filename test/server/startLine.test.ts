/**
 * What a new club sees when it starts the server from a fresh clone: the first address the server
 * prints is PUBLIC_URL (default http://localhost:<PORT>), the one where signing in works; the lines
 * Fastify writes per interface point there too.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './serverProcess';

describe('the start of the server', () => {
  let dataDir: string;
  let server: ServerProcess;
  let port: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-line-'));
    ({ server, port } = await startServer(dataDir));
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints PUBLIC_URL as the first address, and every listening line sends there', () => {
    const publicUrl = `http://localhost:${port}`;
    const addresses = server.output().match(/https?:\/\/[^\s"';)]+/g) ?? [];
    expect(addresses[0]).toBe(publicUrl);
    expect(server.output()).toContain(`Club Beheer runs on ${publicUrl} (Node.js v`);
    const listening = server
      .output()
      .split('\n')
      .filter((line) => line.includes(`:${port}`) && !line.includes('Club Beheer runs on'));
    expect(listening.length).toBeGreaterThan(0);
    for (const line of listening) expect(line).toContain(`open ${publicUrl} in the browser`);
  });
});
