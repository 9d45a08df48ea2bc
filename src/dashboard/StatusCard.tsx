import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { AREAS, type AreaName } from '../resources/areas';

/** A count with its area's icon and a label; the whole card links to the area. */
export const StatusCard = ({ area, label, count }: { area: AreaName; label: string; count: number }) => {
  const Icon = AREAS[area].screens.icon;
  return (
    <Card>
      <CardActionArea
        component={Link}
        to={`/${area}`}
        sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 2 }}
      >
        <Icon color="primary" fontSize="large" aria-hidden />
        <Box>
          <Typography variant="h4" component="p">
            {count}
          </Typography>
          <Typography color="text.secondary">{label}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
};
