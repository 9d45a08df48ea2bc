import { Avatar } from '@mui/material';

/**
 * A record's photo in a list row: its thumbnail rendition (≤ 400 px, a few dozen kB) shown 48 px wide,
 * loaded when scrolled near; an empty square without a photo, so the rows line up. Decorative: the
 * row's name says what it is.
 */
export const ListThumbnail = ({ src }: { src: string | null }) => (
  <Avatar
    variant="rounded"
    src={src ?? undefined}
    alt=""
    slotProps={{ img: { loading: 'lazy' } }}
    sx={{ width: 48, height: 48, bgcolor: 'action.hover' }}
  >
    {' '}
  </Avatar>
);
