/**
 * Messages and banners on the wire (spec §3 Message; docs/api/messages.md). A banner is a message with
 * `isBanner`. Date-times are ISO 8601 in UTC.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Image, PagedListRequest, RichText, Title } from './common';

/**
 * The body of `POST /Messages/list` (spec §3 List request): pageSize, page (1-based), searchString over
 * the title, and the `isBanner` filter (extension).
 */
export const MessageListRequest = PagedListRequest({
  // A type list, not a union: with a union Ajv's type coercion would turn a null into false.
  isBanner: Type.Optional(
    Type.Unsafe<boolean | null>({
      type: ['boolean', 'null'],
      description: 'Extension: true only banners, false only plain messages, absent or null all.',
    }),
  ),
});
export type MessageListRequest = Static<typeof MessageListRequest>;

/** A row of `POST /Messages/list` (spec §3 Message list item; `isBanner` is an extension). */
export const MessageListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  startDate: DateTime,
  endDate: DateTime,
  isVisible: Type.Boolean(),
  isBanner: Type.Boolean({ description: 'Extension.' }),
});
export type MessageListItem = Static<typeof MessageListItem>;

/** `GET /Messages/{id}` (spec §3 Message): `info` is sanitised HTML; messages made with JSON carry no images. */
export const MessageDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  info: Type.String({ description: 'Sanitised HTML.' }),
  startDate: DateTime,
  endDate: DateTime,
  hasImage: Type.Boolean(),
  isVisible: Type.Boolean(),
  images: Type.Array(Image),
  isBanner: Type.Boolean(),
});
export type MessageDetail = Static<typeof MessageDetail>;

/** The JSON of `POST /Messages` and `PUT /Messages/{id}` (spec §3 Message create/update payload). */
export const MessagePayload = Type.Object({
  title: Title,
  info: RichText,
  startDate: DateTime,
  endDate: DateTime,
  isVisible: Type.Boolean(),
  isBanner: Type.Boolean(),
});
export type MessagePayload = Static<typeof MessagePayload>;
