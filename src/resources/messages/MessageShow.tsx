import { Box } from '@mui/material';
import {
  BooleanField,
  DeleteButton,
  EditButton,
  FunctionField,
  ListButton,
  RichTextField,
  Show,
  SimpleShowLayout,
  useShowContext,
} from 'react-admin';
import type { MessageDetail } from '../../../server/src/schemas/messages';
import { formatDateTime } from '../../common/dates';
import { PageActions } from '../../common/PageActions';
import { PageHeading } from '../../common/PageHeading';

const actions = (
  <PageActions>
    <ListButton />
    <EditButton />
    {/* Pessimistic: react-admin asks for confirmation before deleting. */}
    <DeleteButton mutationMode="pessimistic" />
  </PageActions>
);

const Heading = () => {
  const { defaultTitle } = useShowContext();
  return (
    <Box sx={{ px: 2 }}>
      <PageHeading>{defaultTitle}</PageHeading>
    </Box>
  );
};

// The rich text keeps its look: paragraphs, lists and links as the editor made them.
const richTextStyle = { '& p': { my: 1 }, '& a': { color: 'primary.main' } };

/**
 * The read-only view of a message (spec §2 "read-only mode" of the rich text): title, dates,
 * visible, banner, and the info rendered as HTML (sanitised by the server, and again by RichTextField).
 */
export const MessageShow = () => (
  <Show actions={actions}>
    <Heading />
    <SimpleShowLayout>
      <FunctionField<MessageDetail>
        source="startDate"
        render={(record) => formatDateTime(record.startDate)}
      />
      <FunctionField<MessageDetail> source="endDate" render={(record) => formatDateTime(record.endDate)} />
      <BooleanField source="isVisible" />
      <BooleanField source="isBanner" />
      <RichTextField source="info" sx={richTextStyle} />
    </SimpleShowLayout>
  </Show>
);
