/**
 * Adverts (spec §3 Advert, display flags, advert type, amount-paid type; §4 isVisible/isActive).
 * visibleFrom/visibleTo are calendar dates (yyyy-MM-dd).
 */
import { boolean, date, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { ADVERT_TYPES, AMOUNT_PAID_TYPES } from '../../schemas/constants';
import { createdOn } from './columns';
import { members } from './members';

/** The advert type column's enum: {@link ADVERT_TYPES}. */
export const advertType = pgEnum('advert_type', ADVERT_TYPES);
/** The amount-paid type column's enum: {@link AMOUNT_PAID_TYPES}. */
export const amountPaidType = pgEnum('amount_paid_type', AMOUNT_PAID_TYPES);

export const adverts = pgTable(
  'adverts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    message: text().notNull(),
    advertType: advertType().notNull(),
    amountPaidType: amountPaidType().notNull().default('free'),
    visibleFrom: date({ mode: 'string' }).notNull(),
    visibleTo: date({ mode: 'string' }).notNull(),
    isActive: boolean().notNull().default(true),
    isVisible: boolean().notNull().default(false),
    exposeRevueEmail: boolean().notNull().default(false),
    exposeRevueAddress: boolean().notNull().default(false),
    exposeRevuePhone: boolean().notNull().default(false),
    exposeWebEmail: boolean().notNull().default(false),
    exposeWebAddress: boolean().notNull().default(false),
    exposeWebPhone: boolean().notNull().default(false),
    createdOn: createdOn(),
  },
  (t) => [index().on(t.visibleFrom, t.visibleTo), index().on(t.memberId)],
);
