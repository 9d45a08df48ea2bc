/**
 * Refused member imports, over real HTTP on loopback against the running server of the bench (which
 * runs in this process, so its resident memory is this process's):
 * - a zip bomb — an .xlsx of 0.55 MB whose sheet of 1,000,000 rows unpacks to 135 MB, built here — sent
 *   to PUT /Members/import?persist=false: time to its 400 and growth of resident memory (RSS) meanwhile
 *   (targets: within 1 s, less than 100 MiB);
 * - a 50,000-row CSV: the same two figures for its 400 tooManyRows;
 * - three clients sending bombs back to back for 2 s while GET /readyz is called one call after
 *   another: its latency, max and p95 (target: ≤ 200 ms).
 */
import { performance } from 'node:perf_hooks';
import { sheetBomb } from '../server/zipBombs';
import { percentile } from './load';

const MiB = 2 ** 20;
const BOUNDARY = '----clubbeheer-bench';

/** A multipart body with the file `bytes` in the field formFile (as a Uint8Array, for fetch). */
const multipart = (bytes: Buffer, fileName: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formFile"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  );

/** Resident memory sampled every 5 ms while `work` runs: its result, the time taken and the peak growth. */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { result, ms, growthMiB: (peak - before) / MiB };
}

/**
 * The figures, as lines to print. `base` is the server's address, `headers` a staff bearer token and
 * the CSRF cookie and header.
 */
export async function benchRefusedImports(base: string, headers: Record<string, string>) {
  const bomb = multipart(await sheetBomb(1_000_000), 'leden.xlsx');
  const longCsv = multipart(
    Buffer.from(
      ['stamnummer;voornaam;achternaam;straat;nummer;postcode;gemeente;land;email']
        .concat(
          Array.from({ length: 50_000 }, (_, i) => `L${i};Voornaam;Achternaam;Markt;${i};8000;Brugge;BE;`),
        )
        .join('\r\n'),
    ),
    'leden.csv',
  );
  const send = async (body: Uint8Array<ArrayBuffer>) => {
    const response = await fetch(`${base}/api/backoffice/Members/import?persist=false`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
    const { reason } = (await response.json()) as { reason?: string };
    return `${response.status} ${reason}`;
  };

  const first = await measured(() => send(bomb));
  const long = await measured(() => send(longCsv));

  const inFlightUntil = performance.now() + 2_000;
  const answers: string[] = [];
  const client = async () => {
    while (performance.now() < inFlightUntil) answers.push(await send(bomb));
  };
  const readyz: number[] = [];
  const poll = async () => {
    while (performance.now() < inFlightUntil) {
      const started = performance.now();
      const response = await fetch(`${base}/readyz`);
      await response.arrayBuffer();
      readyz.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`/readyz answered ${response.status}`);
    }
  };
  await Promise.all([client(), client(), client(), poll()]);
  readyz.sort((a, b) => a - b);
  const refused = answers.filter((answer) => answer === '400 zipBomb').length;

  return [
    `zip bomb (${(bomb.length / 1024).toFixed(0)} KiB body, 1,000,000 rows unpacking to 135 MB): ` +
      `${first.result} in ${first.ms.toFixed(0)} ms, RSS growth ${first.growthMiB.toFixed(1)} MiB ` +
      '(targets: ≤ 1000 ms, < 100 MiB)',
    `50,000-row CSV (${(longCsv.length / MiB).toFixed(1)} MiB): ${long.result} in ${long.ms.toFixed(0)} ms, ` +
      `RSS growth ${long.growthMiB.toFixed(1)} MiB`,
    `three bombs in flight for 2 s (${answers.length} sent, ${refused} answered 400 zipBomb): ` +
      `GET /readyz max ${readyz.at(-1)?.toFixed(1)} ms, p95 ${percentile(readyz, 0.95).toFixed(1)} ms ` +
      `over ${readyz.length} calls (target: ≤ 200 ms)`,
  ];
}
