import type { Api } from './api';
import type { ResourceMapping } from './resourceMapping';

/** A change notification as the API sends it (spec §3; `isSelected` stays client-side). */
export interface Notification {
  id: number;
  /** One of the server's notification types (docs/api.md), labelled `notifications.types.<type>`. */
  type: string;
  name: string;
  /** ISO 8601 creation time. */
  createdOn: string;
}

/** Spec §9: the overview always fetches the newest 200 notifications. */
export const NOTIFICATIONS_PATH = '/Notifications?take=200&skip=0';

/**
 * `notifications` resource (spec §7): getList → `GET /Notifications?take=200&skip=0` (total = length,
 * paging is client-side); deleteMany → `DELETE /Notifications` with the ids as JSON body.
 */
export const notificationsMapping = (api: Api): ResourceMapping => ({
  getList: async () => {
    const data = await api.getArray<Notification>(NOTIFICATIONS_PATH);
    return { data, total: data.length };
  },
  deleteMany: async ({ ids }) => {
    await api.send('DELETE', '/Notifications', ids);
    return { data: ids };
  },
});

/** `GET /Notifications/total`: the count shown next to the header's Notifications link. */
export const getNotificationTotal = async (api: Api): Promise<number> => {
  const total = Number(await api.get('/Notifications/total'));
  if (!Number.isFinite(total)) throw new Error('GET /Notifications/total did not answer a number');
  return total;
};
