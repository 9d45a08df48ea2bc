import AccountCircle from '@mui/icons-material/AccountCircle';
import { Button, IconButton, type Theme, useMediaQuery } from '@mui/material';
import { type MouseEvent, Suspense, useEffect, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { whenFirstPainted } from '../common/firstPaint';
import { lazyScreen } from '../common/lazyScreen';

const AccountMenuItems = lazyScreen(() => import('./AccountMenuItems'), 'AccountMenuItems');

/**
 * The header's user menu, as react-admin's `UserMenu` but named after the signed-in user ("Account van
 * jan@…", which holds the e-mail shown beside the icon on wider screens; react-admin's is just
 * "Profiel"). It opens a menu with the e-mail, "Mijn account" (/account) and react-admin's `Logout`
 * (Afmelden): AccountMenuItems.tsx, whose chunk is fetched once the first screen has been painted.
 */
export const AccountMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Rendered from the first opening on (its closing animation plays), fetched once the first screen is painted.
  const [opened, setOpened] = useState(false);
  useEffect(() => whenFirstPainted(() => void AccountMenuItems.preload()), []);
  if (!identity) return null;
  const name = String(identity.fullName ?? identity.id);
  const open = anchor !== null;
  const buttonProps = {
    color: 'inherit' as const,
    'aria-label': translate('app.account', { name }),
    'aria-haspopup': true,
    'aria-expanded': open,
    'aria-controls': open ? 'account-menu' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      setAnchor(event.currentTarget);
      setOpened(true);
    },
  };
  return (
    <>
      {wide ? (
        <Button {...buttonProps} startIcon={<AccountCircle />} sx={{ textTransform: 'none', ml: 0.5 }}>
          {name}
        </Button>
      ) : (
        <IconButton {...buttonProps}>
          <AccountCircle />
        </IconButton>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <AccountMenuItems name={name} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
};
