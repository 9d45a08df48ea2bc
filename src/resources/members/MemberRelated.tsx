import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccessResources, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdvertListItem } from '../../../server/src/schemas/adverts';
import type { Order } from '../../../server/src/schemas/orders';
import type { VendorListItem } from '../../../server/src/schemas/vendors';
import { formatDate } from '../../common/dates';
import type { MemberRecord } from '../../providers/memberTypes';
import { shownDate } from '../adverts/advertModel';
import { formatEuro } from '../orders/orderModel';

/** Rows each list search asks for; a member has far fewer adverts or orders than this. */
export const RELATED_LIMIT = 100;

const search = (tribeNumber: string) => ({
  pagination: { page: 1, perPage: RELATED_LIMIT },
  filter: { q: tribeNumber },
});

/**
 * The member's adverts, ring orders and vendor entry. No list of the API filters on a member, so each
 * is searched by the member's tribe number — which also finds other members' records that merely
 * mention it (a message, a longer tribe number) — and then narrowed here: adverts by the exact tribe
 * number (their rows carry no member id; tribe numbers are unique), orders and vendors by member id.
 */
export const useMemberRecords = (member: Pick<MemberRecord, 'id' | 'tribeNumber'>) => {
  const tribe = member.tribeNumber.toUpperCase();
  const may = useCanAccessResources({ action: 'list', resources: ['adverts', 'orders', 'vendors'] });
  const allowed = (resource: string) => may.canAccess?.[resource] === true;
  const adverts = useGetList<AdvertListItem>(
    'adverts',
    { ...search(tribe), sort: { field: 'visibleFrom', order: 'DESC' } },
    { enabled: allowed('adverts') },
  );
  const orders = useGetList<Order>(
    'orders',
    { ...search(tribe), sort: { field: 'orderDate', order: 'DESC' } },
    { enabled: allowed('orders') },
  );
  const vendors = useGetList<VendorListItem>(
    'vendors',
    { ...search(tribe), sort: { field: 'name', order: 'ASC' } },
    { enabled: allowed('vendors') },
  );
  const incomplete = [adverts, orders, vendors].some(
    ({ data, total }) => data !== undefined && total !== undefined && total > data.length,
  );
  return {
    /** Which of the three the person may read (providers/access.ts); the others are not asked. */
    readable: { adverts: allowed('adverts'), orders: allowed('orders'), vendors: allowed('vendors') },
    adverts: adverts.data?.filter((advert) => advert.tribeNumber.toUpperCase() === tribe),
    orders: orders.data?.filter((order) => order.memberId === member.id),
    vendor:
      vendors.data?.find((vendor) => vendor.memberId === member.id) ?? (vendors.data ? null : undefined),
    error: adverts.error ?? orders.error ?? vendors.error,
    incomplete,
  };
};

/** One link of a group, keyed by its record. */
type Item = { id: number; link: ReactNode };

/** One titled group of the section: its heading, then its links (none while loading) or what it says when empty. */
const Group = ({ title, empty, items }: { title: string; empty: string; items: Item[] | undefined }) => (
  <Box>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
      {title}
    </Typography>
    {items === undefined ? null : items.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map(({ id, link }) => (
          <Typography key={id} component="li" variant="body2" sx={{ py: 0.25 }}>
            {link}
          </Typography>
        ))}
      </Box>
    )}
  </Box>
);

/**
 * "Zoekertjes, ringbestellingen en verkoper" on the member's page (issue I1): the member's adverts
 * (type, visibility dates, visible or hidden), ring orders (date, rings, total) and vendor entry, each
 * a link to its page; found as {@link useMemberRecords} says. Each group only for whoever may read its area.
 */
export const MemberRelated = ({ member }: { member: MemberRecord }) => {
  const translate = useTranslate();
  const { readable, adverts, orders, vendor, error, incomplete } = useMemberRecords(member);
  const t = (key: string, options?: object) => translate(`resources.members.related.${key}`, options);
  if (!readable.adverts && !readable.orders && !readable.vendors) return null;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      {error ? <Alert severity="error">{translate('app.errors.unexpected')}</Alert> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {readable.adverts && (
          <Group
            title={t('adverts', { count: adverts?.length ?? '…' })}
            empty={t('no_adverts')}
            items={adverts?.map((advert) => ({
              id: advert.id,
              link: (
                <MuiLink component={Link} to={`/adverts/${advert.id}`}>
                  {translate(`resources.adverts.types.${advert.advertType}`)} ·{' '}
                  {shownDate(advert.visibleFrom)} – {shownDate(advert.visibleTo)} ·{' '}
                  {translate(`resources.adverts.status.${advert.isVisible ? 'visible' : 'hidden'}`)}
                </MuiLink>
              ),
            }))}
          />
        )}
        {readable.orders && (
          <Group
            title={t('orders', { count: orders?.length ?? '…' })}
            empty={t('no_orders')}
            items={orders?.map((order) => ({
              id: order.id,
              link: (
                <MuiLink component={Link} to={`/orders/${order.id}/show`}>
                  {formatDate(order.orderDate)} · {t('rings', { smart_count: order.ringCount })} ·{' '}
                  {formatEuro(order.totalCents)}
                </MuiLink>
              ),
            }))}
          />
        )}
        {readable.vendors && (
          <Group
            title={t('vendor')}
            empty={t('no_vendor')}
            items={
              vendor === undefined
                ? undefined
                : vendor === null
                  ? []
                  : [
                      {
                        id: vendor.id,
                        link: (
                          <MuiLink component={Link} to={`/vendors/${vendor.id}`}>
                            {t('open_vendor', { name: vendor.name })}
                          </MuiLink>
                        ),
                      },
                    ]
            }
          />
        )}
      </Box>
      {incomplete && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('incomplete', { count: RELATED_LIMIT })}
        </Typography>
      )}
    </Box>
  );
};
