import type { DataProvider } from 'react-admin';
import type { Status } from '../../server/src/schemas/status';
import type { AccountCalls } from './account';
import type { AdvertCalls } from './adverts';
import { createApi } from './api';
import type { AreaProvider } from './areaProvider';
import { boardMembersMapping, linksMapping } from './club';
import type { DocumentCalls } from './documents';
import type { DuesCalls } from './dues';
import type { DuesLetterCalls } from './duesLetters';
import type { DuesMailCalls } from './duesMail';
import type { DuesPaymentCalls } from './duesPayments';
import type { HttpClient } from './httpClient';
import type { MailCalls } from './mail';
import { type MemberCalls, memberCalls, membershipKindsMapping, membersMapping } from './members';
import { getNotificationTotal, notificationsMapping } from './notifications';
import type { OrderCalls } from './orders';
import { dispatchToMappings } from './resourceMapping';
import type { RevueCalls } from './revue';
import type { StaffCalls } from './staff';
import { getStatus } from './status';

/** react-admin's DataProvider plus the dashboard and header calls that are not CRUD on a resource. */
export type ClubDataProvider = DataProvider &
  MemberCalls &
  OrderCalls &
  AdvertCalls &
  RevueCalls &
  DocumentCalls &
  DuesCalls &
  DuesMailCalls &
  DuesLetterCalls &
  MailCalls &
  StaffCalls &
  DuesPaymentCalls &
  AccountCalls & {
    /** `GET /Status`: the dashboard counts. */
    getStatus: () => Promise<Status>;
    /** `GET /Notifications/total`: the header's notification count. */
    getNotificationTotal: () => Promise<number>;
    /** Loads the areas' part of the provider (areaProvider.ts) ahead of its first call. */
    preloadAreas: () => Promise<void>;
  };

/**
 * Names asked of a data provider that are not calls: a promise's `then` (awaiting the provider) and
 * react-admin's `supportAbortSignal` flag.
 */
const NOT_CALLS = new Set(['then', 'supportAbortSignal']);

/**
 * The data provider of spec §7. Resources served so far: `notifications` (getList, deleteMany),
 * `countries` (getList), `members` (getList, getOne, getMany, create, update, plus {@link MemberCalls}),
 * `membershipKinds` (getList: the kinds the member form offers) and
 * `adverts` (getList, getOne, create, update, delete, updateMany, plus {@link AdvertCalls}),
 * `activities` and `messages` (getList, getOne, create, update, delete) and `locations` (getList,
 * getOne, getMany, create, update); `orders` (getList, getOne, getMany, delete, plus {@link OrderCalls}),
 * `rings`, `boardMembers` and `links` (getList); `documents` (getList, getOne, create with upload
 * progress, update, delete, plus {@link DocumentCalls}), `vendors` (getList, getOne, create, update, delete),
 * `revueRecipients` (getList, getOne, getMany, create, update, delete, plus {@link RevueCalls}) and
 * `history` (getList: who changed what, of one record or the whole club), `dues` (getList, getOne:
 * the payment requests, plus {@link DuesCalls}: settings, runs, waivers, and {@link DuesMailCalls}:
 * mailing them), `mail` (getList, getOne:
 * the outbox, plus {@link MailCalls}) and `staff` (getList, getOne, create, update, delete, plus
 * {@link StaffCalls}), `bankEntries` (getList, update: the credits of the booked statements, left or
 * offered again), the dues' statements, matching and payments ({@link DuesPaymentCalls}), and the own
 * account's {@link AccountCalls}; any other method or resource
 * rejects with an Error saying it is not available yet. API errors reach react-admin as the
 * ApiHttpError of httpClient.ts.
 */
export const createDataProvider = (apiUrl: string, http: HttpClient): ClubDataProvider => {
  const api = createApi(apiUrl, http);
  let areas: Promise<AreaProvider> | undefined;
  const loadAreas = () => {
    areas ??= import('./areaProvider').then((module) => module.createAreaProvider(api));
    return areas;
  };
  const firstScreens = {
    ...dispatchToMappings(
      {
        notifications: notificationsMapping(api),
        members: membersMapping(api),
        membershipKinds: membershipKindsMapping(api),
        boardMembers: boardMembersMapping(api),
        links: linksMapping(api),
      },
      async (resource) => (await loadAreas()).mappings[resource as keyof AreaProvider['mappings']],
    ),
    ...memberCalls(api),
    getStatus: () => getStatus(api),
    getNotificationTotal: () => getNotificationTotal(api),
    preloadAreas: async () => {
      await loadAreas();
    },
  };
  // Any other name is an area's call: it waits for the areas' chunk, then calls it there.
  return new Proxy(firstScreens, {
    get: (target, name, receiver) => {
      if (typeof name === 'symbol' || name in target || NOT_CALLS.has(name))
        return Reflect.get(target, name, receiver);
      return async (...args: unknown[]) => {
        const call = ((await loadAreas()).calls as Record<string, unknown>)[name];
        if (typeof call !== 'function') throw new Error(`${name} is not available`);
        return call(...args);
      };
    },
  }) as ClubDataProvider;
};
