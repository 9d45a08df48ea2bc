import type { Identifier } from 'react-admin';
import type {
  MessageDetail,
  MessageListItem,
  MessageListRequest,
  MessagePayload,
} from '../../server/src/schemas/messages';
import { sectionFieldErrors } from './activityErrors';
import type { Api } from './api';
import { rethrowFieldErrors } from './fieldErrors';
import { listRequestOf, postPagedList } from './lists';
import type { ResourceMapping } from './resourceMapping';

const messagePath = (id: Identifier) => `/Messages/${encodeURIComponent(id)}`;

const rethrowMessageFieldErrors = rethrowFieldErrors(sectionFieldErrors('messages'));

/**
 * `messages` resource (spec §7, docs/api/messages.md): getList → `POST /Messages/list` {pageSize, page,
 * searchString (filter q), isBanner: true when filter `isBanner` is true (only banners), else absent
 * (all)}, newest first as the server orders; getOne → `GET /Messages/{id}`; create → `POST /Messages`
 * and update → `PUT /Messages/{id}` with the JSON {@link MessagePayload} (field errors come back as
 * `body.errors`); delete → `DELETE /Messages/{id}`.
 */
export const messagesMapping = (api: Api): ResourceMapping => ({
  getList: (params) =>
    postPagedList<MessageListItem>(api, '/Messages/list', 'messages', {
      ...listRequestOf(params),
      ...(params.filter?.isBanner === true ? { isBanner: true } : {}),
    } satisfies MessageListRequest),
  getOne: async ({ id }) => ({ data: (await api.get(messagePath(id))) as MessageDetail }),
  create: async ({ data }) => {
    const detail = await api.create('/Messages', data as MessagePayload).catch(rethrowMessageFieldErrors);
    return { data: detail as MessageDetail };
  },
  update: async ({ id, data }) => {
    const detail = await api
      .send('PUT', messagePath(id), data as MessagePayload)
      .catch(rethrowMessageFieldErrors);
    return { data: detail as MessageDetail };
  },
  delete: async ({ id, previousData }) => {
    await api.send('DELETE', messagePath(id));
    return { data: previousData ?? { id } };
  },
});
