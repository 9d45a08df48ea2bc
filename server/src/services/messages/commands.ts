/**
 * Changing messages and banners (spec §7 "Messages"; docs/api/messages.md): create, update and delete,
 * each one transaction. The title is trimmed and the rich text sanitised before it is stored. Throws
 * ApiError 400 (`endDate` before `startDate`) and 404 (unknown message).
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { messages } from '../../db/schema';
import { notFound, orNotFound } from '../../errors';
import type { MessagePayload } from '../../schemas/messages';
import { dateRange } from '../dateRange';
import { deleteImages } from '../images';
import { sanitizeRichText } from '../richText';
import { getMessage } from './queries';

function toValues(payload: MessagePayload) {
  return {
    title: payload.title.trim(),
    info: sanitizeRichText(payload.info),
    ...dateRange(payload.startDate, payload.endDate),
    isVisible: payload.isVisible,
    isBanner: payload.isBanner,
  };
}

async function detail(tx: Transaction, id: number) {
  return orNotFound(await getMessage(tx, id), 'message', id);
}

/** Creates the message; answers the detail. */
export function createMessage(db: Database, payload: MessagePayload) {
  const values = toValues(payload);
  return db.transaction(async (tx) => {
    const [{ id }] = await tx.insert(messages).values(values).returning({ id: messages.id });
    return detail(tx, id);
  });
}

/** Overwrites the message; answers the detail. */
export function updateMessage(db: Database, id: number, payload: MessagePayload) {
  const values = toValues(payload);
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(messages)
      .set(values)
      .where(eq(messages.id, id))
      .returning({ id: messages.id });
    if (changed.length === 0) throw notFound('message', id);
    return detail(tx, id);
  });
}

/** Deletes the message with any images and their bytes. */
export function deleteMessage(db: Database, id: number) {
  return db.transaction(async (tx) => {
    await deleteImages(tx, { messageId: id });
    const deleted = await tx.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id });
    if (deleted.length === 0) throw notFound('message', id);
  });
}
