import { Box, Link, Skeleton, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { MemberRecord } from '../../providers/memberTypes';
import { addressLines, type VendorFormValues } from './vendorModel';

const Row = ({ label, children }: { label: string; children: string }) => (
  <>
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
      {children}
    </Typography>
  </>
);

/**
 * The contact data of the member the form has picked, read only (`GET /Members/{id}`): a vendor has
 * none of its own (docs/api/vendors.md). They are changed on the member, which the link opens.
 */
export const MemberContact = () => {
  const translate = useTranslate();
  const member = useWatch<VendorFormValues, 'member'>({ name: 'member' });
  const { data, isPending } = useGetOne<MemberRecord>(
    'members',
    { id: member?.id ?? 0 },
    { enabled: Boolean(member) },
  );
  const field = (name: string) => translate(`resources.vendors.fields.${name}`);
  const orDash = (value: string | undefined) => value || '—';
  return (
    <Box component="section" aria-labelledby="vendor-member-contact" sx={{ width: '100%', mb: 2 }}>
      <Typography id="vendor-member-contact" variant="h6" component="h2" gutterBottom>
        {translate('resources.vendors.sections.contact')}
      </Typography>
      {!member ? (
        <Typography color="text.secondary">{translate('resources.vendors.contact.pick_member')}</Typography>
      ) : isPending || !data ? (
        <Skeleton variant="rounded" height={120} sx={{ maxWidth: 480 }} />
      ) : (
        <>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            <Row label={field('name')}>{data.name}</Row>
            <Row label={field('address')}>
              {orDash(addressLines(data.address, translate('resources.vendors.contact.box')).join('\n'))}
            </Row>
            <Row label={field('phoneNumber')}>{orDash(data.contact.phoneNumber)}</Row>
            <Row label={field('mobilePhoneNumber')}>{orDash(data.contact.mobilePhoneNumber)}</Row>
            <Row label={field('email')}>{orDash(data.contact.email)}</Row>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.vendors.contact.read_only')}{' '}
            <Link component={RouterLink} to={`/members/${data.id}`}>
              {translate('resources.vendors.contact.open_member', { name: data.name })}
            </Link>
          </Typography>
        </>
      )}
    </Box>
  );
};
