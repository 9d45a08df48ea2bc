import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The h1 of a resource page. The header shows only 'Club Beheer' (spec §2) and no page title, so the
 * list, edit, create and extra pages name themselves with this (already translated) text.
 */
export const PageHeading = ({ children }: { children: ReactNode }) => (
  <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
    {children}
  </Typography>
);
