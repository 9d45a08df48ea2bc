import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { Country } from '../../../server/src/schemas/countries';
import { CreatePage } from '../../common/CreatePage';
import { RecipientInputs } from './RecipientInputs';
import { toRecipientFormValues, toRecipientPayload } from './recipientModel';

/** A new recipient's values once the countries are known, so the form starts in België. */
const useNewRecipient = () => {
  const { data: countries, isPending } = useGetList<Country>('countries');
  return useMemo(
    () =>
      isPending
        ? undefined
        : toRecipientFormValues(
            undefined,
            countries?.find((country) => country.twoLetterCode === 'BE')?.id ?? null,
          ),
    [countries, isPending],
  );
};

/** Add an extra recipient of the revue (`POST /Revue/recipients`); back to the list afterwards. */
export const RecipientCreate = () => (
  <CreatePage useValues={useNewRecipient} toPayload={toRecipientPayload} redirect="list">
    <RecipientInputs />
  </CreatePage>
);
