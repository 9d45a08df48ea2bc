/** Useful links for staff (spec §7 GET /Links; docs/api/orders.md), in display order. */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { links } from '../db/schema';

/** `[{id, title, url}]` by sort order, then id. */
export function listLinks(db: Database) {
  return db
    .select({ id: links.id, title: links.title, url: links.url })
    .from(links)
    .orderBy(asc(links.sortOrder), asc(links.id));
}
