/**
 * A free TCP port for the tests' and the bench's own servers, chosen by the operating system (port 0 on
 * 127.0.0.1), so two runs on one machine never ask for the same fixed port.
 */
import { createServer } from 'node:net';

/**
 * A TCP port free on 127.0.0.1 now, other than those in `taken` (ports already handed to servers that
 * may not listen yet). Rejects when the operating system gives none.
 */
export async function freePort(taken: readonly number[] = []): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const chosen = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(chosen));
      });
    });
    if (!taken.includes(port)) return port;
  }
}
