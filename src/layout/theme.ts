import type { CheckboxProps } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec §9: the fixed header is 45 px high (the content starts below it). */
export const HEADER_HEIGHT = 45;
/** Spec §9: the open sidebar is 210 px wide, which is the main content's left offset. */
export const SIDEBAR_WIDTH = 210;
/** Spec §2: at this width and below the sidebar collapses after each navigation. */
export const NARROW_SCREEN_QUERY = '(max-width: 992px)';

/**
 * The club blue, dark enough for WCAG AA: white text on it 5.75:1 (the header), and it as text on the
 * page background #fafafb 5.5:1 (buttons, links). react-admin's default #2196f3 gave 3.12:1.
 */
const CLUB_BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' };

/**
 * react-admin puts the accessible name of a list's row checkbox (`aria-label`) on the checkbox's root
 * span, where it names nothing; every checkbox gets it on its input instead (with the input's own
 * props kept), so screen readers say "Deze rij selecteren".
 */
const checkboxNameOnInput = {
  root: () => ({ 'aria-label': undefined }),
  input: (ownerState: CheckboxProps) => ({
    ...ownerState.inputProps,
    'aria-label': ownerState['aria-label'] ?? ownerState.inputProps?.['aria-label'],
  }),
};

/** The keyboard focus ring: near-black on the light page (17:1), white in the blue header (5.75:1). */
const FOCUS_RING = { dark: '#1a1a1a', light: '#fff' };
const focusVisible = '&.Mui-focusVisible, &:focus-visible';

/**
 * WCAG 2.4.7 / 2.4.11: everything a keyboard reaches shows a 2 px ring of at least 3:1. Buttons get it
 * just outside, list and menu items (in the sidebar's clipping drawer) just inside, the header white;
 * the skip link is blue on white and slides fully into view when focused.
 */
const focusStyles = {
  MuiButtonBase: {
    styleOverrides: {
      root: { [focusVisible]: { outline: `2px solid ${FOCUS_RING.dark}`, outlineOffset: 2 } },
    },
  },
  MuiMenuItem: { styleOverrides: { root: { [focusVisible]: { outlineOffset: -2 } } } },
  MuiListItemButton: { styleOverrides: { root: { [focusVisible]: { outlineOffset: -2 } } } },
  MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${FOCUS_RING.dark}` } } } },
  MuiAppBar: {
    styleOverrides: {
      root: {
        '& .MuiButtonBase-root.Mui-focusVisible, & a:focus-visible': { outlineColor: FOCUS_RING.light },
      },
    },
  },
  RaSkipNavigationButton: {
    styleOverrides: {
      root: {
        backgroundColor: '#fff',
        color: CLUB_BLUE.main,
        transition: 'none',
        '&:hover': { backgroundColor: '#fff' },
        '&:focus': { top: 6, transition: 'none' },
        [focusVisible]: { outlineOffset: -4 },
        // On phones react-admin renders it as an icon button without an icon: show its name as text.
        '&.MuiIconButton-root': { borderRadius: 4, padding: 8, fontSize: '0.875rem', fontWeight: 500 },
        '&.MuiIconButton-root::after': { content: 'attr(aria-label)' },
      },
    },
  },
};

/**
 * react-admin's confirmation (the delete of a record) opens with the focus on its confirm button, so
 * Enter, Enter deleted; as our own ConfirmDialog it starts on the safe choice, its cancel button. Run
 * as the dialog enters, in the same commit as that button's autofocus, before anything is painted.
 */
const confirmOpensOnCancel = {
  RaConfirm: {
    defaultProps: {
      slotProps: {
        transition: {
          onEnter: (node: HTMLElement) =>
            node.querySelector<HTMLElement>('.MuiDialogActions-root button:not(.ra-confirm)')?.focus(),
        },
      },
    },
  },
};

/** react-admin's default theme with our sizes, system fonts (no web fonts are loaded) and AA colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: CLUB_BLUE,
    secondary: CLUB_BLUE,
    // Warning text (deactivate) 5.0:1 on white, where MUI's orange #ed6c02 gave 3.0:1.
    warning: { light: '#f59e0b', main: '#b45309', dark: '#92400e', contrastText: '#fff' },
    // A field's label in error 4.9:1 on the filled input's #f0f0f0, where MUI's #d32f2f gave 4.36:1.
    error: { light: '#ef5350', main: '#c62828', dark: '#b71c1c', contrastText: '#fff' },
    // White on an info chip (the import's "Gewijzigd") 4.8:1, where MUI's #0288d1 gave 3.85:1.
    info: { light: '#03a9f4', main: '#0277bd', dark: '#01579b', contrastText: '#fff' },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    ...defaultTheme.components,
    MuiCheckbox: { defaultProps: { slotProps: checkboxNameOnInput as CheckboxProps['slotProps'] } },
    ...focusStyles,
    ...confirmOpensOnCancel,
  },
};
