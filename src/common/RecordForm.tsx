import { Alert, Box, CardContent, Stack } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, type FormProps, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { focusFirstError } from './focusFirstError';
import { createSubmitAfterPaint } from './submitAfterPaint';
import { WarnWhenUnsavedChanges } from './WarnWhenUnsavedChanges';

/** After a submit that ends with errors (the form's checks or the server's refusal), focus the first. */
const FocusFirstError = () => {
  const { isSubmitting, errors } = useFormState();
  const marker = useRef<HTMLSpanElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const refused = wasSubmitting.current && !isSubmitting && Object.keys(errors).length > 0;
    wasSubmitting.current = isSubmitting;
    const form = marker.current?.closest('form');
    // The inputs mark themselves invalid in the same commit; wait for it to be painted.
    if (refused && form) requestAnimationFrame(() => focusFirstError(form));
  }, [isSubmitting, errors]);
  return <span ref={marker} hidden />;
};

/**
 * react-admin's SimpleForm layout (one input a line, room below on a phone for the toolbar that stays
 * in view there), over ra's `Form` itself: SimpleForm hands every prop it does not know to its Stack,
 * so the `WarnWhenUnsavedChangesComponent` it would pass on to the Form ended up on a DOM element.
 */
const FormLayout = ({ toolbar, children }: { toolbar?: ReactNode; children: ReactNode }) => (
  <>
    <CardContent sx={{ pb: { xs: '5em', sm: 2 } }}>
      <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
    </CardContent>
    {toolbar}
  </>
);

/** A fieldset without its frame: disabled, it makes every field and button inside it read-only. */
const READ_ONLY_FIELDSET = { border: 0, m: 0, p: 0, minWidth: 0, width: '100%' } as const;

/**
 * The form of every create and edit page: react-admin's Form over `values`, laid out as its
 * SimpleForm, asking before it is left with unsaved changes (WarnWhenUnsavedChanges.tsx), with one
 * Save button (labelled `saveLabel`, a translation key; deleting is an action of the edit page). A
 * refused save brings the first field in error into view and focuses it. `readOnly` (someone who may only read the area): a notice, every field disabled by a
 * disabled fieldset (the browser's own, so no input of any kind escapes it), and no Save. It saves
 * through the page's Create or Edit, or else through `onSubmit` (a page of its own, e.g. the dues
 * settings), which answers the server's field errors (`{[path]: message}`) to show at their inputs.
 * The submit waits until the press has been painted (submitAfterPaint.ts).
 */
export const RecordForm = ({
  values,
  saveLabel,
  readOnly = false,
  onSubmit,
  children,
}: {
  values: object;
  saveLabel?: string;
  readOnly?: boolean;
  onSubmit?: FormProps['onSubmit'];
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const [submitAfterPaint] = useState(createSubmitAfterPaint);
  if (readOnly)
    return (
      <Form record={values}>
        <FormLayout>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.read_only')}
          </Alert>
          <Box component="fieldset" disabled sx={READ_ONLY_FIELDSET}>
            {children}
          </Box>
        </FormLayout>
      </Form>
    );
  return (
    <Box onSubmitCapture={submitAfterPaint}>
      <Form
        warnWhenUnsavedChanges
        WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
        record={values}
        onSubmit={onSubmit}
      >
        <FormLayout
          toolbar={
            <Toolbar>
              <SaveButton label={saveLabel} />
              <FocusFirstError />
            </Toolbar>
          }
        >
          {children}
        </FormLayout>
      </Form>
    </Box>
  );
};
