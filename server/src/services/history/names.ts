/**
 * How the history names records (docs/api/history.md "Names"): a member by name and stam number, an
 * advert by its member and the start of its text, an activity, message or document by its title, a
 * vendor by its member, an order by its member and day, a location, notification, revue recipient or staff account by
 * its name, a payment request by its addressee and year, a bank statement by its file and
 * identification, a credit by its payer (or bank reference). A record that exists is named as it is now; a deleted one by the last values its history
 * holds; null when neither is known.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activities,
  adverts,
  bankEntries,
  bankStatements,
  documents,
  dues,
  type FieldChange,
  history,
  locations,
  members,
  messages,
  NOTIFICATION_RESOURCES,
  type NotificationType,
  notifications,
  orders,
  revueRecipients,
  staffAccounts,
  vendors,
} from '../../db/schema';
import { clubDay } from '../clubCalendar';
import { fullNameSql } from '../people/names';
import type { Snapshot } from './record';
import type { HistoryResource } from './snapshots';

/** One record: its kind and id. */
export interface RecordRef {
  resource: HistoryResource;
  id: number;
}

/** Characters of an advert's text in its name (then …). */
const ADVERT_TEXT_CHARS = 40;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** An instant or day (ISO 8601) as its day on the club's clock, dd/MM/yyyy. */
const dayOf = (value: unknown) => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return null;
  const [year, month, day] = clubDay(new Date(value)).split('-');
  return `${day}/${month}/${year}`;
};

/** The start of an advert's text: its first {@link ADVERT_TEXT_CHARS} characters, then …. */
const excerpt = (value: string) =>
  value.length > ADVERT_TEXT_CHARS ? `${value.slice(0, ADVERT_TEXT_CHARS).trimEnd()}…` : value;

/**
 * A record's name from its values by wire field name (a snapshot, or the same fields read from its
 * table): null when the values hold none.
 */
export function nameOf(resource: HistoryResource, values: Snapshot): string | null {
  switch (resource) {
    case 'members': {
      const name = text([values.firstName, values.lastName].filter((part) => text(part)).join(' '));
      const tribeNumber = text(values.tribeNumber);
      if (!name) return tribeNumber;
      return tribeNumber ? `${name} (${tribeNumber})` : name;
    }
    case 'adverts': {
      const [name, message] = [text(values.name), text(values.message)];
      if (!message) return name;
      return name ? `${name}: ${excerpt(message)}` : excerpt(message);
    }
    case 'activities':
    case 'messages':
    case 'documents':
      return text(values.title);
    case 'orders': {
      const [name, day] = [text(values.name), dayOf(values.orderDate)];
      return name && day ? `${name}, ${day}` : (name ?? day);
    }
    case 'dues': {
      const name = text(values.name);
      return name && typeof values.year === 'number' ? `${name}, ${values.year}` : name;
    }
    case 'bankStatements': {
      const [name, id] = [text(values.fileName), text(values.statementId)];
      return name && id ? `${name} (${id})` : (name ?? id);
    }
    case 'bankEntries':
      return text(values.counterpartyName) ?? text(values.bankReference);
    default:
      return text(values.name);
  }
}

type NameReader = (db: Database, ids: number[]) => Promise<({ id: number } & Snapshot)[]>;

/** Each kind of record's name fields as they are now, read for many ids at once. */
const NAME_READERS: Record<HistoryResource, NameReader> = {
  staff: (db, ids) =>
    db
      .select({ id: staffAccounts.id, name: staffAccounts.name })
      .from(staffAccounts)
      .where(inArray(staffAccounts.id, ids)),
  members: (db, ids) =>
    db
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        tribeNumber: members.tribeNumber,
      })
      .from(members)
      .where(inArray(members.id, ids)),
  adverts: (db, ids) =>
    db
      .select({
        id: adverts.id,
        name: fullNameSql(members.firstName, members.lastName),
        message: adverts.message,
      })
      .from(adverts)
      .innerJoin(members, eq(members.id, adverts.memberId))
      .where(inArray(adverts.id, ids)),
  activities: (db, ids) =>
    db
      .select({ id: activities.id, title: activities.title })
      .from(activities)
      .where(inArray(activities.id, ids)),
  messages: (db, ids) =>
    db.select({ id: messages.id, title: messages.title }).from(messages).where(inArray(messages.id, ids)),
  documents: (db, ids) =>
    db.select({ id: documents.id, title: documents.title }).from(documents).where(inArray(documents.id, ids)),
  vendors: (db, ids) =>
    db
      .select({ id: vendors.id, name: fullNameSql(members.firstName, members.lastName) })
      .from(vendors)
      .innerJoin(members, eq(members.id, vendors.memberId))
      .where(inArray(vendors.id, ids)),
  orders: async (db, ids) =>
    (
      await db
        .select({
          id: orders.id,
          name: fullNameSql(members.firstName, members.lastName),
          at: orders.orderDate,
        })
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(inArray(orders.id, ids))
    ).map(({ at, ...order }) => ({ ...order, orderDate: at.toISOString() })),
  locations: (db, ids) =>
    db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, ids)),
  notifications: (db, ids) =>
    db
      .select({ id: notifications.id, name: notifications.name })
      .from(notifications)
      .where(inArray(notifications.id, ids)),
  revueRecipients: (db, ids) =>
    db
      .select({ id: revueRecipients.id, name: revueRecipients.name })
      .from(revueRecipients)
      .where(inArray(revueRecipients.id, ids)),
  dues: (db, ids) =>
    db.select({ id: dues.id, name: dues.name, year: dues.year }).from(dues).where(inArray(dues.id, ids)),
  bankStatements: (db, ids) =>
    db
      .select({
        id: bankStatements.id,
        fileName: bankStatements.fileName,
        statementId: bankStatements.statementId,
      })
      .from(bankStatements)
      .where(inArray(bankStatements.id, ids)),
  bankEntries: (db, ids) =>
    db
      .select({
        id: bankEntries.id,
        counterpartyName: bankEntries.counterpartyName,
        bankReference: bankEntries.bankReference,
      })
      .from(bankEntries)
      .where(inArray(bankEntries.id, ids)),
};

/** `items` grouped by `key`, in their order. */
const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** `resource/id`: the key of a record in {@link recordNames}' answer. */
export const refKey = ({ resource, id }: RecordRef) => `${resource}/${id}`;

/**
 * The last values a deleted record's history holds, by field: from newest to oldest entry, each field's
 * first value seen (a deletion's or a merge into another member's `old`, any other entry's `new`).
 */
const lastValues = (entries: { action: string; changes: FieldChange[] }[]): Snapshot => {
  const values: Snapshot = {};
  for (const { action, changes } of entries) {
    // A member merged into another is deleted by the merge: its entry holds their values as `old`.
    const gone = action === 'delete' || changes.some((c) => c.field === 'mergedInto' && c.new !== null);
    for (const change of changes)
      if (!(change.field in values)) values[change.field] = gone ? change.old : change.new;
  }
  return values;
};

/**
 * The names of `refs` by {@link refKey} (null when nothing names one): as the records are now, one
 * query per kind of record; for a record that no longer exists, from its history (one query).
 */
export async function recordNames(db: Database, refs: RecordRef[]): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  const byResource = groupBy(refs, (ref) => ref.resource);
  await Promise.all(
    [...byResource].map(async ([resource, list]) => {
      const ids = [...new Set(list.map((ref) => ref.id))];
      for (const row of await NAME_READERS[resource](db, ids))
        names.set(refKey({ resource, id: row.id }), nameOf(resource, row));
    }),
  );
  const gone = refs.filter((ref) => !names.has(refKey(ref)));
  if (gone.length === 0) return names;
  const entries = await db
    .select({
      resource: history.resource,
      id: history.recordId,
      action: history.action,
      changes: history.changes,
    })
    .from(history)
    .where(
      or(
        ...[...groupBy(gone, (ref) => ref.resource)].map(([resource, list]) =>
          and(
            sql`${history.resource} = ${resource}`,
            inArray(
              history.recordId,
              list.map((ref) => ref.id),
            ),
          ),
        ),
      ),
    )
    .orderBy(desc(history.at), desc(history.id));
  const byRecord = groupBy(entries, (entry) => refKey(entry as RecordRef));
  for (const ref of gone)
    names.set(refKey(ref), nameOf(ref.resource, lastValues(byRecord.get(refKey(ref)) ?? [])));
  return names;
}

/** Fields of a record that hold the id of another (a member's), by kind of record. */
const MEMBER_FIELDS: Partial<Record<HistoryResource, string>> = {
  adverts: 'memberId',
  vendors: 'memberId',
  orders: 'memberId',
  dues: 'memberId',
};

/**
 * The record a changed field's value names, if the field holds another record's id: `memberId` of an
 * advert, vendor, order or payment request a member, a member's `mergedMember` or `mergedInto` the
 * other member of a merge; a notification's `recordId` the record of its type (`type` among
 * the `changes`, or `notificationType` given).
 */
export function referenceOf(
  resource: HistoryResource,
  field: string,
  value: unknown,
  notificationType?: unknown,
): RecordRef | undefined {
  if (typeof value !== 'number') return undefined;
  if (MEMBER_FIELDS[resource] === field) return { resource: 'members', id: value };
  // A merge names the other member (docs/api/members.md "Merging members").
  if (resource === 'members' && (field === 'mergedMember' || field === 'mergedInto'))
    return { resource: 'members', id: value };
  if (resource === 'notifications' && field === 'recordId' && typeof notificationType === 'string')
    return { resource: NOTIFICATION_RESOURCES[notificationType as NotificationType], id: value };
  return undefined;
}
