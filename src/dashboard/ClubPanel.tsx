import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { BoardCard } from './BoardCard';
import { LinksCard } from './LinksCard';

/** The read-only "Club" panel of the dashboard (issue F): the board with contact details, and useful links. */
export const ClubPanel = () => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate('club.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(240px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <BoardCard />
        <LinksCard />
      </Box>
    </Box>
  );
};
