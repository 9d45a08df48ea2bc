/** The answer of PUT /Members/import (docs/api.md): the dry-run preview, or the applied import. */
import { type Static, Type } from 'typebox';
import { Actor, InstantOrNull, RefusalDetails } from './common';
import { SPREADSHEET_FORMATS } from './constants';
import { ImportDouble } from './memberDoubles';

const Field = Type.String({ description: 'A template column field, e.g. city.' });
const Row = Type.Integer({ description: "The spreadsheet's row number; the header is row 1." });

/**
 * The query of `PUT /Members/import?persist={bool}&clearEmpty={bool}`: persist false is a dry run (spec
 * §5: required); clearEmpty (extension, default false) lets an empty cell empty a stored value.
 */
export const ImportQuery = Type.Object({
  persist: Type.Boolean(),
  clearEmpty: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        'Extension. false (default): an empty cell leaves the stored value of an existing member as it ' +
        'is. true: an empty cell in a present column empties it (shown as a change to ""). New members ' +
        'are read as the file says either way.',
    }),
  ),
});
export type ImportQuery = Static<typeof ImportQuery>;
/** The query of `GET /Members/import/template?format=…`: csv or xlsx. */
export const TemplateQuery = Type.Object({ format: Type.Enum([...SPREADSHEET_FORMATS]) });
export type TemplateQuery = Static<typeof TemplateQuery>;

/**
 * The answer of `PUT /Members/import`: the counts and rows of a dry run or of the applied import, or a
 * refusal of the whole file (`reason`, no counts). `invalid[].reason`: required, invalidEmail,
 * invalidTribeNumber, unknownCountry, duplicateInFile, invalidZipcode, invalidPhone, invalidWebsite,
 * invalidYesNo, unknownKind, unknownLanguage or tribeNumberNotYetFree.
 */
export const ImportResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Union([Type.String(), Type.Null()]),
  field: Type.Optional(Type.String()),
  reason: Type.Optional(
    Type.String({
      description:
        'A refused file: notSpreadsheet, empty, missingColumns (see columns), tooLarge, tooManyRows or ' +
        'zipBomb (see limit and measure).',
    }),
  ),
  ...RefusalDetails,
  persisted: Type.Optional(
    Type.Boolean({ description: 'Whether the import was written (persist=true, no invalid row).' }),
  ),
  importId: Type.Optional(
    Type.Integer({ description: 'Extension: the persisted import, for GET /Members/imports and its undo.' }),
  ),
  counts: Type.Optional(
    Type.Object({
      new: Type.Integer(),
      changed: Type.Integer(),
      unchanged: Type.Integer(),
      invalid: Type.Integer(),
    }),
  ),
  new: Type.Optional(
    Type.Array(
      Type.Object({
        row: Row,
        tribeNumber: Type.String(),
        name: Type.String(),
        doubles: Type.Optional(
          Type.Array(ImportDouble, {
            description:
              'Extension: the likely doubles of this new member (docs/api/members.md "Likely doubles"), ' +
              'stored members first, then other rows of the file; absent when there is none.',
          }),
        ),
      }),
    ),
  ),
  changed: Type.Optional(
    Type.Array(
      Type.Object({
        row: Row,
        id: Type.Integer(),
        tribeNumber: Type.String(),
        name: Type.String(),
        changes: Type.Array(Type.Object({ field: Field, old: Type.String(), new: Type.String() })),
      }),
    ),
  ),
  invalid: Type.Optional(
    Type.Array(
      Type.Object({
        row: Row,
        tribeNumber: Type.String({
          description: "The row's stam number as read (upper case; '' when empty).",
        }),
        name: Type.String({
          description: "The row's member, first and last name as read ('' when both are empty).",
        }),
        field: Field,
        reason: Type.String({
          description:
            'required, invalidEmail, invalidTribeNumber, unknownCountry, duplicateInFile, invalidZipcode, ' +
            'invalidPhone, invalidWebsite, invalidYesNo (the revue column is not ja or nee), unknownKind ' +
            '(no kind of membership of that name), unknownLanguage (the taal column is not nl or en) or ' +
            'tribeNumberNotYetFree (a new member with a stam number given up too recently).',
        }),
        message: Type.String(),
        formerHolder: Type.Optional(
          Type.Object(
            { id: Type.Integer(), name: Type.String() },
            { description: 'With reason tribeNumberNotYetFree: the member who gave the stam number up.' },
          ),
        ),
        freeFrom: Type.Optional(
          Type.String({
            format: 'date',
            description:
              'With reason tribeNumberNotYetFree: the first day the stam number may be given again.',
          }),
        ),
      }),
    ),
  ),
});
export type ImportResult = Static<typeof ImportResult>;

/** A persisted import (`GET /Members/imports`, extension; docs/api/history.md). */
export const MemberImportRun = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Actor,
  fileName: Type.String(),
  created: Type.Integer(),
  updated: Type.Integer(),
  undoneAt: InstantOrNull(),
});
export type MemberImportRun = Static<typeof MemberImportRun>;

/** `POST /Members/imports/{id}/undo?persist={bool}`: false previews, true undoes. */
export const UndoQuery = Type.Object({ persist: Type.Boolean() });

const UndoMember = Type.Object({ id: Type.Integer(), tribeNumber: Type.String(), name: Type.String() });

/** What an undo does (or did): fields restored, members deactivated or removed, and the conflicts left. */
export const UndoResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Null(),
  persisted: Type.Boolean(),
  restored: Type.Array(
    Type.Object({
      ...UndoMember.properties,
      fields: Type.Array(Type.Object({ field: Type.String(), from: Type.Unknown(), to: Type.Unknown() })),
    }),
  ),
  deactivated: Type.Array(UndoMember),
  removed: Type.Array(UndoMember),
  conflicts: Type.Array(
    Type.Object({
      ...UndoMember.properties,
      field: Type.String(),
      imported: Type.Unknown({ description: 'The value the import wrote.' }),
      current: Type.Unknown({ description: 'The value since changed by someone else: it stays.' }),
    }),
  ),
});
export type UndoResult = Static<typeof UndoResult>;
