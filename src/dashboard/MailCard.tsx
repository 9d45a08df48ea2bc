import MailIcon from '@mui/icons-material/MailOutline';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Permission } from '../../server/src/schemas/permissions';

const READ_STAFF: Permission = 'read:staff';

/**
 * The way to the outbox (`/mail`, issue J) for a beheerder — whose token holds `read:staff` — beside the
 * history card, the whole card a link; nothing for the other roles, who may not read it.
 */
export const MailCard = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  if (!Array.isArray(permissions) || !permissions.includes(READ_STAFF)) return null;
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
