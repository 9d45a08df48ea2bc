/**
 * The bench's ceiling: a bare Fastify server (no plugins, no hooks, no schemas, no auth, no logging)
 * whose routes each run a recorded list of SQL statements — the exact text and parameters the product
 * ran for one request (LOG_SQL_FILE) — through the same driver the product uses: the node-postgres
 * pool or the PGlite instance that the product's own `openDatabase` creates (same pool size, same
 * data folder), called directly instead of through Drizzle. Each route answers the rows as JSON.
 * A statement the product ran as a named prepared statement (`prepared` in the log) is one here too,
 * on PostgreSQL; a request's statements run one after the other.
 *
 * Environment: BARE_ROUTES (a JSON file of {@link BareRoute}s), DATABASE_URL or DATA_DIR as for the
 * server, PORT, HOST. GET /bare/ping answers {} without SQL. Ends on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import type pg from 'pg';
import { loadConfig, pgliteFolder } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';

export interface Query {
  sql: string;
  params: unknown[];
  /** The product ran it as a named prepared statement. */
  prepared?: boolean;
}

export interface BareRoute {
  method: 'GET' | 'POST';
  url: string;
  queries: Query[];
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteFolder(config) });
const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;

const isBegin = (query: Query) => /^\s*(begin|start transaction)\b/i.test(query.sql);

const statementNames = new Map<string, string>();

/** `query` for node-postgres: a named prepared statement (one name per SQL text) when the product's was. */
function prepared(query: Query): pg.QueryConfig {
  if (!query.prepared) return { text: query.sql, values: query.params };
  let name = statementNames.get(query.sql);
  if (!name) {
    name = `bare_${statementNames.size}`;
    statementNames.set(query.sql, name);
  }
  return { name, text: query.sql, values: query.params };
}

/** Runs `queries` in order (on one connection from BEGIN on, as Drizzle's transaction does). */
async function replay(queries: Query[]): Promise<unknown[][]> {
  const results: unknown[][] = [];
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    const inTransaction = queries.length > 0 && isBegin(queries[0]);
    const run = async (on: Pick<PGlite, 'query'>, list: Query[]) => {
      for (const q of list) results.push((await on.query(q.sql, q.params)).rows);
    };
    if (inTransaction) await lite.transaction((tx) => run(tx, queries.slice(1, -1)));
    else await run(lite, queries);
    return results;
  }
  const pool = client as pg.Pool;
  if (!queries.some(isBegin)) {
    for (const q of queries) results.push((await pool.query(prepared(q))).rows);
    return results;
  }
  const connection = await pool.connect();
  try {
    for (const q of queries) results.push((await connection.query(prepared(q))).rows);
  } finally {
    connection.release();
  }
  return results;
}

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.get('/bare/ping', async () => ({}));
const routes = JSON.parse(readFileSync(process.env.BARE_ROUTES as string, 'utf8')) as BareRoute[];
for (const route of routes)
  app.route({
    method: route.method,
    url: route.url,
    handler: async () => {
      const results = await replay(route.queries);
      return results.length === 1 ? results[0] : results;
    },
  });

await app.listen({ port: config.port, host: config.host });
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
