import type { Notification } from '../../server/src/schemas/notifications';
import type { Api } from './api';
import { getWholeList } from './lists';
import type { ResourceMapping } from './resourceMapping';

/** Spec §9: the overview always fetches the newest 200 notifications. */
export const NOTIFICATIONS_PATH = '/Notifications?take=200&skip=0';

/**
 * `notifications` resource (spec §7): getList → `GET /Notifications?take=200&skip=0` (total = length,
 * paging is client-side); deleteMany → `DELETE /Notifications` with the ids as JSON body.
 */
export const notificationsMapping = (api: Api): ResourceMapping => ({
  getList: () => getWholeList<Notification>(api, NOTIFICATIONS_PATH),
  deleteMany: async ({ ids }) => {
    await api.send('DELETE', '/Notifications', ids);
    return { data: ids };
  },
});

/** `GET /Notifications/total`: the count shown next to the header's Notifications link. */
export const getNotificationTotal = (api: Api): Promise<number> => api.getCount('/Notifications/total');
