import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, useCanAccessResources, useDataProvider, useTranslate } from 'react-admin';
import type { ClubDataProvider } from '../providers/dataProvider';
import { STATUS_FIELDS } from '../providers/status';
import { StatusCard } from './StatusCard';
import { STATUS_AREAS } from './statusCards';
import { statusQuery } from './statusQuery';

/** The areas the counts link to. */
const AREAS_COUNTED = [...new Set(Object.values(STATUS_AREAS))];

const Cards = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
    {children}
  </Box>
);

/**
 * The six counts of `GET /Status` as linked cards, each for whoever may open its area, then `children` (more cards, which need no count) in
 * the same grid — below the error when the counts cannot be loaded.
 */
export const StatusCounts = ({ children }: { children?: ReactNode }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  // Usually begun before the first render (providers/firstScreen.ts), so the counts show in it.
  const { data, error } = useQuery(statusQuery(dataProvider));
  // All cards at once: which areas the person may open, asked together (answered in the first render
  // while the session is cached: providers/queryClient.ts).
  const access = useCanAccessResources({ action: 'list', resources: AREAS_COUNTED });
  if (error)
    return (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.errors.unexpected')}
        </Alert>
        <Cards>{children}</Cards>
      </>
    );
  if (!data || access.isPending) return <Loading />;
  return (
    <Cards>
      {STATUS_FIELDS.map((field) =>
        access.canAccess?.[STATUS_AREAS[field]] ? (
          <StatusCard
            key={field}
            area={STATUS_AREAS[field]}
            label={translate(`dashboard.${field}`)}
            count={data[field]}
          />
        ) : null,
      )}
      {children}
    </Cards>
  );
};
