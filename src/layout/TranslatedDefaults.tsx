import type { LabelDisplayedRowsArgs } from '@mui/material';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { LoadingPage as RaLoadingPage, type TranslateFunction, useTranslate } from 'react-admin';

type PageItem = 'first' | 'last' | 'next' | 'previous' | 'page';

/** MUI's English default texts and names, in the language in use (react-admin's keys where they fit). */
const translatedProps = (translate: TranslateFunction) => {
  const loading = translate('ra.page.loading');
  const close = translate('ra.action.close');
  const pageItem = (type: PageItem, page?: number | null, selected?: boolean) =>
    type === 'page'
      ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page })
      : translate(`ra.navigation.${type}`);
  return {
    MuiCircularProgress: { 'aria-label': loading },
    MuiLinearProgress: { 'aria-label': loading },
    MuiAlert: { closeText: close },
    MuiAutocomplete: {
      openText: translate('ra.action.open'),
      closeText: close,
      clearText: translate('ra.action.clear_input_value'),
      loadingText: loading,
      noOptionsText: translate('app.no_options'),
    },
    MuiPagination: { getItemAriaLabel: pageItem },
    MuiTablePagination: {
      getItemAriaLabel: (type: PageItem) => pageItem(type),
      labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
      labelDisplayedRows: ({ from, to, count }: LabelDisplayedRowsArgs) =>
        translate(count === -1 ? 'ra.navigation.partial_page_range_info' : 'ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: count,
        }),
    },
  };
};

/**
 * Gives the MUI components below it their texts in the language in use instead of MUI's English:
 * every progress indicator is named "Bezig met laden" (WCAG 4.1.2; react-admin's loaders render a
 * bare `CircularProgress`), pagination buttons "Naar de volgende pagina" (react-admin's own phone
 * pagination leaves MUI's "Go to next page"), "Rijen per pagina:", and the Close, Open and Clear
 * buttons of alerts and autocompletes. Props given by a component itself still win.
 */
export const TranslatedDefaults = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const withTexts = useCallback(
    (outer: Theme): Theme => {
      const components = { ...outer.components } as Record<string, { defaultProps?: object }>;
      for (const [name, props] of Object.entries(translatedProps(translate))) {
        components[name] = {
          ...components[name],
          defaultProps: { ...components[name]?.defaultProps, ...props },
        };
      }
      return { ...outer, components: components as Theme['components'] };
    },
    [translate],
  );
  return <ThemeProvider theme={withTexts}>{children}</ThemeProvider>;
};

/** react-admin's page shown while the session is checked, with a named loader. */
export const LoadingPage = () => (
  <TranslatedDefaults>
    <RaLoadingPage />
  </TranslatedDefaults>
);
