import MailIcon from '@mui/icons-material/MailOutline';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * The way to the outbox (`/mail`, issue J) beside the history card, the whole card a link; the dashboard
 * shows it to whoever may read the mail (a beheerder, `read:staff`).
 */
export const MailCard = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardActionArea
        component={Link}
        to="/mail"
        sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 2 }}
      >
        <MailIcon color="primary" fontSize="large" aria-hidden />
        <Box>
          <Typography variant="h6" component="p">
            {translate('resources.mail.dashboard.title')}
          </Typography>
          <Typography color="text.secondary">{translate('resources.mail.dashboard.text')}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
};
