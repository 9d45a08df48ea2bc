import type { MessageDetail, MessagePayload } from '../../../server/src/schemas/messages';
import { endNotBeforeStart, toIsoDateTime } from '../../common/period';
import { sectionReasonKey } from '../../providers/activityErrors';

/** The values of the message form; dates as the date-time inputs hold them (see common/period.ts). */
export interface MessageFormValues {
  title: string | null;
  info: string | null;
  startDate: string | Date | null;
  endDate: string | Date | null;
  isVisible: boolean;
  isBanner: boolean;
}

/** Message detail → form values; without one (create) a visible plain message without dates. */
export const toMessageFormValues = (detail?: Partial<MessageDetail>): MessageFormValues => ({
  title: detail?.title ?? '',
  info: detail?.info ?? '',
  startDate: detail?.startDate ?? null,
  endDate: detail?.endDate ?? null,
  isVisible: detail?.isVisible ?? true,
  isBanner: detail?.isBanner ?? false,
});

/** Form values → the JSON of `POST /Messages` and `PUT /Messages/{id}` (docs/api/messages.md). */
export const toMessagePayload = (values: MessageFormValues): MessagePayload => ({
  title: (values.title ?? '').trim(),
  info: values.info ?? '',
  startDate: toIsoDateTime(values.startDate),
  endDate: toIsoDateTime(values.endDate),
  isVisible: Boolean(values.isVisible),
  isBanner: Boolean(values.isBanner),
});

/** Form validator of `endDate`: not before `startDate`. */
export const validateMessageEnd = endNotBeforeStart(sectionReasonKey('messages', 'beforeStart'));
