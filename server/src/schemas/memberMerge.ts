/**
 * Merging two members into one and undoing it (docs/api/members.md "Merging members"):
 * `PUT /Members/merge?persist=`, `GET /Members/merges`, `POST /Members/merges/{id}/undo?persist=`.
 */
import { type Static, Type } from 'typebox';
import { Actor, Id, InstantOrNull } from './common';
import { MERGE_FIELDS } from './constants';
import { MemberPayload } from './members';

const Side = Type.Union([Type.Literal('keep'), Type.Literal('merge')]);

/** The body of `PUT /Members/merge`: who stays, who goes, and per field whose value stays. */
export const MergeRequest = Type.Object(
  {
    keepId: Id,
    mergeId: Id,
    fields: Type.Optional(
      Type.Partial(Type.Object(Object.fromEntries(MERGE_FIELDS.map((field) => [field, Side]))), {
        additionalProperties: false,
        description:
          "Per field, whose value the kept member takes: 'keep' (the default) or 'merge'. address and display go as a whole.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type MergeRequest = Static<typeof MergeRequest>;

/** How many of each kind of record moved (or will move) from the merged member to the kept one. */
export const MergeMoves = Type.Object({
  adverts: Type.Integer({ minimum: 0 }),
  orders: Type.Integer({ minimum: 0 }),
  vendor: Type.Integer({
    minimum: 0,
    maximum: 1,
    description: 'The vendor entry (a member has at most one).',
  }),
  boardSeats: Type.Integer({ minimum: 0 }),
  dues: Type.Integer({
    minimum: 0,
    description: 'Lines of payment requests of years the kept member was not asked for: they move.',
  }),
  duesDetached: Type.Integer({
    minimum: 0,
    description:
      'Lines of years both were asked for (a household request of both, or two requests): the request stays as it was sent, its line of the merged member no longer points to a member.',
  }),
  notifications: Type.Integer({ minimum: 0 }),
  tribeNumbers: Type.Integer({
    minimum: 0,
    description: "The merged member's stam-number holdings that now show under the kept member.",
  }),
});
export type MergeMoves = Static<typeof MergeMoves>;

/** The answer of `PUT /Members/merge`: the kept member as they will be (or are), and what moves. */
export const MergeResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Literal(true),
  error: Type.Null(),
  persisted: Type.Boolean(),
  id: Type.Union([Type.Integer(), Type.Null()], { description: "The merge's id; null in a preview." }),
  keepId: Type.Integer(),
  mergeId: Type.Integer(),
  kept: Type.Required(MemberPayload, { description: 'The kept member as the merge leaves them.' }),
  changed: Type.Array(Type.String(), { description: 'The fields of the kept member the merge changes.' }),
  moves: MergeMoves,
});
export type MergeResult = Static<typeof MergeResult>;

/** A persisted merge (`GET /Members/merges`). */
export const MemberMergeRun = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Actor,
  keepId: Type.Integer(),
  mergeId: Type.Integer(),
  keptName: Type.String(),
  mergedName: Type.String(),
  moves: MergeMoves,
  undoneAt: InstantOrNull(),
});
export type MemberMergeRun = Static<typeof MemberMergeRun>;

/** `GET /Members/merges?memberId=`: the merges kept into that member, or all. */
export const MergeListQuery = Type.Object({ memberId: Type.Optional(Id) });

/** The answer of `POST /Members/merges/{id}/undo`: the member restored and what moves back. */
export const MergeUndoResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Literal(true),
  error: Type.Null(),
  persisted: Type.Boolean(),
  keepId: Type.Integer(),
  mergeId: Type.Integer(),
  mergedName: Type.String(),
  restored: Type.Array(Type.String(), {
    description: "The kept member's fields set back to before the merge.",
  }),
  moves: MergeMoves,
});
export type MergeUndoResult = Static<typeof MergeUndoResult>;
