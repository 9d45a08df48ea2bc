import type { DataProvider } from 'react-admin';
import { createApi } from './api';
import { countriesMapping } from './countries';
import type { HttpClient } from './httpClient';
import { type MemberCalls, memberCalls, membersMapping } from './members';
import { getNotificationTotal, notificationsMapping } from './notifications';
import { dispatchToMappings } from './resourceMapping';
import { getStatus, type Status } from './status';

/** react-admin's DataProvider plus the dashboard and header calls that are not CRUD on a resource. */
export type ClubDataProvider = DataProvider &
  MemberCalls & {
    /** `GET /Status`: the dashboard counts. */
    getStatus: () => Promise<Status>;
    /** `GET /Notifications/total`: the header's notification count. */
    getNotificationTotal: () => Promise<number>;
  };

/**
 * The data provider of spec §7. Resources served so far: `notifications` (getList, deleteMany),
 * `countries` (getList) and `members` (getList, getOne, getMany, create, update, plus {@link MemberCalls});
 * any other method or resource rejects with an Error saying it is not available yet. API errors reach
 * react-admin as the ApiHttpError of httpClient.ts.
 */
export const createDataProvider = (apiUrl: string, http: HttpClient): ClubDataProvider => {
  const api = createApi(apiUrl, http);
  return {
    ...dispatchToMappings({
      notifications: notificationsMapping(api),
      countries: countriesMapping(api),
      members: membersMapping(api),
    }),
    ...memberCalls(api),
    getStatus: () => getStatus(api),
    getNotificationTotal: () => getNotificationTotal(api),
  };
};
