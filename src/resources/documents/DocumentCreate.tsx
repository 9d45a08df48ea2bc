import { useEffect, useMemo, useState } from 'react';
import { BooleanInput, FileField, FileInput, required, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CreatePage } from '../../common/CreatePage';
import {
  DOCUMENT_ACCEPT,
  type DocumentUploadValues,
  NEW_DOCUMENT,
  titleFromFileName,
  toDocumentUpload,
  validateFile,
  validateTitle,
} from './documentModel';
import { type Progress, UploadProgressBar } from './UploadProgressBar';

/** An empty title takes the chosen file's name, so staff often need not type one. */
const TitleFromFile = () => {
  const file = useWatch<DocumentUploadValues, 'file'>({ name: 'file' });
  const { getValues, setValue } = useFormContext<DocumentUploadValues>();
  useEffect(() => {
    if (file?.rawFile && !getValues('title')?.trim())
      setValue('title', titleFromFileName(file.rawFile.name), { shouldDirty: true, shouldValidate: true });
  }, [file, getValues, setValue]);
  return null;
};

// required() marks the labels with an asterisk; the model's checks give the precise reason.
const validateUpload = [required(), validateFile];
const validateText = [required(), validateTitle];

const useNewDocument = () => NEW_DOCUMENT;

const UploadInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <FileInput
        source="file"
        accept={DOCUMENT_ACCEPT}
        validate={validateUpload}
        helperText="resources.documents.helpers.file"
        // react-admin's drop zone does not tie its label to the file input itself.
        inputProps={{ 'aria-label': translate('resources.documents.fields.file') }}
      >
        <FileField source="src" title="title" />
      </FileInput>
      <TitleFromFile />
      <TextInput source="title" validate={validateText} sx={{ width: '100%', maxWidth: 480 }} />
      <BooleanInput source="isVisible" helperText="resources.documents.helpers.isVisible" />
    </>
  );
};

/**
 * Upload a document (issue E; docs/api/documents.md): a file — PDF, Word, Excel, OpenDocument, JPEG or
 * PNG, at most 25 MB — with its title (taken from the file name when left empty) and whether members see
 * it; multipart `POST /Documents` with a progress bar while it is sent; the server's refusal (type by
 * content, size) shows on the file input. Then the list opens, the new document first.
 */
export const DocumentCreate = () => {
  const [progress, setProgress] = useState<Progress | null>(null);
  const mutationOptions = useMemo(
    () => ({
      meta: { onUploadProgress: (sent: number, total: number | undefined) => setProgress({ sent, total }) },
      onSettled: () => setProgress(null),
    }),
    [],
  );
  return (
    <CreatePage
      useValues={useNewDocument}
      toPayload={toDocumentUpload}
      saveLabel="resources.documents.actions.upload"
      afterForm={<UploadProgressBar progress={progress} />}
      mutationOptions={mutationOptions}
      redirect="list"
    >
      <UploadInputs />
    </CreatePage>
  );
};
