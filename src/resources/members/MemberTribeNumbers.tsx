import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type TranslateFunction, useDataProvider, useTranslate } from 'react-admin';
import type { TribeNumberHolding } from '../../../server/src/schemas/members';
import { formatBrusselsDate } from '../../common/dates';
import type { ClubDataProvider } from '../../providers/dataProvider';
import type { MemberRecord } from '../../providers/memberTypes';

/**
 * When a number was held, in words: its days on the club's clock (dd/MM/yyyy, Brussels) — "01/02/2024 –
 * 10/03/2026", the current one "10/03/2026 – nu" — and, when the history does not know the start,
 * "tot 10/03/2026" or, for the current one, "nu".
 */
export const holdingPeriod = (holding: TribeNumberHolding, translate: TranslateFunction): string => {
  const from = holding.from === null ? undefined : formatBrusselsDate(holding.from);
  const to = holding.to === null ? undefined : formatBrusselsDate(holding.to);
  if (from === undefined)
    return to === undefined
      ? translate('resources.members.tribe_numbers.current_unknown')
      : translate('resources.members.tribe_numbers.until', { to });
  return to === undefined
    ? translate('resources.members.tribe_numbers.current', { from })
    : translate('resources.members.tribe_numbers.period', { from, to });
};

/**
 * "Stamnummers" on the member's page (issue I1, docs/api/history.md "Stam numbers"): the numbers the
 * member held, oldest first, each with {@link holdingPeriod}, from `GET /Members/{id}/tribeNumbers`
 * (the data provider's `getTribeNumbers`). Asked again when the member's number changes.
 */
export const MemberTribeNumbers = ({ member }: { member: Pick<MemberRecord, 'id' | 'tribeNumber'> }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['members', member.id, 'tribeNumbers', member.tribeNumber],
    queryFn: () => dataProvider.getTribeNumbers(member.id),
  });
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.members.tribe_numbers.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('app.errors.unexpected')}</Alert>
      ) : data === undefined ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {data.map((holding) => (
            <Typography
              key={`${holding.from}-${holding.tribeNumber}`}
              component="li"
              variant="body2"
              sx={{ py: 0.25, overflowWrap: 'anywhere' }}
            >
              <Box component="span" sx={{ fontWeight: 500 }}>
                {holding.tribeNumber}
              </Box>{' '}
              · {holdingPeriod(holding, translate)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};
