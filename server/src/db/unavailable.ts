/**
 * Whether an error means the database cannot be reached at the moment — a restart, a failover, a cut
 * network, a connection ended by `pg_terminate_backend` — rather than a fault of the query or of the
 * process. The error handler (plugins/errors.ts) answers such a failure 503 with `Retry-After`, and
 * the process keeps running: the pool connects anew on the next query.
 */

/**
 * The seconds a client is asked to wait (`Retry-After`) when the database is not reachable: a
 * PostgreSQL restart takes a few seconds, and `/readyz` says when it answers again.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a lost or refused connection: 57P01 admin_shutdown (a fast stop or restart,
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting
 * down). Class 08 (connection exception) is recognised by its prefix.
 */
const LOST_CONNECTION_STATES = new Set(['57P01', '57P02', '57P03']);

/** Node's socket errors when PostgreSQL is down, unknown or cut off. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool's own errors of a connection lost, timed out or refused: "Connection
 * terminated unexpectedly", "Connection terminated due to connection timeout", "Client has encountered
 * a connection error and is not queryable", "timeout expired", "timeout exceeded when trying to connect".
 */
const DRIVER_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout expired|timeout exceeded when trying to connect)/;

/** Whether this one error (not its causes) says the connection is gone. */
function isLostConnection(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (LOST_CONNECTION_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code)) return true;
  return typeof error.message === 'string' && DRIVER_MESSAGE.test(error.message);
}

/**
 * True when `error`, or any error it wraps — Drizzle's `cause` around the driver's error, the
 * `errors` of an AggregateError (a connection refused on each address of a host) — is a lost or
 * refused database connection. Never throws.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (isLostConnection(current)) return true;
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}
