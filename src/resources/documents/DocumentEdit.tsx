import { Box, Stack } from '@mui/material';
import {
  BooleanInput,
  DeleteButton,
  Edit,
  ListButton,
  Loading,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useEditContext,
  useRecordContext,
} from 'react-admin';
import type { DocumentDetail } from '../../../server/src/schemas/documents';
import { PageHeading } from '../../common/PageHeading';
import { DocumentFileInfo } from './DocumentFileInfo';
import { isDetail, toDocumentChange, validateTitle } from './documentModel';
import { VisibilityChip } from './VisibilityChip';

/** Delete after a confirmation naming the document (`DELETE /Documents/{id}`; the file goes with it). */
const DocumentDeleteButton = () => {
  const record = useRecordContext<DocumentDetail>();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="resources.documents.delete.title"
      confirmContent="resources.documents.delete.content"
      translateOptions={{ title: record?.title ?? '' }}
    />
  );
};

const actions = (
  <TopToolbar>
    <ListButton />
    <DocumentDeleteButton />
  </TopToolbar>
);

// required() marks the label with an asterisk; validateTitle gives the precise reason.
const validateText = [required(), validateTitle];

// Delete sits in the actions, with its confirmation; the form only saves.
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const DocumentEditForm = () => {
  const record = useRecordContext<DocumentDetail>();
  const { defaultTitle } = useEditContext();
  // react-admin first shows the list row it has cached; the page waits for the detail.
  if (!isDetail(record)) return <Loading />;
  return (
    <Box sx={{ px: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, mb: 1, '& h1': { my: 0 } }}>
        <PageHeading>{defaultTitle}</PageHeading>
        <VisibilityChip isVisible={record.isVisible} />
      </Stack>
      <DocumentFileInfo document={record} />
      <SimpleForm warnWhenUnsavedChanges toolbar={toolbar} sx={{ px: 0 }}>
        <TextInput source="title" validate={validateText} sx={{ width: '100%', maxWidth: 480 }} />
        <BooleanInput source="isVisible" helperText="resources.documents.helpers.isVisible" />
      </SimpleForm>
    </Box>
  );
};

/**
 * Edit a document (issue E): `GET /Documents/{id}`, then `PUT /Documents/{id}` with its title and
 * whether members see it; the file shows read only with its download. Pessimistic, so the server's field
 * errors appear on their inputs; delete after confirmation. Saving returns to the list.
 */
export const DocumentEdit = () => (
  <Edit mutationMode="pessimistic" transform={toDocumentChange} actions={actions} redirect="list">
    <DocumentEditForm />
  </Edit>
);
