import type { DataProvider } from 'react-admin';
import type { Status } from '../../server/src/schemas/status';
import { type AccountCalls, accountCalls } from './account';
import { activitiesMapping } from './activities';
import { type AdvertCalls, advertCalls, advertsMapping } from './adverts';
import { createApi } from './api';
import { boardMembersMapping, linksMapping } from './club';
import { countriesMapping } from './countries';
import { type DocumentCalls, documentCalls, documentsMapping } from './documents';
import { type DuesCalls, duesCalls, duesMapping } from './dues';
import { type DuesLetterCalls, duesLetterCalls } from './duesLetters';
import { type DuesMailCalls, duesMailCalls } from './duesMail';
import { bankEntriesMapping, type DuesPaymentCalls, duesPaymentCalls } from './duesPayments';
import { historyMapping } from './history';
import type { HttpClient } from './httpClient';
import { locationsMapping } from './locations';
import { type MailCalls, mailCalls, mailMapping } from './mail';
import { type MemberCalls, memberCalls, membershipKindsMapping, membersMapping } from './members';
import { messagesMapping } from './messages';
import { getNotificationTotal, notificationsMapping } from './notifications';
import { type OrderCalls, orderCalls, ordersMapping, ringsMapping } from './orders';
import { dispatchToMappings } from './resourceMapping';
import { type RevueCalls, revueCalls, revueRecipientsMapping } from './revue';
import { type StaffCalls, staffCalls, staffMapping } from './staff';
import { getStatus } from './status';
import { vendorsMapping } from './vendors';

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
  };

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
  return {
    ...dispatchToMappings({
      notifications: notificationsMapping(api),
      countries: countriesMapping(api),
      members: membersMapping(api),
      membershipKinds: membershipKindsMapping(api),
      adverts: advertsMapping(api),
      activities: activitiesMapping(api),
      locations: locationsMapping(api),
      messages: messagesMapping(api),
      orders: ordersMapping(api),
      rings: ringsMapping(api),
      boardMembers: boardMembersMapping(api),
      links: linksMapping(api),
      documents: documentsMapping(api),
      vendors: vendorsMapping(api),
      revueRecipients: revueRecipientsMapping(api),
      history: historyMapping(api),
      dues: duesMapping(api),
      mail: mailMapping(api),
      staff: staffMapping(api),
      bankEntries: bankEntriesMapping(api),
    }),
    ...memberCalls(api),
    ...orderCalls(api),
    ...advertCalls(api),
    ...revueCalls(api),
    ...documentCalls(api),
    ...duesCalls(api),
    ...duesMailCalls(api),
    ...duesLetterCalls(api),
    ...mailCalls(api),
    ...staffCalls(api),
    ...duesPaymentCalls(api),
    ...accountCalls(api),
    getStatus: () => getStatus(api),
    getNotificationTotal: () => getNotificationTotal(api),
  };
};
