import { type ReactNode, Suspense } from 'react';
import { type LazyScreen, lazyScreen } from '../common/lazyScreen';

const loadPages = () => import('./errorPages');

/** `Screen` inside a Suspense boundary of its own that shows nothing until its chunk has come. */
const suspended = <P extends object>(
  Screen: LazyScreen<P>,
): ((props: P) => ReactNode) & { preload: () => Promise<unknown> } =>
  Object.assign(
    (props: P) => (
      <Suspense fallback={null}>
        <Screen {...props} />
      </Suspense>
    ),
    { preload: Screen.preload },
  );

/**
 * react-admin's error page (an exception while rendering), loaded when it is first shown
 * (docs/decisions.md "The first script without the pages it does not show"). Props: react-admin's
 * `ErrorProps` (`error`, `errorInfo`, `resetErrorBoundary`).
 */
export const ErrorPage = suspended(lazyScreen(loadPages, 'Error'));

/** react-admin's page for an address no route matches, loaded when it is first shown. */
export const NotFoundPage = suspended(lazyScreen(loadPages, 'NotFound'));

/** react-admin's page for a failed authentication check, loaded when it is first shown. */
export const AuthenticationErrorPage = suspended(lazyScreen(loadPages, 'AuthenticationError'));

/** react-admin's notification (MUI's snackbar), loaded when the first notification comes or after the first paint. */
export const LazyNotification = suspended(lazyScreen(() => import('./notification'), 'Notification'));
