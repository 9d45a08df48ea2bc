/**
 * Request logging: no line per request at the info level, one line per answer at debug, and a failed
 * request (500) logged at either level.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

describe('request logging', () => {
  let ctx: TestContext | undefined;
  afterEach(() => ctx?.close());

  /** A context logging at `level` into the returned array of parsed lines. */
  const logged = async (level: string) => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    ctx = await createTestContext('pglite', { logger: { level, stream } });
    ctx.app.get('/api/backoffice/failing-for-test', async () => {
      throw new Error('broken for the test');
    });
    return lines;
  };

  it('logs nothing for a successful request at info, but logs a failure', async () => {
    const lines = await logged('info');
    expect((await ctx?.api({ method: 'GET', url: '/api/backoffice/Countries' }))?.statusCode).toBe(200);
    expect(lines).toEqual([]);
    expect((await ctx?.api({ method: 'GET', url: '/api/backoffice/failing-for-test' }))?.statusCode).toBe(
      500,
    );
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'request failed' })]);
  });

  it('logs one line per answer at debug, with method, URL, status and time', async () => {
    const lines = await logged('debug');
    await ctx?.api({ method: 'GET', url: '/api/backoffice/Countries' });
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({
        level: 20,
        method: 'GET',
        url: '/api/backoffice/Countries',
        statusCode: 200,
        ms: expect.any(Number),
      }),
    ]);
  });
});
