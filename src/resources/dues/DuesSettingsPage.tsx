import { Alert, Box, Card } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  HttpError,
  ListButton,
  Loading,
  useCanAccess,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { DuesSettings } from '../../../server/src/schemas/dues';
import { PageActions } from '../../common/PageActions';
import { PageHeading } from '../../common/PageHeading';
import { RecordForm } from '../../common/RecordForm';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { type SettingsFormValues, toSettingsPayload, toSettingsValues } from './duesModel';
import { SettingsInputs } from './SettingsInputs';

/** The react-query key of the settings, read once and replaced by what a save answers. */
const SETTINGS_KEY = ['dues', 'settings'];

/**
 * The dues settings at `/dues/settings` (reached from the Lidgeld list's actions): `GET /Dues/settings`
 * in the form of SettingsInputs, saved whole with `PUT /Dues/settings`; the stored settings the server
 * answers (the IBAN in electronic form, new kinds with their ids) become the form's values. A refusal
 * is shown at its field, translated (an invalid IBAN or BIC, not exactly one default kind, a name or a
 * year twice, a kind members still have); any other failure in a notification. Whoever may only read
 * the dues sees the form read-only, as the other edit pages (RecordForm).
 */
export const DuesSettingsPage = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: mayWrite, isPending: accessPending } = useCanAccess({
    resource: 'dues',
    action: 'write',
  });
  const { data, error } = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => dataProvider.getDuesSettings(),
  });
  const values = useMemo(() => (data ? toSettingsValues(data) : undefined), [data]);
  const save = async (form: object) => {
    try {
      const saved = await dataProvider.saveDuesSettings(toSettingsPayload(form as SettingsFormValues));
      queryClient.setQueryData<DuesSettings>(SETTINGS_KEY, saved);
      notify('resources.dues.settings.saved', { type: 'info' });
      return undefined;
    } catch (refusal) {
      const errors = refusal instanceof HttpError ? refusal.body?.errors : undefined;
      if (errors) return errors;
      notify('app.errors.unexpected', { type: 'error' });
      return undefined;
    }
  };
  return (
    <Box sx={{ px: 2, pb: { xs: 10, sm: 2 } }}>
      <PageActions>
        <ListButton resource="dues" />
      </PageActions>
      <PageHeading>{translate('resources.dues.settings.title')}</PageHeading>
      {error ? (
        <Alert severity="error">{translate('app.errors.unexpected')}</Alert>
      ) : !values || accessPending ? (
        <Loading />
      ) : (
        <Card>
          <RecordForm values={values} readOnly={!mayWrite} onSubmit={save}>
            <SettingsInputs editable={mayWrite === true} />
          </RecordForm>
        </Card>
      )}
    </Box>
  );
};
