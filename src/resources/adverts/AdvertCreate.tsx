import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Create, Loading, useCreateContext } from 'react-admin';
import { PageHeading } from '../../common/PageHeading';
import { AdvertForm } from './AdvertForm';
import { type AdvertFormValues, toAdvertFormValues, toAdvertPayload } from './advertModel';
import { usePublishPeriods } from './usePublishPeriods';

const NewAdvertForm = () => {
  const { defaultTitle } = useCreateContext();
  const { isPending, coming } = usePublishPeriods();
  const values = useMemo(() => toAdvertFormValues(undefined, coming), [coming]);
  if (isPending) return <Loading />;
  return (
    <Box sx={{ px: 2 }}>
      <PageHeading>{defaultTitle}</PageHeading>
      <AdvertForm values={values} />
    </Box>
  );
};

/**
 * Create an advert (issue C): the form starts as an active, free offer visible during the coming issue;
 * multipart `POST /Adverts`; the server's field errors appear on their inputs; then the edit view opens.
 */
export const AdvertCreate = () => (
  <Create transform={(values: AdvertFormValues) => toAdvertPayload(values)}>
    <NewAdvertForm />
  </Create>
);
