/**
 * What the history compares (docs/api/history.md): each kind of record read as a flat map of wire
 * field names to values — nested objects become dotted names (`address.zipcode`), images become
 * `[{name, kind, size}]` (never their bytes), and ids of the record itself are left out.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { files, images, notifications } from '../../db/schema';
import type { HISTORY_RESOURCES } from '../../schemas/constants';
import { getActivity } from '../activities/queries';
import { getAdvert } from '../adverts/queries';
import { getDocument } from '../documents/queries';
import { getEntry } from '../dues/entries';
import { getDues } from '../dues/queries';
import { statementValues } from '../dues/statements';
import { getLocation } from '../locations';
import { loadMembers } from '../members/store';
import { getMessage } from '../messages/queries';
import { getOrder } from '../orders/queries';
import { getRecipient } from '../revue/recipients';
import { getStaff } from '../staff/queries';
import { getVendor } from '../vendors/queries';
import type { Snapshot } from './record';

export type HistoryResource = (typeof HISTORY_RESOURCES)[number];

type Reader = (tx: Transaction, id: number) => Promise<object | undefined>;

/** Each resource's record as its API shows it (members: as the form sends it). */
const READERS: Record<HistoryResource, Reader> = {
  members: async (tx, id) => (await loadMembers(tx, [id]))[0]?.values,
  adverts: getAdvert,
  activities: getActivity,
  messages: getMessage,
  documents: getDocument,
  vendors: getVendor,
  // Without `duesPaid`: it follows from the member's dues, not a value of the order.
  orders: async (tx, id) => {
    const order = await getOrder(tx as unknown as Database, id, true);
    if (!order) return undefined;
    const { duesPaid: _, ...stored } = order;
    return stored;
  },
  locations: getLocation,
  notifications: async (tx, id) => (await tx.select().from(notifications).where(eq(notifications.id, id)))[0],
  // As the form sends it: the country by its id, as a member's address.countryId.
  revueRecipients: async (tx, id) => {
    const recipient = await getRecipient(tx, id);
    if (!recipient) return undefined;
    const { country, ...fields } = recipient;
    return { ...fields, countryId: country.id };
  },
  // As the staff list shows it: never a password, its hash, a link's token or the second-factor secret.
  staff: getStaff,
  // Without `overdue`: it follows from the date and the settings, not a value of the request.
  dues: async (tx, id) => {
    const request = await getDues(tx as unknown as Database, id);
    if (!request) return undefined;
    const { overdue: _, ...stored } = request;
    return stored;
  },
  bankStatements: (tx, id) => statementValues(tx as unknown as Database, id),
  // Without its suggestion: that follows from the other requests, not a value of the credit.
  bankEntries: async (tx, id) => {
    const entry = await getEntry(tx as unknown as Database, id);
    if (!entry) return undefined;
    const { suggestion: _, ...stored } = entry;
    return stored;
  },
};

/** Fields that say nothing about a change: the record's own id and the time it was made. */
const LEFT_OUT = new Set(['id', 'createdOn']);

/** Any record's values (e.g. a member's MemberValues) as a flat snapshot, as {@link snapshotOf} makes them. */
export const valuesSnapshot = (values: object): Snapshot => flatten(values, '', {});

/** `value` flattened into `into` under `prefix` (objects dotted; arrays and plain values as they are). */
function flatten(value: object, prefix: string, into: Snapshot): Snapshot {
  for (const [key, inner] of Object.entries(value)) {
    if (prefix === '' && LEFT_OUT.has(key)) continue;
    const field = prefix ? `${prefix}.${key}` : key;
    if (inner instanceof Date) into[field] = inner.toISOString();
    else if (inner && typeof inner === 'object' && !Array.isArray(inner)) flatten(inner, field, into);
    else into[field] = inner;
  }
  return into;
}

/** The images of a record (`[{id, name, location}]`) as `[{name, kind, size}]`, in their order. */
async function imageFiles(tx: Transaction, shown: { id: number }[]) {
  if (shown.length === 0) return [];
  const rows = await tx
    .select({ id: images.id, name: images.name, kind: files.contentType, size: files.sizeBytes })
    .from(images)
    .innerJoin(files, eq(files.id, images.fileId))
    .where(
      inArray(
        images.id,
        shown.map((image) => image.id),
      ),
    );
  return shown.map((image) => {
    const { id: _id, ...file } = rows.find((row) => row.id === image.id) ?? { id: 0 };
    return file;
  });
}

/** Record `id` of `resource` as a flat snapshot, or undefined when there is no such record. */
export async function snapshotOf(
  tx: Transaction,
  resource: HistoryResource,
  id: number,
): Promise<Snapshot | undefined> {
  const record = (await READERS[resource](tx, id)) as (object & { images?: { id: number }[] }) | undefined;
  if (!record) return undefined;
  const { images: shown, ...rest } = record;
  const snapshot = flatten(rest, '', {});
  if (shown) snapshot.images = await imageFiles(tx, shown);
  return snapshot;
}

/**
 * Records `ids` of `resource` as flat snapshots, in the order of `ids` (undefined where there is no
 * such record), as {@link snapshotOf} makes them: several members in one read (a bulk edit's), any
 * other resource — and a single member, whose read the change shares (sharedReads.ts) — one by one.
 */
export async function snapshotsOf(
  tx: Transaction,
  resource: HistoryResource,
  ids: number[],
): Promise<(Snapshot | undefined)[]> {
  if (resource === 'members' && ids.length > 1) {
    const values = new Map((await loadMembers(tx, ids)).map((member) => [member.id, member.values]));
    return ids.map((id) => {
      const found = values.get(id);
      return found && flatten(found, '', {});
    });
  }
  // One after another: a transaction is one connection, which runs one query at a time.
  const snapshots: (Snapshot | undefined)[] = [];
  for (const id of ids) snapshots.push(await snapshotOf(tx, resource, id));
  return snapshots;
}
