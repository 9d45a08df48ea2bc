import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { ClubDataProvider } from '../providers/dataProvider';
import { STATUS_FIELDS } from '../providers/status';
import { StatusCard } from './StatusCard';
import { STATUS_AREAS } from './statusCards';

/** The six counts of `GET /Status` as linked cards. */
export const StatusCounts = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const { data, error } = useQuery({ queryKey: ['status'], queryFn: () => dataProvider.getStatus() });
  if (error) return <Alert severity="error">{translate('app.errors.unexpected')}</Alert>;
  if (!data) return <Loading />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {STATUS_FIELDS.map((field) => (
        <StatusCard
          key={field}
          area={STATUS_AREAS[field]}
          label={translate(`dashboard.${field}`)}
          count={data[field]}
        />
      ))}
    </Box>
  );
};
