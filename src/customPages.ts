import { type LazyScreen, lazyScreen } from './common/lazyScreen';

/**
 * The pages of ours that are not an area's (App.tsx's custom routes besides the dashboard), each in a
 * chunk of its own like the areas' screens: the first load of the dashboard or a list does not carry
 * the account page's dialogs or the notification overview's table (issue M).
 */
export const CUSTOM_PAGES: Record<string, LazyScreen> = {
  account: lazyScreen(() => import('./account/AccountPage'), 'AccountPage'),
  notifications: lazyScreen(() => import('./notifications/NotificationOverview'), 'NotificationOverview'),
};
