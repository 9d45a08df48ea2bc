/** The history (docs/api/history.md): who changed what, read with `GET /History`. */
import { type Static, Type } from 'typebox';
import { Actor, CalendarDate, Id, Line, MAX_ID, MAX_PAGE_SIZE } from './common';
import { HISTORY_RESOURCES } from './constants';

/**
 * `GET /History`: one record's entries (`resource` and `id`), or all — of one kind of record with
 * `resource` alone — filtered by actor and days.
 */
export const HistoryQuery = Type.Object({
  resource: Type.Optional(
    Type.Enum([...HISTORY_RESOURCES], { description: 'With `id`: one record; alone: that kind of record.' }),
  ),
  id: Type.Optional(Id),
  actor: Type.Optional(Line(200, { description: "The staff member's `sub`." })),
  from: Type.Optional(CalendarDate('First day (Brussels), inclusive.')),
  to: Type.Optional(CalendarDate('Last day (Brussels), inclusive.')),
  page: Type.Integer({ minimum: 1, maximum: MAX_ID, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 }),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

/** A record's name in the history (docs/api/history.md "Names"); null when nothing names it. */
const RecordName = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/**
 * One changed field: its wire name (`address.zipcode`), the value before and after (null: none); for a
 * field that holds another record's id (`memberId`, a notification's `recordId`), that record's name.
 */
export const FieldChange = Type.Object({
  field: Type.String(),
  old: Type.Unknown(),
  new: Type.Unknown(),
  oldName: Type.Optional(RecordName("With a record's id as `old`: that record's name.")),
  newName: Type.Optional(RecordName("With a record's id as `new`: that record's name.")),
});

/** One change of one record, newest first in the list. */
export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Actor,
  action: Type.String({
    description:
      'create, update, delete, deactivate, reactivate, block, unblock, show, hide, reorderImages, import, undoImport; of staff accounts also disable, enable, passwordLink, setPassword.',
  }),
  resource: Type.Enum([...HISTORY_RESOURCES]),
  recordId: Type.Integer(),
  name: RecordName(
    'The record as people know it: a member by name and stam number, an advert by its member and text, …; a deleted record by its last values in the history.',
  ),
  changes: Type.Array(FieldChange),
});
export type HistoryEntry = Static<typeof HistoryEntry>;
