import { Box, Stack } from '@mui/material';
import { type ReactElement, type ReactNode, useMemo } from 'react';
import {
  DeleteButton,
  Edit,
  type EditProps,
  Loading,
  type RaRecord,
  type RedirectionSideEffect,
  useCanAccess,
  useEditContext,
  useRecordContext,
} from 'react-admin';
import { RecordHistory } from '../history/RecordHistory';
import { PageHeading } from './PageHeading';
import { RecordForm } from './RecordForm';

/**
 * Delete after react-admin's confirmation (pessimistic); with `title` and `content` (translation keys)
 * the confirmation names the record by its `nameField` (default `name`) as `%{name}`.
 */
export const ConfirmDeleteButton = ({
  title,
  content,
  nameField = 'name',
}: {
  title?: string;
  content?: string;
  nameField?: string;
}) => {
  const record = useRecordContext<RaRecord>();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={title}
      confirmContent={content}
      translateOptions={title ? { name: String(record?.[nameField] ?? '') } : undefined}
    />
  );
};

interface EditPageProps<R extends RaRecord, V> {
  /** Whether the record is the detail: react-admin first shows the list row it has cached (default: always). */
  isDetail?: (record: R) => boolean;
  /** The detail → form values (module-level, so the values are kept while the record is). */
  toValues: (record: R) => V;
  /** The form values → what the data provider sends. */
  toPayload: (values: V) => unknown;
  /** The form's inputs, over the values. */
  children: ReactNode;
  /** The Save button's label (translation key; default react-admin's Save). */
  saveLabel?: string;
  actions: ReactElement;
  /** Shown next to the heading (e.g. a status chip), from the detail. */
  besideHeading?: (record: R) => ReactNode;
  /** Shown between the heading and the form (e.g. a banner), from the detail. */
  beforeForm?: (record: R) => ReactNode;
  /** Shown below the form, before its history (e.g. the records that belong to it), from the detail. */
  afterForm?: (record: R) => ReactNode;
  redirect?: RedirectionSideEffect;
  /** Options of the detail's query (react-admin's Edit `queryOptions`), e.g. its own `onError`. */
  queryOptions?: EditProps['queryOptions'];
}

const always = () => true;

const EditBody = <R extends RaRecord, V>({
  isDetail = always,
  toValues,
  children,
  saveLabel,
  besideHeading,
  beforeForm,
  afterForm,
}: Omit<EditPageProps<R, V>, 'toPayload' | 'actions' | 'redirect'>) => {
  const record = useRecordContext<R>();
  const { defaultTitle } = useEditContext();
  // Whoever may only read the area sees the page read-only (providers/access.ts).
  const { canAccess: mayWrite, isPending: accessPending } = useCanAccess({ action: 'write' });
  const values = useMemo(
    () => (record && isDetail(record) ? toValues(record) : undefined),
    [record, isDetail, toValues],
  );
  // The form waits for the detail and for what the person may do with it.
  if (!record || !values || accessPending) return <Loading />;
  return (
    <Box sx={{ px: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading>{defaultTitle}</PageHeading>
        {besideHeading?.(record)}
      </Stack>
      {beforeForm?.(record)}
      <RecordForm values={values as object} saveLabel={saveLabel} readOnly={!mayWrite}>
        {children}
      </RecordForm>
      {/* Aligned with the form's inputs; on a phone clear of the Save bar fixed at the bottom. */}
      <Box sx={{ px: 2, pb: { xs: 10, sm: 2 } }}>
        {afterForm?.(record)}
        <RecordHistory />
      </Box>
    </Box>
  );
};

/**
 * The edit page of every resource: react-admin's Edit, pessimistic (the server decides and its field
 * errors appear on their inputs), with `actions`; the heading names the record and the form (see
 * RecordForm: asks before unsaved changes are left, focuses the first field in error) starts from the
 * detail's values once it has come; below it `afterForm` and the record's history (RecordHistory, closed
 * at first). After saving react-admin names the resource
 * (`resources.<resource>.notifications.updated`) and goes to `redirect` (default the list).
 */
export const EditPage = <R extends RaRecord, V>({
  toPayload,
  actions,
  redirect,
  queryOptions,
  ...body
}: EditPageProps<R, V>) => (
  <Edit
    queryOptions={queryOptions}
    // EditBody shows the loader until the record and the access check have come; react-admin's own
    // could stay until something re-rendered the page (ListPage).
    authLoading={false}
    mutationMode="pessimistic"
    transform={(values: V) => toPayload(values)}
    actions={actions}
    {...(redirect === undefined ? {} : { redirect })}
  >
    <EditBody<R, V> {...body} />
  </Edit>
);
