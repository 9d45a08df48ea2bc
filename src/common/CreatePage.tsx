import { Box, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { Create, type CreateProps, type RedirectionSideEffect, useCreateContext } from 'react-admin';
import { PageHeading } from './PageHeading';
import { RecordForm } from './RecordForm';

interface CreatePageProps<V> {
  /**
   * A hook answering the values a new record starts from, or undefined while what they depend on
   * (e.g. the countries) is loading; a constant for most resources (`() => NEW_ACTIVITY`).
   */
  useValues: () => V | undefined;
  /** The form values → what the data provider sends. */
  toPayload: (values: V) => unknown;
  /** The form's inputs, over the values. */
  children: ReactNode;
  /** The Save button's label (translation key; default react-admin's Save). */
  saveLabel?: string;
  /** Shown below the form (e.g. an upload's progress). */
  afterForm?: ReactNode;
  /** Where to go after creating (default the new record's edit page). */
  redirect?: RedirectionSideEffect;
  /** Passed to react-admin's create mutation (e.g. `meta`); keep it stable. */
  mutationOptions?: CreateProps['mutationOptions'];
}

const NewRecordForm = <V,>({
  useValues,
  children,
  saveLabel,
  afterForm,
}: Pick<CreatePageProps<V>, 'useValues' | 'children' | 'saveLabel' | 'afterForm'>) => {
  const { defaultTitle } = useCreateContext();
  const values = useValues();
  return (
    <Box sx={{ px: 2 }}>
      <PageHeading>{defaultTitle}</PageHeading>
      {values === undefined ? (
        <Skeleton variant="rounded" height={320} sx={{ my: 2 }} />
      ) : (
        <RecordForm values={values as object} saveLabel={saveLabel}>
          {children}
        </RecordForm>
      )}
      {afterForm}
    </Box>
  );
};

/**
 * The create page of every resource: react-admin's Create with its heading ("Nieuw lid") and the form
 * (see RecordForm: asks before unsaved changes are left, focuses the first field in error) started from
 * `useValues`. The server's field errors appear on their inputs; after creating react-admin names the
 * resource (`resources.<resource>.notifications.created`) and goes to `redirect`.
 */
export const CreatePage = <V,>({ toPayload, redirect, mutationOptions, ...body }: CreatePageProps<V>) => (
  <Create
    // The layout has signed the person in; react-admin's loader could stay until a re-render (ListPage).
    authLoading={false}
    transform={(values: V) => toPayload(values)}
    {...(redirect === undefined ? {} : { redirect })}
    {...(mutationOptions === undefined ? {} : { mutationOptions })}
  >
    <NewRecordForm<V> {...body} />
  </Create>
);
