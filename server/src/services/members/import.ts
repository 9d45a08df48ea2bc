/**
 * Member import (spec §5 "member import"; docs/api.md "PUT /Members/import"): matches spreadsheet rows
 * to members on the tribe number and sorts them into new, changed (per-field old → new), unchanged and
 * invalid (row, field, reason). With `persist` it applies everything in one transaction with the
 * notifications, or nothing when a row is invalid.
 */
import type { Database, Transaction } from '../../db/client';
import { countries, memberImports, membershipKinds } from '../../db/schema';
import { ApiError } from '../../errors';
import { EMAIL_PATTERN, TRIBE_NUMBER_PATTERN } from '../../schemas/constants';
import type { ImportDouble } from '../../schemas/memberDoubles';
import { askJoiningMembers } from '../dues/run';
import { type Actor, changedFields, writeHistory } from '../history/record';
import { valuesSnapshot } from '../history/snapshots';
import { fullName } from '../people/names';
import type { Sheet } from '../spreadsheets/read';
import { searchWords } from '../text/searchWords';
import { checkMemberValues, type MemberProblem } from './checks';
import { COLUMNS, type ColumnField, mapColumns, readLanguage, readYesNo, YES_NO } from './columns';
import { findDoubles, findDoublesAmong, likenessInput } from './doubles';
import { insertMembers, loadMembers, type StoredMember, updateMember } from './store';
import { type FormerHolder, notYetFree as notYetFreeError, numbersNotYetFree } from './tribeNumbers';
import { type AddressValues, EMPTY_ADDRESS, type MemberValues, normalise } from './values';

type Reason =
  | 'tribeNumberNotYetFree'
  | 'required'
  | 'invalidYesNo'
  | 'invalidEmail'
  | 'invalidTribeNumber'
  | 'unknownCountry'
  | 'duplicateInFile'
  | 'unknownKind'
  | 'unknownLanguage'
  | MemberProblem['reason'];
/** One problem of an invalid row, with the member the row is about (its stam number and name as read). */
interface Invalid {
  row: number;
  tribeNumber: string;
  name: string;
  field: ColumnField;
  reason: Reason;
  message: string;
  /** With reason tribeNumberNotYetFree: who gave the number up, and the first day it is free. */
  formerHolder?: { id: number; name: string };
  freeFrom?: string;
}
interface Change {
  field: ColumnField;
  old: string;
  new: string;
}
interface Planned {
  row: number;
  values: MemberValues;
  stored?: StoredMember;
  changes: Change[];
}

const emailPattern = new RegExp(EMAIL_PATTERN);
const tribePattern = new RegExp(TRIBE_NUMBER_PATTERN);
const fold = (text: string) => searchWords(text).join(' ');

/** The value of `field` in `values` as shown in the preview (country by name, the revue flag ja/nee). */
function shown(
  values: MemberValues,
  field: ColumnField,
  countryNames: Map<number, string>,
  kindNames: Map<number, string>,
): string {
  if (field === 'receivesRevue') return values.receivesRevue ? YES_NO.yes : YES_NO.no;
  if (field === 'language') return values.language;
  if (field === 'membershipKind')
    return values.membershipKindId === null ? '' : (kindNames.get(values.membershipKindId) ?? '');
  if (field === 'country')
    return values.address?.countryId ? (countryNames.get(values.address.countryId) ?? '') : '';
  if (field in (values.contact as object)) return values.contact[field as keyof MemberValues['contact']];
  if (field === 'tribeNumber' || field === 'firstName' || field === 'lastName') return values[field];
  return String(values.address?.[field as keyof AddressValues] ?? '');
}

/** How the rows of a sheet are applied to stored members. */
export interface ImportOptions {
  /** Whether an empty cell empties a stored member's value (true) or leaves it as it is (false). */
  clearEmpty: boolean;
  /** TRIBE_NUMBER_REUSE_YEARS: a new member may not take a number given up more recently. */
  reuseYears: number;
}

/**
 * Reads the sheet against the database; writes nothing. `counts.invalid` counts rows, `invalid` lists
 * every problem of every invalid row. An empty cell of an existing member leaves the stored value
 * unless `options.clearEmpty`; a new member takes the file as it is.
 * @throws ApiError 400 (field formFile) `missingColumns` or `empty` (no data rows).
 */
export async function planImport(db: Database | Transaction, sheet: Sheet, options: ImportOptions) {
  const { index, missing } = mapColumns(sheet.header);
  if (missing.length > 0) {
    throw new ApiError(
      400,
      `Required columns missing: ${missing.join(', ')}.`,
      'formFile',
      'missingColumns',
      {
        columns: missing,
      },
    );
  }
  if (sheet.rows.length === 0) throw new ApiError(400, 'The file has no data rows.', 'formFile', 'empty');
  const countryRows = await db.select().from(countries);
  const countryNames = new Map(countryRows.map((c) => [c.id, c.name]));
  const countryCodes = new Map(countryRows.map((c) => [c.id, c.twoLetterCode]));
  const countryIds = new Map(
    countryRows.flatMap(
      (c) =>
        [
          [fold(c.name), c.id],
          [fold(c.twoLetterCode), c.id],
        ] as const,
    ),
  );
  const kindRows = await db.select().from(membershipKinds);
  const kindNames = new Map(kindRows.map((kind) => [kind.id, kind.name]));
  const kindIds = new Map(kindRows.map((kind) => [fold(kind.name), kind.id]));
  const existing = new Map((await loadMembers(db)).map((m) => [m.values.tribeNumber, m]));
  const notYetFree = await numbersNotYetFree(db, options.reuseYears);
  const seen = new Set<string>();
  const invalid: Invalid[] = [];
  const planned: Planned[] = [];

  let invalidRows = 0;
  for (const { row, cells } of sheet.rows) {
    const read = (field: ColumnField) =>
      index.has(field) ? (cells[index.get(field) as number] ?? '') : undefined;
    const tribeNumber = (read('tribeNumber') ?? '').toUpperCase();
    const stored = existing.get(tribeNumber);
    // undefined leaves the value as it is: an absent column, or an empty cell that may not clear.
    const cell = (field: ColumnField) => {
      const value = read(field);
      return value === '' && stored && !options.clearEmpty ? undefined : value;
    };
    const base: MemberValues = stored?.values ?? {
      firstName: '',
      lastName: '',
      tribeNumber,
      address: null,
      isBlocked: false,
      isActive: true,
      receivesRevue: true,
      membershipKindId: null,
      language: 'nl',
      contact: { email: '', phoneNumber: '', mobilePhoneNumber: '', fax: '', website: '' },
      display: { exposeEmail: false, exposeAddress: false, exposePhone: false },
    };
    const problems: Omit<Invalid, 'tribeNumber' | 'name'>[] = [];
    const fail = (
      field: ColumnField,
      reason: Reason,
      message: string,
      details: Pick<Invalid, 'formerHolder' | 'freeFrom'> = {},
    ) => problems.push({ row, field, reason, message, ...details });
    const address: AddressValues = { ...EMPTY_ADDRESS, ...base.address };
    for (const field of ['street', 'number', 'box', 'zipcode', 'city'] as const)
      address[field] = cell(field) ?? address[field];
    const country = cell('country');
    if (country !== undefined) {
      address.countryId = country ? (countryIds.get(fold(country)) ?? null) : null;
      if (country && !address.countryId) fail('country', 'unknownCountry', `Unknown country '${country}'.`);
    }
    // An empty revue cell never changes the flag (a flag cannot be emptied); a new member gets ja.
    const revueCell = read('receivesRevue') ?? '';
    const receivesRevue = revueCell.trim() === '' ? base.receivesRevue : readYesNo(revueCell);
    if (receivesRevue === undefined)
      fail('receivesRevue', 'invalidYesNo', `'${revueCell}' is not ja or nee.`);
    // The kind by its name; an empty cell leaves it (a new member: the default kind).
    const kindCell = (read('membershipKind') ?? '').trim();
    const membershipKindId = kindCell === '' ? base.membershipKindId : kindIds.get(fold(kindCell));
    if (membershipKindId === undefined)
      fail('membershipKind', 'unknownKind', `'${kindCell}' is not a kind of membership.`);
    // The language as nl/en or its name; an empty cell leaves it (a new member: nl).
    const languageCell = (read('language') ?? '').trim();
    const language = languageCell === '' ? base.language : readLanguage(languageCell);
    if (language === undefined)
      fail(
        'language',
        'unknownLanguage',
        `'${languageCell}' is not a language: nl (Nederlands) or en (English).`,
      );
    const contact = { ...base.contact };
    for (const field of ['email', 'phoneNumber', 'mobilePhoneNumber', 'fax', 'website'] as const)
      contact[field] = cell(field) ?? contact[field];
    // Postcode, phones and website as the API checks and stores them (checks.ts).
    const checked = checkMemberValues(
      normalise({
        ...base,
        tribeNumber,
        firstName: cell('firstName') ?? base.firstName,
        lastName: cell('lastName') ?? base.lastName,
        address,
        contact,
        receivesRevue: receivesRevue ?? base.receivesRevue,
        membershipKindId: membershipKindId ?? base.membershipKindId,
        language: language ?? base.language,
      }),
      countryCodes.get(address.countryId ?? -1) ?? null,
    );
    const values = checked.values;
    for (const problem of checked.problems) fail(problem.field, problem.reason, problem.message);

    if (!tribeNumber) fail('tribeNumber', 'required', 'The tribe number is empty.');
    else if (!tribePattern.test(tribeNumber))
      fail(
        'tribeNumber',
        'invalidTribeNumber',
        `'${tribeNumber}' is not a tribe number (1–10 letters or digits).`,
      );
    else if (seen.has(tribeNumber))
      fail('tribeNumber', 'duplicateInFile', `Tribe number ${tribeNumber} is on an earlier row too.`);
    else if (!stored && notYetFree.has(tribeNumber)) {
      const holder = notYetFree.get(tribeNumber) as FormerHolder;
      fail('tribeNumber', 'tribeNumberNotYetFree', notYetFreeError(holder).message, {
        formerHolder: { id: holder.memberId, name: holder.name },
        freeFrom: holder.freeFrom,
      });
    }
    seen.add(tribeNumber);
    if (!values.firstName) fail('firstName', 'required', 'The first name is empty.');
    if (!values.lastName) fail('lastName', 'required', 'The last name is empty.');
    if (!emailPattern.test(values.contact.email))
      fail('email', 'invalidEmail', `'${values.contact.email}' is not an email address.`);
    if (problems.length > 0) {
      invalidRows++;
      const name = fullName(values).trim();
      invalid.push(...problems.map((problem) => ({ ...problem, tribeNumber, name })));
      continue;
    }
    const changes = stored
      ? COLUMNS.map(({ field }) => ({
          field,
          old: shown(stored.values, field, countryNames, kindNames),
          new: shown(values, field, countryNames, kindNames),
        })).filter((c) => c.old !== c.new)
      : [];
    planned.push({ row, values, stored, changes });
  }

  const created = planned.filter((p) => !p.stored);
  const changed = planned.filter((p) => p.stored && p.changes.length > 0);
  const doubles = await doublesOfNewRows(db, created, planned);
  return {
    preview: {
      counts: {
        new: created.length,
        changed: changed.length,
        unchanged: planned.length - created.length - changed.length,
        invalid: invalidRows,
      },
      new: created.map((p) => ({
        row: p.row,
        tribeNumber: p.values.tribeNumber,
        name: fullName(p.values),
        ...(doubles.has(p.row) ? { doubles: doubles.get(p.row) } : {}),
      })),
      changed: changed.map((p) => ({
        row: p.row,
        id: p.stored?.id as number,
        tribeNumber: p.values.tribeNumber,
        name: fullName(p.values),
        changes: p.changes,
      })),
      invalid,
    },
    created,
    changed,
  };
}

/**
 * The likely doubles of each new row (services/members/doubles.ts), by row number: the stored members
 * alike, then the other valid rows of the file alike (new or changed, their stam numbers differ).
 */
async function doublesOfNewRows(
  db: Database | Transaction,
  created: Planned[],
  planned: Planned[],
): Promise<Map<number, ImportDouble[]>> {
  const marks = new Map<number, ImportDouble[]>();
  const mark = (row: number, double: ImportDouble) => marks.set(row, [...(marks.get(row) ?? []), double]);
  if (created.length === 0) return marks;
  for (const found of await findDoubles(
    db,
    created.map((p) => likenessInput(p.values)),
  ))
    mark(created[found.input].row, {
      id: found.id,
      name: found.name,
      tribeNumber: found.tribeNumber,
      reasons: found.reasons,
    });
  const isNew = new Set(created);
  for (const { a, b, reasons } of await findDoublesAmong(
    db,
    planned.map((p) => likenessInput(p.values)),
  )) {
    const [first, second] = [planned[a], planned[b]];
    const other = (p: Planned) => ({
      row: p.row,
      name: fullName(p.values),
      tribeNumber: p.values.tribeNumber,
      reasons,
    });
    // A stored member of the file is marked by its id already when it is alike.
    const known = (row: number, p: Planned) => marks.get(row)?.some((d) => d.id === p.stored?.id);
    if (isNew.has(first) && !known(first.row, second)) mark(first.row, other(second));
    if (isNew.has(second) && !known(second.row, first)) mark(second.row, other(first));
  }
  return marks;
}

/** Who imports which file, for the change set of a persisted import (docs/api/history.md). */
export interface ImportRecord {
  actor: Actor;
  fileName: string;
}

/**
 * Plans and, when `persist` and no row is invalid, applies the import in one transaction; `options` as
 * {@link planImport} takes them. A persisted import is one change set by `record`: a member_imports
 * row and a history entry `import` per member created or changed, and the members created are asked
 * the dues of the years that have requests already (dues/run.ts `askJoiningMembers`), all in the same
 * transaction. Returns `{persisted, counts, new, changed, invalid}` (and `importId` when persisted).
 * @throws ApiError 400 as planImport does.
 */
export async function runImport(
  db: Database,
  sheet: Sheet,
  persist: boolean,
  options: ImportOptions,
  record: ImportRecord,
) {
  if (!persist) return { persisted: false, ...(await planImport(db, sheet, options)).preview };
  return db.transaction(async (tx) => {
    const plan = await planImport(tx, sheet, options);
    if (plan.preview.invalid.length > 0) return { persisted: false, ...plan.preview };
    const ids = await insertMembers(
      tx,
      plan.created.map((p) => p.values),
    );
    for (const p of plan.changed) await updateMember(tx, p.stored as StoredMember, p.values);
    const [run] = await tx
      .insert(memberImports)
      .values({
        actorSub: record.actor.sub,
        actorEmail: record.actor.email,
        fileName: record.fileName,
        created: ids.length,
        updated: plan.changed.length,
      })
      .returning({ id: memberImports.id });
    const entry = (recordId: number, before: MemberValues | undefined, after: MemberValues) => ({
      resource: 'members' as const,
      recordId,
      action: 'import',
      changes: changedFields(before && valuesSnapshot(before), valuesSnapshot(after)),
      importId: run.id,
    });
    await writeHistory(tx, record.actor, [
      ...plan.created.map((p, index) => entry(ids[index], undefined, p.values)),
      ...plan.changed.map((p) => entry((p.stored as StoredMember).id, p.stored?.values, p.values)),
    ]);
    await askJoiningMembers(tx, record.actor, ids);
    return { persisted: true, importId: run.id, ...plan.preview };
  });
}
