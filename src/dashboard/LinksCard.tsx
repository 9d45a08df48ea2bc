import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Card, CardContent, Link, List, ListItem, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Link as ClubLink } from '../../server/src/schemas/links';
import { useFirstPainted } from '../common/firstPaint';

/** The useful links (`GET /Links`), each opening in a new tab without access to this page (noopener). */
export const LinksCard = () => {
  const translate = useTranslate();
  // Asked once the counts above are on the screen (common/firstPaint.ts).
  const { data: fetched, error } = useGetList<ClubLink>('links', undefined, { enabled: useFirstPainted() });
  // As the board: after the counts have painted, in pieces.
  const data = useDeferredValue(fetched);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {translate('club.links')}
        </Typography>
        {error && <Typography color="error">{translate('app.errors.unexpected')}</Typography>}
        {data?.length === 0 && <Typography>{translate('club.empty_links')}</Typography>}
        {data && data.length > 0 && (
          <List dense disablePadding>
            {data.map((link) => (
              <ListItem key={link.id} disableGutters>
                <Link
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={translate('club.new_tab', { title: link.title })}
                >
                  {link.title}
                  <OpenInNewIcon
                    fontSize="inherit"
                    aria-hidden
                    sx={{ ml: 0.5, verticalAlign: 'text-bottom' }}
                  />
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
