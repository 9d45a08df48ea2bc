import { Alert, AlertTitle, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { DoublesRequest } from '../../../server/src/schemas/memberDoubles';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { doublesRequestOf, memberPath, mergePath } from './doublesModel';

/** How long typing rests before the form's values are checked, ms. */
const REST_MS = 400;

/** `value`, once it has not changed for `ms`. */
function useRested<T>(value: T, ms: number): T {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return rested;
}

/**
 * On the member form (issue L): while the member is typed, "Mogelijk bestaat dit lid al: Jan Peeters
 * (stam 123) — bekijken" for each stored member likely the same person (`POST /Members/doubles/search`: a
 * similar name and the same address, e-mail or phone), with a link to them; nothing otherwise. It
 * warns and never blocks saving. `excludeId`: the member being edited, left out; each double then also
 * offers "samenvoegen" (the merge screen of the pair) to whoever may change members.
 */
export const DoublesWarning = ({ excludeId }: { excludeId?: number }) => {
  const translate = useTranslate();
  const { canAccess: canMerge } = useCanAccess({ resource: 'members', action: 'write' });
  const dataProvider = useDataProvider<ClubDataProvider>();
  const [firstName, lastName, address, contact] = useWatch({
    name: ['firstName', 'lastName', 'address', 'contact'],
  });
  const request = doublesRequestOf({ firstName, lastName, address, contact }, excludeId);
  const rested = useRested(request ? JSON.stringify(request) : '', REST_MS);
  const { data: doubles = [] } = useQuery({
    queryKey: ['members', 'doubles', rested],
    queryFn: () => dataProvider.findDoubles(JSON.parse(rested) as DoublesRequest),
    enabled: rested !== '',
    staleTime: 30_000,
  });
  if (rested === '' || doubles.length === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ my: 2 }}>
      <AlertTitle>{translate('resources.members.doubles.warning_title')}</AlertTitle>
      {doubles.map((double) => (
        <div key={double.id}>
          {translate('resources.members.doubles.warning', {
            name: double.name,
            tribeNumber: double.tribeNumber,
          })}{' '}
          <Link component={RouterLink} to={memberPath(double.id)}>
            {translate('resources.members.doubles.view')}
          </Link>
          {excludeId !== undefined && canMerge ? (
            <>
              {' · '}
              <Link component={RouterLink} to={mergePath(excludeId, double.id)}>
                {translate('resources.members.doubles.warning_merge')}
              </Link>
            </>
          ) : null}
        </div>
      ))}
    </Alert>
  );
};
