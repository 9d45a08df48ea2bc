import type { ReactNode } from 'react';
import { TopToolbar } from 'react-admin';

/**
 * Below sm react-admin draws its buttons as bare icons (an IconButton named by `aria-label`, the label
 * in a tooltip). A record page has room for its few actions' words even at 360 px, so they are shown
 * after the icon, from that same accessible name — an orange person with a stroke says little,
 * "Deactiveren" does. Also for a row of react-admin buttons elsewhere (a list row's actions).
 */
export const wordsBelowSm = {
  flexWrap: 'wrap',
  '& .MuiIconButton-root[aria-label]': {
    borderRadius: 1,
    gap: 0.5,
    px: 1,
    py: 0.75,
    fontSize: '0.8125rem',
    fontWeight: 500,
    lineHeight: 1.75,
    textTransform: 'uppercase',
    '& svg': { fontSize: 18 },
    '&::after': { content: 'attr(aria-label)' },
  },
};

/**
 * The actions of an edit or show page (back to the list, delete, deactivate…): react-admin's
 * TopToolbar, whose buttons keep their words at every width (see `wordsBelowSm`).
 */
export const PageActions = ({ children }: { children: ReactNode }) => (
  <TopToolbar sx={wordsBelowSm}>{children}</TopToolbar>
);
