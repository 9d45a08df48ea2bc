import type { Identifier, SortPayload } from 'react-admin';
import type { LabelSheetId, SpreadsheetFormat } from '../../server/src/schemas/constants';
import type {
  Mailing,
  MailingChanges,
  RevueRecipient,
  RevueRecipientPayload,
} from '../../server/src/schemas/revue';
import type { Api, DownloadedFile } from './api';
import { reasonRules, rethrowFieldErrors } from './fieldErrors';
import type { ResourceMapping } from './resourceMapping';

/**
 * How the recipient form's refusals read (docs/api/revue.md "Extra recipients"): by the server's
 * `reason`, under `resources.revueRecipients.reasons.*`; any other reads `invalid`.
 */
export const RECIPIENT_FIELD_ERRORS = reasonRules('revueRecipients', {
  required: 'required',
  minLength: 'required',
  pattern: 'required',
  maxLength: 'tooLong',
  minimum: 'copies',
  maximum: 'copies',
  invalidZipcode: 'invalidZipcode',
  unknownCountry: 'unknownCountry',
});

const rethrowRecipientFieldErrors = rethrowFieldErrors(RECIPIENT_FIELD_ERRORS);
const recipientPath = (id: Identifier) => `/Revue/recipients/${encodeURIComponent(id)}`;

/** Case- and accent-insensitive text, as the API's own searches compare. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** What a recipient is found and sorted by: name, address, town, country. */
const searchText = (recipient: RevueRecipient) =>
  folded(
    [recipient.name, recipient.street, recipient.zipcode, recipient.city, recipient.country.name].join(' '),
  );

const byField = ({ field, order }: SortPayload) => {
  const direction = order === 'DESC' ? -1 : 1;
  const value = (recipient: RevueRecipient) =>
    field === 'country' ? recipient.country.name : recipient[field as keyof RevueRecipient];
  return (a: RevueRecipient, b: RevueRecipient) => {
    const [left, right] = [value(a), value(b)];
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left ?? '').localeCompare(String(right ?? ''), 'nl-BE', { sensitivity: 'base' });
    return compared * direction;
  };
};

/**
 * `revueRecipients` resource (docs/api/revue.md "Extra recipients"): getList → `GET /Revue/recipients`
 * (the whole, short list; every word of filter `q` must occur in name, address, town or country, sorting
 * and paging here); getOne / getMany → `GET /Revue/recipients/{id}`; create → `POST /Revue/recipients`;
 * update → `PUT /Revue/recipients/{id}` (data: a {@link RevueRecipientPayload}; field errors come back
 * as `body.errors`); delete → `DELETE /Revue/recipients/{id}`.
 */
export const revueRecipientsMapping = (api: Api): ResourceMapping => ({
  getList: async ({ pagination, sort, filter }) => {
    const words = typeof filter?.q === 'string' ? folded(filter.q).split(/\s+/).filter(Boolean) : [];
    const all = (await api.getArray<RevueRecipient>('/Revue/recipients')).filter((recipient) =>
      words.every((word) => searchText(recipient).includes(word)),
    );
    const sorted = sort?.field ? [...all].sort(byField(sort)) : all;
    const { page = 1, perPage = sorted.length } = pagination ?? {};
    return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
  },
  getOne: async ({ id }) => ({ data: (await api.get(recipientPath(id))) as RevueRecipient }),
  getMany: async ({ ids }) => ({
    data: await Promise.all(ids.map(async (id) => (await api.get(recipientPath(id))) as RevueRecipient)),
  }),
  create: async ({ data }) => ({
    data: (await api
      .create('/Revue/recipients', data as RevueRecipientPayload)
      .catch(rethrowRecipientFieldErrors)) as RevueRecipient,
  }),
  update: async ({ id, data }) => ({
    data: (await api
      .send('PUT', recipientPath(id), data as RevueRecipientPayload)
      .catch(rethrowRecipientFieldErrors)) as RevueRecipient,
  }),
  delete: async ({ id, previousData }) => {
    await api.send('DELETE', recipientPath(id));
    return { data: previousData ?? { id } };
  },
});

/** What the labels PDF is asked for (`GET /Revue/mailing/labels`). */
export interface LabelsRequest {
  date: string;
  sheet: LabelSheetId;
  /** The first free label of the first sheet, 1 at the top left. */
  startAt: number;
  /** Draw every label's edge, for a trial print on plain paper. */
  outlines: boolean;
}

/** The revue's mailing calls (docs/api/revue.md); `date` is an issue date, `yyyy-MM-dd`. */
export interface RevueCalls {
  /** `GET /Revue/mailing?date=…`: households and recipients in mailing order, copies per postcode. */
  getRevueMailing: (date: string) => Promise<Mailing>;
  /** `GET /Revue/mailing/changes?date=…`: members who joined, moved or left since the previous issue. */
  getRevueChanges: (date: string) => Promise<MailingChanges>;
  /** `GET /Revue/mailing/labels?…`: the address labels as a PDF. */
  downloadRevueLabels: (request: LabelsRequest) => Promise<DownloadedFile>;
  /** `GET /Revue/mailing/export?date=…&format=…`: one row per copy, for a mailing house. */
  exportRevueMailing: (request: { date: string; format: SpreadsheetFormat }) => Promise<DownloadedFile>;
}

const date = (value: string) => `date=${encodeURIComponent(value)}`;

/** Binds {@link RevueCalls} to the API. */
export const revueCalls = (api: Api): RevueCalls => ({
  getRevueMailing: async (issue) => (await api.get(`/Revue/mailing?${date(issue)}`)) as Mailing,
  getRevueChanges: async (issue) =>
    (await api.get(`/Revue/mailing/changes?${date(issue)}`)) as MailingChanges,
  downloadRevueLabels: ({ date: issue, sheet, startAt, outlines }) =>
    api.download(
      'GET',
      `/Revue/mailing/labels?${date(issue)}&sheet=${encodeURIComponent(sheet)}&startAt=${startAt}&outlines=${outlines}`,
    ),
  exportRevueMailing: ({ date: issue, format }) =>
    api.download('GET', `/Revue/mailing/export?${date(issue)}&format=${format}`),
});
