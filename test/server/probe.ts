/**
 * A probe on a thread of its own: calls one URL again and again (each call after the previous answer
 * and a 20 ms pause) and reports every call's latency in ms, until stopped. On its own thread the
 * probe's clock is not held up by what the test's main thread does meanwhile (building and sending
 * large uploads), so the latencies are the server's.
 */
import { Worker } from 'node:worker_threads';

/** The probe's code, plain JavaScript for a worker of its own. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  const latencies = [];
  const statuses = {};
  while (running) {
    const started = performance.now();
    const response = await fetch(workerData.url, workerData.init);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage({ latencies, statuses });
})();
`;

export interface ProbeResult {
  /** Each call's time from sending to the whole answer, in ms. */
  latencies: number[];
  /** How many answers had each HTTP status. */
  statuses: Record<number, number>;
}

/** Starts probing `url` with fetch's `init`; `stop()` ends it and resolves with what it measured. */
export function startProbe(url: string, init: RequestInit = {}): { stop: () => Promise<ProbeResult> } {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, init } });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const measured = await result;
      await worker.terminate();
      return measured;
    },
  };
}
