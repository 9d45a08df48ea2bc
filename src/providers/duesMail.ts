import { HttpError, type Identifier } from 'react-admin';
import type { DuesMailRequest, DuesMailResult, DuesMailSent } from '../../server/src/schemas/duesMail';
import type { Api } from './api';

/** Asking for the dues by mail (docs/api/dues.md "Mail and reminders"). */
export interface DuesMailCalls {
  /**
   * `PUT /Dues/mail?persist=`: counts what mailing a year's requests (or reminders) would send, and
   * what needs a letter (false), or queues the mails (true).
   */
  mailDues: (request: DuesMailRequest, persist: boolean) => Promise<DuesMailResult>;
  /** `POST /Dues/{id}/mail?reminder=`: mails one request now; answers the recipient. */
  mailOneDues: (id: Identifier, reminder: boolean) => Promise<DuesMailSent>;
}

/** Binds {@link DuesMailCalls} to the API. */
export const duesMailCalls = (api: Api): DuesMailCalls => ({
  mailDues: async (request, persist) =>
    (await api.send('PUT', `/Dues/mail?persist=${persist}`, request)) as DuesMailResult,
  mailOneDues: async (id, reminder) =>
    (await api.send('POST', `/Dues/${encodeURIComponent(id)}/mail?reminder=${reminder}`)) as DuesMailSent,
});

/** The reasons of a refused mail the screens say in words (`resources.dues.mailReasons.*`). */
const MAIL_REASONS = ['noCreditor', 'noEmail', 'nothingToPay', 'notOverdue'];

/** The translation key of a refused mail: its reason's words, else the unexpected error's. */
export const mailRefusalKey = (error: unknown): string => {
  const reason = error instanceof HttpError ? error.body?.reason : undefined;
  return MAIL_REASONS.includes(reason) ? `resources.dues.mailReasons.${reason}` : 'app.errors.unexpected';
};
