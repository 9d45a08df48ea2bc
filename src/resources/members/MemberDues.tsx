import {
  Alert,
  Box,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCanAccess, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DuesItem } from '../../../server/src/schemas/dues';
import type { MemberRecord } from '../../providers/memberTypes';
import { DuesStatusChip } from '../dues/DuesStatusChip';
import { formatEuro } from '../orders/orderModel';

/** Requests asked at once: one a year, so a hundred years of membership. */
const DUES_LIMIT = 100;

/** Shown only below sm (a phone), where the communication column gives way. */
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
/** A column shown from sm up. */
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * "Lidgeld" on the member's page (issue K): the requests that cover the member (`POST /Dues/list` with
 * `memberId`), newest year first — year (a link to the request), amount, paid (euro as the language
 * writes it), state and structured communication, which on a phone goes under the year. Only for
 * whoever reads the dues.
 */
export const MemberDues = ({ member }: { member: Pick<MemberRecord, 'id'> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess } = useCanAccess({ resource: 'dues', action: 'list' });
  const { data, error } = useGetList<DuesItem>(
    'dues',
    { pagination: { page: 1, perPage: DUES_LIMIT }, filter: { memberId: member.id } },
    { enabled: canAccess === true },
  );
  if (canAccess !== true) return null;
  const field = (name: string) => translate(`resources.dues.fields.${name}`);
  const euro = (cents: number) => formatEuro(cents, locale);
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.members.dues.title')}
      </Typography>
      {error ? <Alert severity="error">{translate('app.errors.unexpected')}</Alert> : null}
      {data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.members.dues.empty')}
        </Typography>
      )}
      {data && data.length > 0 && (
        <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{field('year')}</TableCell>
              <TableCell align="right">{field('amount')}</TableCell>
              <TableCell align="right">{field('paid')}</TableCell>
              <TableCell>{field('status')}</TableCell>
              <TableCell sx={FROM_SM}>{field('structuredCommunication')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((request) => (
              <TableRow key={request.id}>
                <TableCell>
                  <MuiLink
                    component={Link}
                    to={`/dues/${request.id}/show`}
                    aria-label={translate('resources.members.dues.open', { year: request.year })}
                  >
                    {request.year}
                  </MuiLink>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ ...PHONE_ONLY, overflowWrap: 'anywhere' }}
                  >
                    {request.structuredCommunication}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {euro(request.amount)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {euro(request.paid)}
                </TableCell>
                <TableCell>
                  <DuesStatusChip status={request.status} />
                </TableCell>
                <TableCell sx={{ ...FROM_SM, whiteSpace: 'nowrap' }}>
                  {request.structuredCommunication}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
