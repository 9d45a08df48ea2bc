/**
 * The server's output never holds it (docs/decisions.md "Logging never holds the server"): a stdout or
 * stderr whose reader closed it (a log shipper, a `| tee` or a terminal that ended) or stopped reading
 * it costs the lines written to it, nothing more. The log goes through Node's own process.stdout, which
 * on a pipe writes without blocking and queues what the pipe does not take yet; pino's default
 * destination (sonic-boom on fd 1) retried a refused write every 100 ms forever when the process
 * ended, so the server never did.
 */

/**
 * Bytes of log lines that may wait on stdout for a reader that does not read (a full pipe); while that
 * much waits, further lines are dropped. Once the reader takes them, lines are written again.
 */
export const LOG_BACKLOG_BYTES = 1024 * 1024;

/**
 * Makes stdout and stderr lossy, then returns the destination for the server's log (pino's `stream`
 * option: one JSON line per `write`). A write error on either stream (EPIPE: the reader is gone;
 * ENOSPC: a full disk) is ignored instead of becoming an uncaught exception that stops the server;
 * Node then drops whatever is written to that stream, console output and log lines alike. A line is
 * dropped as well while LOG_BACKLOG_BYTES or more wait on stdout. Call it once per process.
 */
export function lossyLogOutput(): { write(line: string): void } {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  return {
    write(line) {
      if (process.stdout.writableLength < LOG_BACKLOG_BYTES) process.stdout.write(line);
    },
  };
}
