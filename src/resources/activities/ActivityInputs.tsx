import { Box } from '@mui/material';
import { BooleanInput, maxLength, required, TextInput } from 'react-admin';
import { TITLE_MAX_LENGTH } from '../../../server/src/schemas/constants';
import { DateTimeInput } from '../../common/DateInputs';
import { FormSection } from '../../common/FormSection';
import { ImagesInput } from '../../common/ImagesInput';
import { RichTextInput } from '../../common/RichTextInput';
import { validateEndDate } from './activityModel';
import { PlaceInputs } from './PlaceInputs';

/** The activity's own texts of the images input (`resources.activities.images.*`). */
const IMAGES_TEXTS = {
  add: 'resources.activities.images.add',
  new: 'resources.activities.images.new',
  none: 'resources.activities.images.none',
  moveUp: 'resources.activities.images.moveUp',
  moveDown: 'resources.activities.images.moveDown',
  remove: 'resources.activities.images.remove',
  helper: 'resources.activities.images.helper',
};

const validateTitle = [required(), maxLength(TITLE_MAX_LENGTH)];
const validateStart = required();
const validateEnd = [required(), validateEndDate];

/**
 * The activity form's inputs (issue D; spec §3 Activity, §5), over ActivityFormValues: the activity
 * (title, start, end not before start, visible, rich-text info), its place and the images.
 */
export const ActivityInputs = () => (
  <>
    <FormSection title="resources.activities.sections.activity">
      <TextInput source="title" validate={validateTitle} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <DateTimeInput source="startDate" validate={validateStart} />
        <DateTimeInput source="endDate" validate={validateEnd} />
      </Box>
      <BooleanInput source="isVisible" />
      <RichTextInput source="info" label="resources.activities.fields.info" />
    </FormSection>
    <FormSection title="resources.activities.sections.place">
      <PlaceInputs />
    </FormSection>
    <FormSection title="resources.activities.sections.images">
      <ImagesInput keptFirst texts={IMAGES_TEXTS} />
    </FormSection>
  </>
);
