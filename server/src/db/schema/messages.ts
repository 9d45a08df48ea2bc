/** Messages and banners (spec §3 Message; a banner is a message with isBanner). `info` is sanitised HTML. */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';

export const messages = pgTable('messages', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull(),
  info: text().notNull().default(''),
  startDate: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  endDate: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  isVisible: boolean().notNull().default(true),
  isBanner: boolean().notNull().default(false),
  createdOn: createdOn(),
});
