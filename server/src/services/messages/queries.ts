/**
 * Reading messages and banners (spec §7 "Messages"; docs/api/messages.md): the paged list, newest
 * start first, with its title search and banner filter, and the detail.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { messages } from '../../db/schema';
import type { MessageListRequest } from '../../schemas/messages';
import { withIsoDates } from '../dateRange';
import { listImages } from '../images';
import { countUpTo, foldedTextFilter, pagedResult } from '../lists';

const listColumns = {
  id: messages.id,
  title: messages.title,
  startDate: messages.startDate,
  endDate: messages.endDate,
  isVisible: messages.isVisible,
  isBanner: messages.isBanner,
};

/** One page of messages, newest `startDate` first; `total` counts up to COUNT_CAP or the page (services/lists.ts). */
export async function listMessages(db: Database, request: MessageListRequest) {
  const where = and(
    foldedTextFilter(messages.title, request.searchString),
    typeof request.isBanner === 'boolean' ? eq(messages.isBanner, request.isBanner) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(messages)
      .where(where)
      .orderBy(desc(messages.startDate), desc(messages.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countUpTo(db, db.select({ id: messages.id }).from(messages).where(where).$dynamic(), request),
  ]);
  return pagedResult('messages', request, total, rows.map(withIsoDates));
}

/** The message detail of docs/api/messages.md, or undefined for an unknown id. */
export async function getMessage(db: Database | Transaction, id: number) {
  const [row] = await db
    .select({ ...listColumns, info: messages.info })
    .from(messages)
    .where(eq(messages.id, id));
  if (!row) return undefined;
  const images = await listImages(db, { messageId: id });
  return { ...withIsoDates(row), hasImage: images.length > 0, images };
}
