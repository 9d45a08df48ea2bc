/**
 * Indexes built outside the migrations (docs/decisions.md "Lists at any size"). Drizzle's migrator runs
 * every migration inside one transaction, where PostgreSQL refuses `CREATE INDEX CONCURRENTLY`; these
 * indexes can take a while on a large table, so they are built after the migrations, concurrently on a
 * PostgreSQL server (writes go on meanwhile), plainly on PGlite (one process, nobody else writing).
 * Idempotent: an index that exists and is valid is kept; one a broken concurrent build left invalid
 * is dropped and built again.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Index name → the `ON …` part of its definition. */
export const BUILT_INDEXES: Record<string, string> = {
  /** Every word of a member search is a `LIKE '%word%'` on search_text (services/members/search.ts). */
  members_search_text_trigram_index: 'members USING gin (search_text gin_trgm_ops)',
  /**
   * The members list's default order (services/members/queries.ts), read page by page from the index.
   * It carries `is_active` and `search_text`, so a search walking it tests each member in the index
   * alone (an index-only scan), without reading the member's row.
   */
  members_name_search_index:
    'members USING btree (last_name, first_name, id) INCLUDE (is_active, search_text)',
  /** The notifications overview, newest first (services/notifications.ts). */
  notifications_order_index: 'notifications USING btree (created_on DESC, id DESC)',
  /** Former holders of a stam number (services/members/tribeNumbers.ts): members' changes by content. */
  history_member_changes_index: "history USING gin (changes jsonb_path_ops) WHERE resource = 'members'",
  /** The ring orders list, newest first (services/orders/queries.ts). */
  orders_order_index: 'orders USING btree (order_date DESC, id DESC)',
};

/** Indexes an earlier version built, which one of {@link BUILT_INDEXES} replaced. */
const REPLACED_INDEXES = ['members_name_order_index'];

/**
 * Builds the missing ones of {@link BUILT_INDEXES}, then drops {@link REPLACED_INDEXES}: `concurrently` on a PostgreSQL server, plainly on
 * PGlite. Throws what PostgreSQL throws (e.g. pg_trgm missing).
 */
export async function buildIndexes(db: Database, concurrently: boolean): Promise<void> {
  const how = concurrently ? 'CONCURRENTLY ' : '';
  for (const [name, definition] of Object.entries(BUILT_INDEXES)) {
    // Both drivers answer `{ rows }`.
    const found = (await db.execute(
      sql`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname = ${name} and pg_table_is_visible(c.oid)`,
    )) as unknown as { rows: { valid: boolean }[] };
    const [existing] = found.rows;
    if (existing?.valid) continue;
    if (existing) await db.execute(sql.raw(`DROP INDEX ${how}"${name}"`));
    await db.execute(sql.raw(`CREATE INDEX ${how}"${name}" ON ${definition}`));
  }
  for (const name of REPLACED_INDEXES) await db.execute(sql.raw(`DROP INDEX ${how}IF EXISTS "${name}"`));
}
