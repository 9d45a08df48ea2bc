import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Props of {@link LinkCard}; `title` and `text` are translation keys. */
export interface LinkCardProps {
  /** The screen the card opens, e.g. `/history`. */
  to: string;
  icon: SvgIconComponent;
  title: string;
  text: string;
}

/**
 * A dashboard card like the counts whose whole surface is a link to another screen: the club's history
 * (issue I1), the outgoing mail (issue J).
 */
export const LinkCard = ({ to, icon: Icon, title, text }: LinkCardProps) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardActionArea
        component={Link}
        to={to}
        sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 2 }}
      >
        <Icon color="primary" fontSize="large" aria-hidden />
        <Box>
          <Typography variant="h6" component="p">
            {translate(title)}
          </Typography>
          <Typography color="text.secondary">{translate(text)}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
};
