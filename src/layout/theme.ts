import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec §9: the fixed header is 45 px high (the content starts below it). */
export const HEADER_HEIGHT = 45;
/** Spec §9: the open sidebar is 210 px wide, which is the main content's left offset. */
export const SIDEBAR_WIDTH = 210;
/** Spec §2: at this width and below the sidebar collapses after each navigation. */
export const NARROW_SCREEN_QUERY = '(max-width: 992px)';

/** react-admin's default theme with our sizes and system fonts (no web fonts are loaded). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};
