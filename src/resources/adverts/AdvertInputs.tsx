import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, RadioButtonGroupInput, required, useTranslate } from 'react-admin';
import { ADVERT_TYPES, AMOUNT_PAID_TYPES } from '../../../server/src/schemas/constants';
import { DateInput } from '../../common/DateInputs';
import { ImagesInput } from '../../common/ImagesInput';
import { validateImages } from '../../common/images';
import { MemberPicker } from '../../common/MemberPicker';
import { MessageInput } from '../../common/MessageInput';
import { validateVisibleTo } from './advertModel';

/** A titled group of inputs; a fieldset, so its inputs are named within their group for assistive tech. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, alignItems: 'flex-start' }}>{children}</Box>
    </Box>
  );
};

const AD_TYPES = ADVERT_TYPES.map((type) => ({ id: type, name: `resources.adverts.types.${type}` }));

const AMOUNTS = AMOUNT_PAID_TYPES.map((type) => ({ id: type, name: `resources.adverts.amountPaid.${type}` }));

const validateRequired = required();
const validateUntil = [validateRequired, validateVisibleTo];

/** The flags of one medium (revue or web), labelled E-mail / Address / Phone within their group. */
const Flags = ({ medium }: { medium: 'Revue' | 'Web' }) =>
  (['Email', 'Address', 'Phone'] as const).map((detail) => (
    <BooleanInput
      key={detail}
      source={`expose${medium}${detail}`}
      label={`resources.adverts.flags.${detail.toLowerCase()}`}
    />
  ));

/**
 * The advert form's inputs (issue C; spec §3 Advert, §5) over AdvertFormValues: member, type, message,
 * amount paid; visibility window (to not before from), active and visible (explained: only visible adverts are published); the contact details shown in the revue
 * and on the website; the images.
 */
export const AdvertInputs = () => (
  <>
    <Section title="resources.adverts.sections.advert">
      <MemberPicker />
      <RadioButtonGroupInput source="adType" choices={AD_TYPES} validate={validateRequired} />
      <MessageInput countLabel="resources.adverts.message.count" />
      <RadioButtonGroupInput source="amountPaid" choices={AMOUNTS} validate={validateRequired} />
    </Section>
    <Section title="resources.adverts.sections.visibility">
      <DateInput source="visibleFrom" validate={validateRequired} fullWidth={false} />
      <DateInput source="visibleTo" validate={validateUntil} fullWidth={false} />
      <BooleanInput source="isActive" helperText="resources.adverts.helpers.isActive" />
      <BooleanInput source="isVisible" helperText="resources.adverts.helpers.isVisible" />
    </Section>
    <Section title="resources.adverts.sections.revue">
      <Flags medium="Revue" />
    </Section>
    <Section title="resources.adverts.sections.web">
      <Flags medium="Web" />
    </Section>
    <ImagesInput legend="app.images.title" validate={validateImages} />
  </>
);
