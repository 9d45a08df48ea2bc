/** The club's board (members with a function, in display order, optional own address) and useful links. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { addresses } from './addresses';
import { members } from './members';

export const boardMembers = pgTable('board_members', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  memberId: integer()
    .notNull()
    .references(() => members.id),
  function: text().notNull(),
  sortOrder: integer().notNull().default(0),
  addressId: integer().references(() => addresses.id),
});

export const links = pgTable('links', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull(),
  url: text().notNull(),
  sortOrder: integer().notNull().default(0),
});
