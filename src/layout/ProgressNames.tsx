import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { LoadingPage as RaLoadingPage, useTranslate } from 'react-admin';

/**
 * Gives every MUI progress indicator below it the accessible name "Bezig met laden" / "Loading"
 * (`ra.page.loading`, WCAG 4.1.2): react-admin's loaders — a screen's first load, the header's
 * refresh indicator — render a bare `CircularProgress` that screen readers would announce unnamed.
 */
export const ProgressNames = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const withNames = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: { defaultProps: { 'aria-label': label } },
        MuiLinearProgress: { defaultProps: { 'aria-label': label } },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withNames}>{children}</ThemeProvider>;
};

/** react-admin's page shown while the session is checked, with a named loader. */
export const LoadingPage = () => (
  <ProgressNames>
    <RaLoadingPage />
  </ProgressNames>
);
