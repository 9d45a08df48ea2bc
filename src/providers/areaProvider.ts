import { accountCalls } from './account';
import { activitiesMapping } from './activities';
import { advertCalls, advertsMapping } from './adverts';
import type { Api } from './api';
import { countriesMapping } from './countries';
import { documentCalls, documentsMapping } from './documents';
import { duesCalls, duesMapping } from './dues';
import { duesLetterCalls } from './duesLetters';
import { duesMailCalls } from './duesMail';
import { bankEntriesMapping, duesPaymentCalls } from './duesPayments';
import { historyMapping } from './history';
import { locationsMapping } from './locations';
import { mailCalls, mailMapping } from './mail';
import { messagesMapping } from './messages';
import { orderCalls, ordersMapping, ringsMapping } from './orders';
import type { ResourceMapping } from './resourceMapping';
import { revueCalls, revueRecipientsMapping } from './revue';
import { staffCalls, staffMapping } from './staff';
import { vendorsMapping } from './vendors';

/**
 * The areas' part of the data provider (dataProvider.ts), in a chunk of its own: the mappings of the
 * resources no first screen reads and the areas' own calls, by name. Loaded at the first call that
 * needs it, or once the first screen has been painted (docs/decisions.md "The first script without
 * the pages it does not show").
 */
export const createAreaProvider = (api: Api) => ({
  mappings: {
    countries: countriesMapping(api),
    adverts: advertsMapping(api),
    activities: activitiesMapping(api),
    locations: locationsMapping(api),
    messages: messagesMapping(api),
    orders: ordersMapping(api),
    rings: ringsMapping(api),
    documents: documentsMapping(api),
    vendors: vendorsMapping(api),
    revueRecipients: revueRecipientsMapping(api),
    history: historyMapping(api),
    dues: duesMapping(api),
    mail: mailMapping(api),
    staff: staffMapping(api),
    bankEntries: bankEntriesMapping(api),
  } satisfies Record<string, ResourceMapping>,
  calls: {
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
  },
});

/** The areas' part of the data provider. */
export type AreaProvider = ReturnType<typeof createAreaProvider>;
