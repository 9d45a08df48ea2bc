/** A row of `POST /Messages/list` (docs/api/messages.md; `isBanner` is an extension). */
export interface MessageListRecord {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  isVisible: boolean;
  isBanner: boolean;
}

/** `GET /Messages/{id}`: `info` is sanitised HTML; messages made with JSON carry no images. */
export interface MessageDetail extends MessageListRecord {
  info: string;
  hasImage: boolean;
  images: unknown[];
}

/** The JSON of `POST /Messages` and `PUT /Messages/{id}`; dates ISO 8601. */
export type MessagePayload = Omit<MessageListRecord, 'id'> & { info: string };
