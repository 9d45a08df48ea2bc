import HistoryIcon from '@mui/icons-material/History';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The way to the club's history (`/history`, issue I1): a card like the counts, the whole card a link. */
export const HistoryCard = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardActionArea
        component={Link}
        to="/history"
        sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 2 }}
      >
        <HistoryIcon color="primary" fontSize="large" aria-hidden />
        <Box>
          <Typography variant="h6" component="p">
            {translate('history.dashboard_title')}
          </Typography>
          <Typography color="text.secondary">{translate('history.dashboard_text')}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
};
