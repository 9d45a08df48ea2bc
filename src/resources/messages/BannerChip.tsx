import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The badge of a banner (spec §3: a message with isBanner); nothing for a plain message. */
export const BannerChip = ({ isBanner }: { isBanner: boolean }) => {
  const translate = useTranslate();
  return isBanner ? (
    <Chip size="small" color="secondary" variant="outlined" label={translate('resources.messages.banner')} />
  ) : null;
};
