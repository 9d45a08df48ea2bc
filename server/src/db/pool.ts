/**
 * The node-postgres pool of a PostgreSQL database, made to outlive the database's faults: a
 * connection PostgreSQL ends (a restart, a failover, `pg_terminate_backend`) or the network cuts is
 * dropped and replaced on a later query, whether it was idle or in use; the query it was running fails
 * (db/unavailable.ts tells such failures apart) and the process keeps running.
 */
import pg from 'pg';

/** The most connections one server holds for its requests' queries. */
const MAX_CONNECTIONS = 10;

/**
 * How long opening a connection, or waiting for a free one of the pool, may take (ms) before the query
 * fails: a database behind a cut network answers 503 after this, instead of holding the request.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * After this long without traffic a connection sends TCP keep-alive probes (ms), so that one whose
 * peer vanished without a word (a cut network, a failover) is found dead instead of kept in the pool.
 */
const KEEP_ALIVE_DELAY_MS = 10_000;

/**
 * A pool of at most `max` connections on `connectionString`. Every connection carries an 'error' listener for its whole life:
 * pg-pool listens only while a connection is idle, and an 'error' nobody listens to would end the
 * process. A connection lost while in use goes back to the pool at once, to be dropped; its user's
 * later `release()` does nothing. (Drizzle's `transaction` never releases a connection whose `begin`
 * failed, drizzle-orm issue #6241; each would hold a place of the pool for good, and stop `pool.end()`
 * from ever resolving.) The first loss of a connection after a good one is reported once (a process
 * warning, stderr), not once per connection.
 */
export function openPool(connectionString: string, max = MAX_CONNECTIONS): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  let reported = false;
  const report = (error: Error) => {
    if (reported) return;
    reported = true;
    process.emitWarning(
      `Lost a connection to PostgreSQL (${error.message}); requests answer 503 until it accepts connections again`,
    );
  };
  const inUse = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    reported = false;
    client.on('error', (error) => {
      report(error);
      if (!inUse.has(client)) return; // idle: pg-pool drops it itself
      const release = client.release;
      client.release = () => {};
      release(error); // with an error, pg-pool ends the connection instead of keeping it
    });
  });
  // pg-pool's event for an idle connection that failed; it already dropped that connection.
  pool.on('error', report);
  return pool;
}
