import { Box, Stack } from '@mui/material';
import { type ComponentType, type ReactElement, type ReactNode, useMemo } from 'react';
import {
  DeleteButton,
  Edit,
  Loading,
  type RaRecord,
  type RedirectionSideEffect,
  useEditContext,
  useRecordContext,
} from 'react-admin';
import { PageHeading } from './PageHeading';

/**
 * Delete after react-admin's confirmation (pessimistic); with `title` and `content` (translation keys)
 * the confirmation names the record by its `name`.
 */
export const ConfirmDeleteButton = ({ title, content }: { title?: string; content?: string }) => {
  const record = useRecordContext<RaRecord & { name?: string }>();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={title}
      confirmContent={content}
      translateOptions={title ? { name: record?.name ?? '' } : undefined}
    />
  );
};

interface EditPageProps<R extends RaRecord, V> {
  /** Whether the record is the detail: react-admin first shows the list row it has cached. */
  isDetail: (record: R) => boolean;
  /** The detail → form values (module-level, so the values are kept while the record is). */
  toValues: (record: R) => V;
  /** The form values → what the data provider sends. */
  toPayload: (values: V) => unknown;
  /** The form, started from the values. */
  form: ComponentType<{ values: V }>;
  actions: ReactElement;
  /** Shown next to the heading (e.g. a status chip). */
  besideHeading?: ReactNode;
  /** Shown between the heading and the form (e.g. a banner). */
  beforeForm?: ReactNode;
  redirect?: RedirectionSideEffect;
}

const EditBody = <R extends RaRecord, V>({
  isDetail,
  toValues,
  form: Form,
  besideHeading,
  beforeForm,
}: Pick<EditPageProps<R, V>, 'isDetail' | 'toValues' | 'form' | 'besideHeading' | 'beforeForm'>) => {
  const record = useRecordContext<R>();
  const { defaultTitle } = useEditContext();
  const values = useMemo(
    () => (record && isDetail(record) ? toValues(record) : undefined),
    [record, isDetail, toValues],
  );
  // The form waits for the detail.
  if (!values) return <Loading />;
  const heading = <PageHeading>{defaultTitle}</PageHeading>;
  return (
    <Box sx={{ px: 2 }}>
      {besideHeading ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {heading}
          {besideHeading}
        </Stack>
      ) : (
        heading
      )}
      {beforeForm}
      <Form values={values} />
    </Box>
  );
};

/**
 * The edit page of a resource: react-admin's Edit, pessimistic (the server decides and its field errors
 * appear on their inputs), with `actions`; the heading names the record and the form starts from the
 * detail's values once it has come.
 */
export const EditPage = <R extends RaRecord, V>({
  toPayload,
  actions,
  redirect,
  ...body
}: EditPageProps<R, V>) => (
  <Edit
    mutationMode="pessimistic"
    transform={(values: V) => toPayload(values)}
    actions={actions}
    {...(redirect === undefined ? {} : { redirect })}
  >
    <EditBody<R, V> {...body} />
  </Edit>
);
