import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ImportDouble } from '../../../server/src/schemas/memberDoubles';
import { memberPath } from './doublesModel';

/**
 * The likely doubles of a new row of the import preview (issue L): each stored member "Jan Peeters
 * (stam 123)" as a link to them, each other row of the file as "rij 4: …"; nothing when none.
 */
export const ImportDoubles = ({ doubles }: { doubles: ImportDouble[] }) => {
  const translate = useTranslate();
  return doubles.map((double) => {
    const args = { name: double.name, tribeNumber: double.tribeNumber, row: double.row };
    return double.id === undefined ? (
      <div key={`row-${double.row}`}>{translate('resources.members.doubles.import_row', args)}</div>
    ) : (
      <div key={`id-${double.id}`}>
        <Link component={RouterLink} to={memberPath(double.id)}>
          {translate('resources.members.doubles.import_member', args)}
        </Link>
      </div>
    );
  });
};
