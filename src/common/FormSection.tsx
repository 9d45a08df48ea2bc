import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A titled group of form inputs (an h2 from the translation key `title`), full width; with `columns`
 * the inputs stand in that many columns from md up (one below).
 */
export const FormSection = ({
  title,
  columns,
  children,
}: {
  title: string;
  columns?: number;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 1 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {columns ? (
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` },
          }}
        >
          {children}
        </Box>
      ) : (
        children
      )}
    </Box>
  );
};
