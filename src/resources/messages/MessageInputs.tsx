import { Box } from '@mui/material';
import { BooleanInput, maxLength, required, TextInput } from 'react-admin';
import { TITLE_MAX_LENGTH } from '../../../server/src/schemas/constants';
import { DateTimeInput } from '../../common/DateInputs';
import { RichTextInput } from '../../common/RichTextInput';
import { validateMessageEnd } from './messageModel';

const validateTitle = [required(), maxLength(TITLE_MAX_LENGTH)];
const validateStart = required();
const validateEnd = [required(), validateMessageEnd];

/**
 * The message form's inputs (spec §3 Message): title, start and end (end not before start), the
 * rich-text info with the placeholder 'Typ hier uw bericht', visible and banner switches.
 */
export const MessageInputs = () => (
  <>
    <TextInput source="title" validate={validateTitle} />
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        columnGap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
      }}
    >
      <DateTimeInput source="startDate" validate={validateStart} />
      <DateTimeInput source="endDate" validate={validateEnd} />
    </Box>
    <RichTextInput source="info" label="resources.messages.fields.info" />
    <BooleanInput source="isVisible" />
    <BooleanInput source="isBanner" helperText="resources.messages.helpers.isBanner" />
  </>
);
