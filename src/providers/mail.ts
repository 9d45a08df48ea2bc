import type { GetListResult, Identifier } from 'react-admin';
import { MAIL_STATES } from '../../server/src/schemas/constants';
import type { MailDetail, MailListItem, MailListRequest } from '../../server/src/schemas/mail';
import type { Api } from './api';
import { listRequestOf } from './lists';
import type { ResourceMapping } from './resourceMapping';

const mailPath = (id: Identifier) => `/Mail/${encodeURIComponent(id)}`;

/** The list's `state` filter when it names one of MAIL_STATES; absent (every state) otherwise. */
const stateOf = (filter: Record<string, unknown> | undefined): Pick<MailListRequest, 'state'> => {
  const state = MAIL_STATES.find((value) => value === filter?.state);
  return state ? { state } : {};
};

/**
 * `mail` resource, the outbox (docs/api/staff.md "Outgoing mail"): getList → `POST /Mail/list`
 * {pageSize, page, searchString (filter q), state (filter state)}, newest first as the server orders,
 * with `meta.isSending` (the server has a mail server: SMTP_URL) and `meta.totalIsLowerBound` as the
 * other lists; getOne → `GET /Mail/{id}`, the message with its text.
 */
export const mailMapping = (api: Api): ResourceMapping => ({
  getList: async (params): Promise<GetListResult<MailListItem>> => {
    const request: MailListRequest = { ...listRequestOf(params), ...stateOf(params.filter) };
    const body = (await api.send('POST', '/Mail/list', request)) as Record<string, unknown>;
    if (!Array.isArray(body?.mail) || typeof body.total !== 'number')
      throw new Error('POST /Mail/list did not answer a page of mail');
    return {
      data: body.mail as MailListItem[],
      total: body.total,
      meta: { isSending: body.isSending === true, totalIsLowerBound: body.totalIsLowerBound === true },
    };
  },
  getOne: async ({ id }) => ({ data: (await api.get(mailPath(id))) as MailDetail }),
});

/** The outbox's call that is not react-admin CRUD. */
export interface MailCalls {
  /** `POST /Mail/{id}/retry`: a failed message back in the queue, tried at once; answers the message. */
  retryMail: (id: Identifier) => Promise<MailDetail>;
}

/** Binds {@link MailCalls} to the API. */
export const mailCalls = (api: Api): MailCalls => ({
  retryMail: (id) => api.send('POST', `${mailPath(id)}/retry`) as Promise<MailDetail>,
});
