import {
  AddItemButton,
  ArrayInput,
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  RemoveItemButton,
  required,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
} from 'react-admin';
import {
  DUES_YEAR_MAX,
  DUES_YEAR_MIN,
  SETTINGS_TEXT_MAX_LENGTH,
} from '../../../server/src/schemas/constants';
import { DecimalInput } from '../../common/DecimalInput';
import { FormSection } from '../../common/FormSection';
import { wholeCents } from './duesModel';

/** The label key of a settings input. */
const label = (name: string) => `resources.dues.settings.fields.${name}`;

const validateText = [maxLength(SETTINGS_TEXT_MAX_LENGTH)];
const validateYear = [required(), minValue(DUES_YEAR_MIN), maxValue(DUES_YEAR_MAX)];
const validateEuro = [required(), minValue(0), wholeCents];

/**
 * react-admin shows an item's move and remove buttons only while the pointer is over it (`visibility:
 * hidden` otherwise), which takes them out of the keyboard's reach: here they are always shown.
 */
const actionsAlwaysShown = { [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } };

/**
 * The inputs of a year and an amount in euro of it (a fee, a surcharge), on one line from sm up; a list
 * of elements, not a component, so the array input sees their sources (a new item's fields).
 */
const yearAndAmount = (amount: 'amount' | 'abroadSurcharge') => [
  <NumberInput key="year" source="year" label={label('year')} validate={validateYear} step={1} />,
  <DecimalInput
    key={amount}
    source={amount}
    label={label(amount)}
    fractionDigits={2}
    validate={validateEuro}
  />,
];

/**
 * The inputs of the dues settings (docs/api/dues.md "Settings"): the club as creditor (name, address,
 * IBAN, BIC); the due day (MM-DD) and the reminder days; the kinds of membership in their order, each
 * with its name, whether it is the default and its fee per year; the surcharge per year for addresses
 * abroad. Amounts in euro, typed as "25,00" or "25.00" (DecimalInput). `editable` false (someone who
 * may only read) leaves out the buttons that add, remove and move kinds, fees and years.
 */
export const SettingsInputs = ({ editable }: { editable: boolean }) => {
  const iterating = { disabled: !editable, disableClear: true, sx: actionsAlwaysShown };
  return (
    <>
      <FormSection title="resources.dues.settings.sections.creditor" columns={2}>
        <TextInput source="name" label={label('name')} validate={validateText} />
        <TextInput source="street" label={label('street')} validate={validateText} />
        <TextInput source="zipcode" label={label('zipcode')} validate={validateText} />
        <TextInput source="town" label={label('town')} validate={validateText} />
        <TextInput source="iban" label={label('iban')} />
        <TextInput source="bic" label={label('bic')} />
      </FormSection>
      <FormSection title="resources.dues.settings.sections.payment" columns={2}>
        <TextInput
          source="dueMonthDay"
          label={label('dueMonthDay')}
          validate={required()}
          helperText="resources.dues.settings.helpers.dueMonthDay"
        />
        <NumberInput
          source="reminderDays"
          label={label('reminderDays')}
          validate={[required(), minValue(0)]}
          step={1}
          helperText="resources.dues.settings.helpers.reminderDays"
        />
      </FormSection>
      <FormSection title="resources.dues.settings.sections.kinds">
        <ArrayInput source="kinds" label={false} helperText="resources.dues.settings.helpers.kinds">
          <SimpleFormIterator
            {...iterating}
            fullWidth
            addButton={<AddItemButton label="resources.dues.settings.addKind" />}
            removeButton={<RemoveItemButton label="resources.dues.settings.removeKind" />}
          >
            <TextInput source="name" label={label('kindName')} validate={[required(), ...validateText]} />
            <BooleanInput source="isDefault" label={label('isDefault')} defaultValue={false} />
            <ArrayInput source="fees" label={label('fees')} defaultValue={[]}>
              <SimpleFormIterator
                {...iterating}
                inline
                disableReordering
                addButton={<AddItemButton label="resources.dues.settings.addFee" />}
                removeButton={<RemoveItemButton label="resources.dues.settings.removeFee" />}
              >
                {yearAndAmount('amount')}
              </SimpleFormIterator>
            </ArrayInput>
          </SimpleFormIterator>
        </ArrayInput>
      </FormSection>
      <FormSection title="resources.dues.settings.sections.years">
        <ArrayInput source="years" label={false} helperText="resources.dues.settings.helpers.years">
          <SimpleFormIterator
            {...iterating}
            inline
            disableReordering
            addButton={<AddItemButton label="resources.dues.settings.addYear" />}
            removeButton={<RemoveItemButton label="resources.dues.settings.removeYear" />}
          >
            {yearAndAmount('abroadSurcharge')}
          </SimpleFormIterator>
        </ArrayInput>
      </FormSection>
    </>
  );
};
