/**
 * Reading the history (docs/api/history.md) for people: the record an entry is about and where it is
 * shown, the action in words, each changed field's label and its values as text — booleans Ja/Nee,
 * empty as —, images by their file names, instants on the club's clock (dd/MM/yyyy HH:mm, Brussels).
 * Pure functions over react-admin's `translate`; the components are RecordHistory and HistoryList.
 */
import type { TranslateFunction as Translate } from 'react-admin';
import type { HistoryEntry } from '../../server/src/schemas/history';
import { formatBrusselsDateTime, formatCalendarDate } from '../common/dates';
import { formatSize } from '../resources/documents/documentModel';
import { formatName, type StatementFormat } from '../resources/dues/statements/statementModel';
import { formatEuro, formatSizeMm } from '../resources/orders/orderModel';

/** A kind of record the history knows (`resource` of an entry). */
export type HistoryResource = HistoryEntry['resource'];

/** One changed field of an entry, as the API answers it. */
export type Change = HistoryEntry['changes'][number];

/**
 * Where each kind of record is shown: its edit page, the show page (orders and dues requests have no
 * edit page), or nowhere (a notification, a bank statement and its credits have no page of their own).
 */
const RECORD_VIEWS: Record<HistoryResource, 'edit' | 'show' | null> = {
  members: 'edit',
  adverts: 'edit',
  activities: 'edit',
  messages: 'edit',
  documents: 'edit',
  vendors: 'edit',
  orders: 'show',
  locations: 'edit',
  notifications: null,
  revueRecipients: 'edit',
  staff: 'edit',
  dues: 'show',
  bankStatements: null,
  bankEntries: null,
};

/** The SPA path of record `recordId` of `resource`, or undefined when it has no page. */
export const recordPath = (resource: HistoryResource, recordId: number): string | undefined => {
  const view = RECORD_VIEWS[resource];
  if (!view) return undefined;
  return view === 'edit' ? `/${resource}/${recordId}` : `/${resource}/${recordId}/show`;
};

/**
 * The path an entry links to: its record's page — none for notifications, for a deletion, or when
 * `deleted` (the records known to be deleted, as `resource/recordId`) holds its record.
 */
export const entryPath = (entry: HistoryEntry, deleted: ReadonlySet<string> = new Set()) =>
  entry.action === 'delete' || deleted.has(recordKey(entry))
    ? undefined
    : recordPath(entry.resource, entry.recordId);

/** `resource/recordId`: one record, whatever the entry. */
export const recordKey = ({ resource, recordId }: Pick<HistoryEntry, 'resource' | 'recordId'>) =>
  `${resource}/${recordId}`;

/** The records the entries show deleted (a `delete` entry among them), as {@link recordKey}s. */
export const deletedRecords = (entries: readonly HistoryEntry[]): Set<string> =>
  new Set(entries.filter((entry) => entry.action === 'delete').map(recordKey));

/** Translation key of an action (`update` → history.actions.update). */
export const actionKey = (action: string) => `history.actions.${action}`;

/** The person who made the change: their email, else their `sub`. */
export const actorName = ({ actor }: Pick<HistoryEntry, 'actor'>) => actor.email ?? actor.sub;

/** The kind of record in words, one or more (`resources.<resource>.name`). */
export const kindLabel = (translate: Translate, resource: string, count = 1) =>
  translate(`resources.${resource}.name`, { smart_count: count, _: resource });

/**
 * A changed field's label: the resource's own field label where the forms have one
 * (`resources.<resource>.fields.<field>`, for a dotted field its last part: `address.zipcode` →
 * Postcode), else the history's own (`history.fields.<resource>.<field>`), else the wire name.
 */
export const fieldLabel = (translate: Translate, resource: string, field: string): string => {
  const last = field.slice(field.lastIndexOf('.') + 1);
  const keys = [
    `history.fields.${resource}.${field}`,
    `resources.${resource}.fields.${field}`,
    `resources.${resource}.fields.${last}`,
  ];
  return keys.reduceRight((fallback, key) => translate(key, { _: fallback }), field);
};

/** Fields whose values are codes with a label of their own: each code's translation key, by resource and field. */
const CODE_LABELS: Record<string, Record<string, (code: string) => string>> = {
  adverts: {
    advertType: (code) => `resources.adverts.types.${code}`,
    amountPaidType: (code) => `resources.adverts.amountPaid.${code}`,
  },
  notifications: { type: (code) => `notifications.types.${code}` },
  dues: { status: (code) => `resources.dues.states.${code}` },
};

/**
 * Fields in euro cents besides those named `…Cents`: the amounts of the dues (docs/api/dues.md: amounts
 * are euro cents on the wire, named as the API names them), by resource.
 */
const EURO_FIELDS: Record<string, ReadonlySet<string>> = {
  dues: new Set(['amount', 'paid']),
  bankStatements: new Set(['amount']),
  bankEntries: new Set(['amount']),
};

/** Whether `field` of `resource` holds euro cents. */
const isEuroField = (resource: string, field: string) =>
  field.endsWith('Cents') || (EURO_FIELDS[resource]?.has(field) ?? false);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The text of rich text (activity and message descriptions are HTML): tags gone, spaces collapsed. */
export const plainText = (html: string): string => {
  const spaced = html.replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, ' ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
};

/** A member of a payment request in the history (`memberList`): name and stam number. */
const duesMemberText = (member: unknown): string => {
  const { name, tribeNumber } = (member ?? {}) as { name?: string; tribeNumber?: string };
  return `${name} (${tribeNumber})`;
};

/** An order line of the history (`orderLines`): year, ring size and quantity. */
const orderLineText = (line: unknown): string => {
  const { year, sizeMm, quantity } = (line ?? {}) as { year?: number; sizeMm?: number; quantity?: number };
  return `${year} · ${typeof sizeMm === 'number' ? formatSizeMm(sizeMm) : '?'} × ${quantity}`;
};

/** What {@link formatValue} needs besides the value: the texts, the language, the countries by id. */
export interface ValueContext {
  translate: Translate;
  /** The interface language (`nl`, `en`). */
  locale: string;
  /** Country names by id, for a {@link isCountryField}; the id is shown without them. */
  countries?: ReadonlyMap<number, string>;
}

/** A field holding a country's id: a member's `address.countryId`, a revue recipient's `countryId`. */
export const isCountryField = (field: string) => field === 'countryId' || field.endsWith('.countryId');

/** Whether a value counts as empty: none, '', or no items. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * One value of a changed field as text: empty as `history.values.empty` (—), booleans as Ja/Nee,
 * images by file name, order lines as year · size × quantity, euro cents (fields named `…Cents`, and
 * the amounts of the dues and their bank statements) in euro, a file's size in
 * kB/MB, codes by their label, instants as dd/MM/yyyy HH:mm (Brussels), days as dd/MM/yyyy, rich
 * text as its text; anything else as it is.
 */
export const formatValue = (
  resource: string,
  field: string,
  value: unknown,
  { translate, locale, countries }: ValueContext,
): string => {
  if (isEmptyValue(value)) return translate('history.values.empty');
  if (typeof value === 'boolean') return translate(value ? 'history.values.yes' : 'history.values.no');
  if (Array.isArray(value)) {
    if (field === 'images')
      return value.map((image) => String((image as { name?: unknown })?.name ?? '?')).join(', ');
    if (field === 'orderLines') return value.map(orderLineText).join('; ');
    if (field === 'memberList') return value.map(duesMemberText).join(', ');
    return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  }
  if (typeof value === 'number') {
    if (isEuroField(resource, field)) return formatEuro(value);
    if (field === 'sizeBytes') return formatSize(value, locale === 'nl' ? 'nl-BE' : locale);
    if (isCountryField(field)) return countries?.get(value) ?? String(value);
    return String(value);
  }
  if (typeof value === 'string') {
    const codeKey = CODE_LABELS[resource]?.[field];
    if (codeKey) return translate(codeKey(value), { _: value });
    if (resource === 'documents' && field === 'type') return value.toUpperCase();
    if (resource === 'bankStatements' && field === 'format') return formatName(value as StatementFormat);
    if (INSTANT.test(value)) return formatBrusselsDateTime(value);
    if (CALENDAR_DAY.test(value)) return formatCalendarDate(value);
    if (field === 'info' && resource !== 'locations')
      return plainText(value) || translate('history.values.empty');
    return value;
  }
  return JSON.stringify(value);
};

/**
 * One side of a change as text: the name of the record a field's id names (`oldName`/`newName`, e.g.
 * an advert's member) when the API gave one, else {@link formatValue} of the value.
 */
export const changeValue = (resource: string, change: Change, side: 'old' | 'new', context: ValueContext) =>
  (side === 'old' ? change.oldName : change.newName) ??
  formatValue(resource, change.field, change[side], context);

/**
 * What an entry's record is called (docs/api/history.md "Names"): its `name` — a notification's with
 * its kind of change (`type` among the changes), "Piet Claes · Nieuw lid" — or, when nothing names it,
 * its kind and number, "Lid 12".
 */
export const recordName = (translate: Translate, entry: HistoryEntry): string => {
  if (entry.name === null)
    return translate('history.record', { kind: kindLabel(translate, entry.resource), id: entry.recordId });
  const type = entry.changes.find((change) => change.field === 'type');
  const code = type?.old ?? type?.new;
  if (entry.resource !== 'notifications' || typeof code !== 'string') return entry.name;
  return `${entry.name} · ${translate(`notifications.types.${code}`, { _: code })}`;
};

/**
 * The changes worth showing: a creation lists the values it set and a deletion those it removed
 * (empty ones left out); any other change each field's old and new value.
 */
export const shownChanges = ({ action, changes }: Pick<HistoryEntry, 'action' | 'changes'>): Change[] => {
  if (action === 'create') return changes.filter((change) => !isEmptyValue(change.new));
  if (action === 'delete') return changes.filter((change) => !isEmptyValue(change.old));
  return changes;
};

/** How a change reads: only the value set (creation), the value removed (deletion), or old → new. */
export const changeForm = (action: string): 'new' | 'old' | 'both' =>
  action === 'create' ? 'new' : action === 'delete' ? 'old' : 'both';
