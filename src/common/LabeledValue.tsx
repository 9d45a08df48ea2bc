import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A label above its value on a record's page, as react-admin's Labeled does for fields. */
export const LabeledValue = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);
