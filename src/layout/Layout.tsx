import { Box, type Theme } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { RequireStaffAccess } from '../common/RequireStaffAccess';
import { useStaffAccess } from '../common/useStaffAccess';
import { AppBar } from './AppBar';
import { LoadPreferences } from './LoadPreferences';
import { ErrorPage } from './lazyDefaults';
import { Menu } from './Menu';
import { TranslatedDefaults } from './TranslatedDefaults';
import { HEADER_HEIGHT } from './theme';
import { useCollapseSidebarWhenNarrow } from './useCollapseSidebarWhenNarrow';
import { useDocumentTitle } from './useDocumentTitle';
import { useFocusHeadingAfterNavigation } from './useFocusHeadingAfterNavigation';

/**
 * What follows each navigation (tab title, narrow-screen sidebar, focus on the new heading), in a leaf of its own: a change of
 * address — also a list's page, sort or filter — then re-renders this, not the header and menu.
 */
const NavigationEffects = () => {
  useCollapseSidebarWhenNarrow();
  useDocumentTitle();
  useFocusHeadingAfterNavigation();
  return null;
};

/**
 * The frame's rules, as react-admin's layout sets them under the same class names (which react-admin's
 * sidebar and our tests know), with the header's fixed height above the content.
 */
const FRAME = {
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  bgcolor: 'background.default',
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  '& .RaLayout-appFrame': { display: 'flex', flexDirection: 'column', flexGrow: 1, mt: `${HEADER_HEIGHT}px` },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: (theme: Theme) =>
      theme.transitions.create('margin', {
        easing: theme.transitions.easing.easeOut,
        duration: theme.transitions.duration.enteringScreen,
      }),
  },
  '& .RaLayout-content': {
    bgcolor: 'background.default',
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    px: 1,
  },
} as const;

/** What a page that failed to render shows: react-admin's error page, loaded when first needed. */
const PageError = ({ error, resetErrorBoundary }: { error: unknown; resetErrorBoundary: () => void }) => (
  <ErrorPage error={error as Error} resetErrorBoundary={resetErrorBoundary} />
);

/**
 * The frame of every page, as react-admin's layout (skip link, header, sidebar with our menu, content
 * in an error boundary and a Suspense boundary with its loader) with a fixed 45 px header and one gate
 * for every page: users without the staff permission see why (and no sidebar) instead of failing API
 * calls; staff get their own columns and saved searches. The browser tab is named after the screen;
 * MUI's own texts are translated. Our own frame rather than react-admin's `Layout`, which brings its
 * error page and its preferences inspector, with MUI's whole text field behind them, into the first
 * script (docs/decisions.md "The first script without the pages it does not show").
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { hasAccess } = useStaffAccess();
  return (
    <TranslatedDefaults>
      <NavigationEffects />
      {hasAccess ? <LoadPreferences /> : null}
      <Box className="layout" sx={FRAME}>
        <SkipNavigationButton />
        <div className="RaLayout-appFrame">
          <AppBar />
          <main className="RaLayout-contentWithSidebar">
            {hasAccess ? (
              <Sidebar appBarAlwaysOn>
                <Menu />
              </Sidebar>
            ) : null}
            <div id="main-content" className="RaLayout-content">
              <ErrorBoundary FallbackComponent={PageError}>
                <Suspense fallback={<Loading />}>
                  <RequireStaffAccess>{children}</RequireStaffAccess>
                </Suspense>
              </ErrorBoundary>
            </div>
          </main>
        </div>
      </Box>
    </TranslatedDefaults>
  );
};
