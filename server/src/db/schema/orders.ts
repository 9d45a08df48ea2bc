/** Ring orders of members and their lines (quantities and unit prices in euro cents at order time). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { rings } from './rings';

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    orderDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    remark: text().notNull().default(''),
  },
  (t) => [index().on(t.orderDate), index().on(t.memberId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ringId: integer()
      .notNull()
      .references(() => rings.id),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
  },
  (t) => [index().on(t.orderId)],
);
