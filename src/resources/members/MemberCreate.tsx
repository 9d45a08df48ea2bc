import { Skeleton } from '@mui/material';
import { useMemo } from 'react';
import { Create, useGetList } from 'react-admin';
import type { Country } from '../../../server/src/schemas/countries';
import { CreateHeading } from '../../common/PageHeading';
import { MemberForm } from './MemberForm';
import { type MemberFormValues, toMemberFormValues, toMemberPayload } from './memberModel';

/** The country a new member starts in: België, as nearly every member (spec §3 Country). */
const DEFAULT_COUNTRY_CODE = 'BE';

/** The form of a new member once the countries are known, so it starts with België chosen. */
const NewMemberForm = () => {
  const { data: countries, isPending } = useGetList<Country>('countries');
  const values = useMemo(
    () =>
      toMemberFormValues(
        undefined,
        countries?.find((country) => country.twoLetterCode === DEFAULT_COUNTRY_CODE)?.id ?? null,
      ),
    [countries],
  );
  if (isPending) return <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  return <MemberForm values={values} />;
};

/**
 * Create a member (issue B): the form starts with België as country; `POST /Members` with the payload
 * of memberModel.ts; the server's field errors (e.g. 409 on the tribe number) appear under their
 * inputs; then the edit view opens.
 */
export const MemberCreate = () => (
  <Create transform={(values: MemberFormValues) => toMemberPayload(values)}>
    <CreateHeading />
    <NewMemberForm />
  </Create>
);
