/**
 * The member records react-admin holds: the wire's shapes (server/src/schemas/members.ts) as the
 * members mapping hands them over.
 */
import type { ImportResult } from '../../server/src/schemas/memberImport';
import type { MemberDetail, MemberListItem } from '../../server/src/schemas/members';

/** `GET /Members/{id}` with the "Firstname Lastname" the list has, so every member record shows the same name. */
export type MemberRecord = MemberDetail & { name: string };

/** A row of `POST /Members/list`, with the wire's `tribenumber` renamed to `tribeNumber`. */
export type MemberListRecord = Omit<MemberListItem, 'tribenumber'> & Pick<MemberDetail, 'tribeNumber'>;

/**
 * The answer of `PUT /Members/import?persist=…` (docs/api.md) that the screen shows: a dry-run preview
 * or what was applied; an error answer lacks these fields.
 */
export type MemberImportResult = Required<
  Pick<ImportResult, 'persisted' | 'counts' | 'new' | 'changed' | 'invalid'>
>;
