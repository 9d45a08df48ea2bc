import { BooleanInput, ListButton, required, TextInput } from 'react-admin';
import type { DocumentDetail } from '../../../server/src/schemas/documents';
import { ConfirmDeleteButton, EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import { DocumentFileInfo } from './DocumentFileInfo';
import { type DocumentEditValues, isDetail, toDocumentChange, validateTitle } from './documentModel';
import { VisibilityChip } from './VisibilityChip';

// Delete after a confirmation naming the document (`DELETE /Documents/{id}`; the file goes with it).
const actions = (
  <PageActions>
    <ListButton />
    <ConfirmDeleteButton
      title="resources.documents.delete.title"
      content="resources.documents.delete.content"
      nameField="title"
    />
  </PageActions>
);

// required() marks the label with an asterisk; validateTitle gives the precise reason.
const validateText = [required(), validateTitle];

const toValues = ({ title, isVisible }: DocumentDetail): DocumentEditValues => ({ title, isVisible });

/**
 * Edit a document (issue E): `GET /Documents/{id}`, then `PUT /Documents/{id}` with its title and
 * whether members see it; the file shows read only with its download. Pessimistic, so the server's field
 * errors appear on their inputs; delete after confirmation. Saving returns to the list.
 */
export const DocumentEdit = () => (
  <EditPage
    isDetail={isDetail}
    toValues={toValues}
    toPayload={toDocumentChange}
    actions={actions}
    besideHeading={(document) => <VisibilityChip isVisible={document.isVisible} />}
    beforeForm={(document) => <DocumentFileInfo document={document} />}
    redirect="list"
  >
    <TextInput source="title" validate={validateText} sx={{ width: '100%', maxWidth: 480 }} />
    <BooleanInput source="isVisible" helperText="resources.documents.helpers.isVisible" />
  </EditPage>
);
