import { useMemo } from 'react';
import { CreatePage } from '../../common/CreatePage';
import { AdvertInputs } from './AdvertInputs';
import { toAdvertFormValues, toAdvertPayload } from './advertModel';
import { usePublishPeriods } from './usePublishPeriods';

/** A new advert's values once the revue issues are known: visible during the coming issue. */
const useNewAdvert = () => {
  const { isPending, coming } = usePublishPeriods();
  return useMemo(() => (isPending ? undefined : toAdvertFormValues(undefined, coming)), [isPending, coming]);
};

/**
 * Create an advert (issue C): the form starts as an active, free offer visible during the coming issue;
 * multipart `POST /Adverts`; the server's field errors appear on their inputs; then the edit view opens.
 */
export const AdvertCreate = () => (
  <CreatePage useValues={useNewAdvert} toPayload={toAdvertPayload}>
    <AdvertInputs />
  </CreatePage>
);
