import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { Country } from '../../../server/src/schemas/countries';
import { CreatePage } from '../../common/CreatePage';
import { DoublesWarning } from './DoublesWarning';
import { MemberInputs } from './MemberInputs';
import { toMemberFormValues, toMemberPayload } from './memberModel';

/** The country a new member starts in: België, as nearly every member (spec §3 Country). */
const DEFAULT_COUNTRY_CODE = 'BE';

/** A new member's values once the countries are known, so the form starts with België chosen. */
const useNewMember = () => {
  const { data: countries, isPending } = useGetList<Country>('countries');
  return useMemo(
    () =>
      isPending
        ? undefined
        : toMemberFormValues(
            undefined,
            countries?.find((country) => country.twoLetterCode === DEFAULT_COUNTRY_CODE)?.id ?? null,
          ),
    [countries, isPending],
  );
};

/**
 * Create a member (issue B): the form starts with België as country; `POST /Members` with the payload
 * of memberModel.ts; the server's field errors (e.g. 409 on the tribe number) appear under their
 * inputs; then the edit view opens. Before saving, a warning names the stored members likely the same
 * person, with a link to them (DoublesWarning).
 */
export const MemberCreate = () => (
  <CreatePage useValues={useNewMember} toPayload={toMemberPayload}>
    <MemberInputs />
    <DoublesWarning />
  </CreatePage>
);
