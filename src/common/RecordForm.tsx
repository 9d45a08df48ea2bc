import { type ReactNode, useEffect, useRef } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { focusFirstError } from './focusFirstError';

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
 * The form of every create and edit page: react-admin's SimpleForm over `values`, asking before it is
 * left with unsaved changes, with one Save button (labelled `saveLabel`, a translation key; deleting
 * is an action of the edit page). A refused save brings the first field in error into view and
 * focuses it.
 */
export const RecordForm = ({
  values,
  saveLabel,
  children,
}: {
  values: object;
  saveLabel?: string;
  children: ReactNode;
}) => (
  <SimpleForm
    warnWhenUnsavedChanges
    record={values}
    toolbar={
      <Toolbar>
        <SaveButton label={saveLabel} />
        <FocusFirstError />
      </Toolbar>
    }
  >
    {children}
  </SimpleForm>
);
