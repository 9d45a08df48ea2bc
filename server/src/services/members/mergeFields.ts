/**
 * The kept member's values after a merge (docs/api/members.md "Merging members"), pure: per field of
 * MERGE_FIELDS, whose value stays. The undo uses the same pieces to put fields back.
 */
import { MERGE_FIELDS, type MergeField } from '../../schemas/constants';
import { CONTACT_FIELDS, type MemberValues } from './values';

/** Per merge field, 'keep' or 'merge' (absent: keep). */
export type MergeChoice = Partial<Record<MergeField, 'keep' | 'merge'>>;

const isContact = (field: MergeField): field is (typeof CONTACT_FIELDS)[number] =>
  (CONTACT_FIELDS as readonly string[]).includes(field);

/** The value of merge field `field` of `values` (a contact field from `contact`). */
export function fieldValue(values: MemberValues, field: MergeField): unknown {
  return isContact(field) ? values.contact[field] : values[field];
}

/** `values` with merge field `field` set to `value` (a copy; nested objects are not shared). */
export function withFieldValue(values: MemberValues, field: MergeField, value: unknown): MemberValues {
  const copy = structuredClone(values);
  if (isContact(field)) copy.contact[field] = value as string;
  else (copy as Record<string, unknown>)[field] = structuredClone(value);
  return copy;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The merge fields `choice` marks 'merge' whose value differs between `keep` and `merged`. */
export function takenFields(keep: MemberValues, merged: MemberValues, choice: MergeChoice): MergeField[] {
  return MERGE_FIELDS.filter(
    (field) => choice[field] === 'merge' && !same(fieldValue(keep, field), fieldValue(merged, field)),
  );
}

/** `keep` with the fields `choice` marks 'merge' taken from `merged`. */
export function mergedValues(keep: MemberValues, merged: MemberValues, choice: MergeChoice): MemberValues {
  return takenFields(keep, merged, choice).reduce(
    (values, field) => withFieldValue(values, field, fieldValue(merged, field)),
    keep,
  );
}

/** The fields of `fields` whose value in `now` differs from `expected` (changed since the merge). */
export function changedSince(now: MemberValues, expected: MemberValues, fields: MergeField[]): MergeField[] {
  return fields.filter((field) => !same(fieldValue(now, field), fieldValue(expected, field)));
}
