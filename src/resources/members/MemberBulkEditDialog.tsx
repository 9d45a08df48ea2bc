import {
  RadioButtonGroupInput,
  SelectInput,
  type TranslateFunction,
  useGetList,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { MembershipKindChoice } from '../../../server/src/schemas/members';
import type { BulkEditDialogControl } from '../../common/BulkEditButton';
import { type BulkChange, BulkEditDialog } from '../../common/BulkEditDialog';

/** The fields a bulk edit of members sets (`PUT /Members/bulk` `changes`), in the dialog's order. */
export const MEMBER_BULK_FIELDS = ['receivesRevue', 'membershipKindId', 'isActive'] as const;
type BulkField = (typeof MEMBER_BULK_FIELDS)[number];

/** The kind select's value of the default kind, which the API takes as null (as the member form). */
const DEFAULT_KIND = 'default';
const YES_NO = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];
const FIELD_CHOICES = MEMBER_BULK_FIELDS.map((field) => ({
  id: field,
  name: `resources.members.bulk.fields.${field}`,
}));

/**
 * The change the dialog's values name (`field`, then `on` — "true"/"false" — or `kind`): the data of
 * updateMany and "Revue → Ja"; undefined while incomplete. `kinds`: GET /Members/kinds.
 */
export function memberBulkChange(
  values: FieldValues,
  translate: TranslateFunction,
  kinds: readonly MembershipKindChoice[],
): BulkChange | undefined {
  const field = values.field as BulkField | undefined;
  if (!field) return undefined;
  const label = translate(`resources.members.bulk.fields.${field}`);
  if (field === 'membershipKindId') {
    const kind = kinds.find((k) => (k.isDefault ? DEFAULT_KIND : String(k.id)) === String(values.kind));
    if (!kind) return undefined;
    return { data: { membershipKindId: kind.isDefault ? null : kind.id }, change: `${label} → ${kind.name}` };
  }
  if (values.on !== 'true' && values.on !== 'false') return undefined;
  return {
    data: { [field]: values.on === 'true' },
    change: `${label} → ${translate(`ra.boolean.${values.on}`)}`,
  };
}

/** The new value's input: yes or no, or the kind of membership. */
const ValueInput = ({ kinds }: { kinds: readonly MembershipKindChoice[] }) => {
  const translate = useTranslate();
  const field = useWatch({ name: 'field' }) as BulkField | undefined;
  if (!field) return null;
  if (field === 'membershipKindId')
    return (
      <SelectInput
        source="kind"
        label="resources.members.fields.membershipKindId"
        choices={kinds.map((kind) =>
          kind.isDefault
            ? { id: DEFAULT_KIND, name: translate('resources.members.kinds.default', { name: kind.name }) }
            : { id: String(kind.id), name: kind.name },
        )}
        translateChoice={false}
      />
    );
  return <RadioButtonGroupInput source="on" label="app.bulkEdit.value" choices={YES_NO} row />;
};

/**
 * The dialog of "Wijzigen" on the members list (issue L item 2; MemberBulkEditButton loads it on the
 * first press): the revue switch, the kind of membership or active for every ticked member, through
 * `PUT /Members/bulk` (react-admin's undoable updateMany).
 */
export const MemberBulkEditDialog = (control: BulkEditDialogControl) => {
  const { data: kinds = [] } = useGetList<MembershipKindChoice>('membershipKinds');
  return (
    <BulkEditDialog
      {...control}
      changeOf={(values, translate) => memberBulkChange(values, translate, kinds)}
      successMessage="resources.members.bulk.done"
    >
      <RadioButtonGroupInput source="field" label="app.bulkEdit.field" choices={FIELD_CHOICES} />
      <ValueInput kinds={kinds} />
    </BulkEditDialog>
  );
};
