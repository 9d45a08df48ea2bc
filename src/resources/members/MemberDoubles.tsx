import MergeIcon from '@mui/icons-material/CallMerge';
import {
  Alert,
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  FormControl,
  InputLabel,
  LinearProgress,
  Link,
  MenuItem,
  Pagination,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, LinkBase, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DOUBLE_ORDERS } from '../../../server/src/schemas/constants';
import type { DoublePair } from '../../../server/src/schemas/memberDoubles';
import { PageHeading } from '../../common/PageHeading';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { memberPath, mergePath } from './doublesModel';

/** Pairs per page. */
const PAGE_SIZE = 20;

type Order = (typeof DOUBLE_ORDERS)[number];
type PairMember = DoublePair['keep'];

/** One member of a pair: name (a link to them), stam number, address, e-mail, phone, inactive. */
const Side = ({ member, side }: { member: PairMember; side: 'keep' | 'merge' }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="overline" component="p">
        {translate(side === 'keep' ? 'resources.members.doubles.keep' : 'resources.members.doubles.newer')}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 'bold' }}>
        <Link component={RouterLink} to={memberPath(member.id)}>
          {member.name}
        </Link>
        {!member.isActive && ` (${translate('resources.members.status.inactive')})`}
      </Typography>
      <Typography variant="body2">
        {translate('resources.members.doubles.tribe', { tribeNumber: member.tribeNumber })}
      </Typography>
      {[member.address, member.email, member.phone].filter(Boolean).map((line) => (
        <Typography variant="body2" key={line}>
          {line}
        </Typography>
      ))}
    </Box>
  );
};

/**
 * Route `/members/doubles` (issue L): "Mogelijke dubbels", every pair of members likely the same
 * person (`POST /Members/doubles/list`), newest pair or most similar names first, side by side (one
 * above the other on a phone) with what they share; "Samenvoegen" opens the merge screen with the
 * older member kept, for whoever may change members.
 */
export const MemberDoubles = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const [order, setOrder] = useState<Order>('newest');
  const [page, setPage] = useState(1);
  const { canAccess: mayMerge } = useCanAccess({ action: 'edit', resource: 'members' });
  const { canAccess: mayWrite } = useCanAccess({ action: 'write', resource: 'members' });
  const { data, isPending, isFetching, error } = useQuery({
    queryKey: ['members', 'doublePairs', order, page],
    queryFn: () => dataProvider.listDoublePairs({ page, pageSize: PAGE_SIZE, order }),
    placeholderData: keepPreviousData,
  });
  const orderLabelId = 'doubles-order-label';
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageHeading>{translate('resources.members.doubles.title')}</PageHeading>
      <Typography sx={{ mb: 2 }}>{translate('resources.members.doubles.intro')}</Typography>
      <FormControl size="small" sx={{ mb: 2, minWidth: 220 }}>
        <InputLabel id={orderLabelId}>{translate('resources.members.doubles.order')}</InputLabel>
        <Select
          labelId={orderLabelId}
          label={translate('resources.members.doubles.order')}
          value={order}
          onChange={(event) => {
            setOrder(event.target.value as Order);
            setPage(1);
          }}
        >
          {DOUBLE_ORDERS.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {translate(`resources.members.doubles.orders.${choice}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {(isPending || isFetching) && (
        <LinearProgress sx={{ mb: 2 }} aria-label={translate('resources.members.doubles.loading')} />
      )}
      {error && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
      {data && (
        <>
          <Typography component="p" role="status" sx={{ mb: 1 }}>
            {translate('resources.members.doubles.count', { smart_count: data.total })}
          </Typography>
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.pairs.map((pair) => (
              <Card component="li" variant="outlined" key={`${pair.keep.id}-${pair.merge.id}`}>
                <CardContent>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <Side member={pair.keep} side="keep" />
                    <Side member={pair.merge} side="merge" />
                  </Stack>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                    <Chip size="small" label={translate('resources.members.doubles.reasons.name')} />
                    {pair.reasons.map((reason) => (
                      <Chip
                        size="small"
                        key={reason}
                        label={translate(`resources.members.doubles.reasons.${reason}`)}
                      />
                    ))}
                  </Stack>
                </CardContent>
                {mayMerge && mayWrite && (
                  <CardActions>
                    <Button
                      component={LinkBase}
                      to={mergePath(pair.keep.id, pair.merge.id)}
                      label="resources.members.doubles.merge"
                      aria-label={translate('resources.members.doubles.merge_pair', {
                        keep: pair.keep.name,
                        merge: pair.merge.name,
                      })}
                    >
                      <MergeIcon />
                    </Button>
                  </CardActions>
                )}
              </Card>
            ))}
          </Stack>
          {data.totalPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={data.totalPages}
              page={page}
              onChange={(_, chosen) => setPage(chosen)}
              aria-label={translate('resources.members.doubles.pages')}
            />
          )}
        </>
      )}
    </Box>
  );
};
