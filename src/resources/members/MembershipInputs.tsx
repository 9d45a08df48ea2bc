import { Skeleton } from '@mui/material';
import { required, SelectInput, useGetList, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../server/src/schemas/constants';
import type { MembershipKindChoice } from '../../../server/src/schemas/members';
import { FormSection } from '../../common/FormSection';
import { fieldLabelKey } from './memberModel';

const validateRequired = required();

/** The select's value of the default kind, which the form stores as null. */
const DEFAULT_KIND = 'default';

/**
 * A validator that accepts anything but marks its input required, so the select offers no empty
 * choice: a member always has a kind, the default one at least.
 */
const alwaysChosen = Object.assign(() => undefined, { isRequired: true });

/**
 * The kind of membership (`GET /Members/kinds`), in the settings' order, the default one shown as
 * "Gewoon lid (standaard)": a member without a kind (null) shows it, and choosing it stores null; a
 * member given the default kind by name (an import) shows it too and keeps it until another is chosen.
 * Nothing to choose while the club has no kinds.
 */
const KindInput = () => {
  const translate = useTranslate();
  const { data: kinds = [], isPending } = useGetList<MembershipKindChoice>('membershipKinds');
  // Not SelectInput's own loading state: it would show the stored kind as out of range meanwhile.
  if (isPending) return <Skeleton variant="rounded" height={48} sx={{ my: 1 }} />;
  if (kinds.length === 0) return null;
  const standard = kinds.find((kind) => kind.isDefault);
  const choices = kinds.map((kind) =>
    kind.isDefault
      ? { id: DEFAULT_KIND, name: translate('resources.members.kinds.default', { name: kind.name }) }
      : { id: kind.id, name: kind.name },
  );
  return (
    <SelectInput
      source="membershipKindId"
      label={fieldLabelKey('membershipKindId')}
      choices={choices}
      translateChoice={false}
      validate={alwaysChosen}
      format={(value) =>
        value === null || value === undefined || value === '' || value === standard?.id ? DEFAULT_KIND : value
      }
      parse={(value) => (value === DEFAULT_KIND ? null : Number(value))}
      helperText="resources.members.helpers.membershipKind"
    />
  );
};

/**
 * "Lidmaatschap" on the member form (issue K): the kind of membership, which sets the member's yearly
 * fee, and the language of their dues letters and mails (Nederlands or English).
 */
export const MembershipInputs = () => (
  <FormSection columns={3} title="resources.members.sections.membership">
    <KindInput />
    <SelectInput
      source="language"
      label={fieldLabelKey('language')}
      choices={LANGUAGES.map((language) => ({
        id: language,
        name: `resources.members.languages.${language}`,
      }))}
      validate={validateRequired}
      helperText="resources.members.helpers.language"
    />
  </FormSection>
);
