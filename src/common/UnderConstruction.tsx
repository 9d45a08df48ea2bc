import { Alert, Box, Typography } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';

/** Placeholder list page for the areas whose screens arrive in later issues (spec §2 routes). */
export const UnderConstruction = () => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`resources.${resource}.name`, { smart_count: 2, _: resource })}
      </Typography>
      <Alert severity="info">{translate('app.under_construction')}</Alert>
    </Box>
  );
};
