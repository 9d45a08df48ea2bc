/**
 * Messages and banners on the wire (spec §3 Message; docs/api/messages.md). A banner is a message with
 * `isBanner`. Date-times are ISO 8601 in UTC.
 */
import { Type } from 'typebox';
import { DateTime, RichText, Title, titleListFields } from './activities';
import { Image } from './common';

export const MessageListRequest = Type.Object({
  ...titleListFields,
  // A type list, not a union: with a union Ajv's type coercion would turn a null into false.
  isBanner: Type.Optional(
    Type.Unsafe<boolean | null>({
      type: ['boolean', 'null'],
      description: 'Extension: true only banners, false only plain messages, absent or null all.',
    }),
  ),
});

export const MessageListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  startDate: DateTime,
  endDate: DateTime,
  isVisible: Type.Boolean(),
  isBanner: Type.Boolean({ description: 'Extension.' }),
});

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

export const MessagePayload = Type.Object({
  title: Title,
  info: RichText,
  startDate: DateTime,
  endDate: DateTime,
  isVisible: Type.Boolean(),
  isBanner: Type.Boolean(),
});

export const MessageIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
