import type { Identifier } from 'react-admin';
import type { Api, DownloadedFile } from './api';

/** The dues letters as PDF (docs/api/dues.md "Letters"), in each member's language as the server chooses. */
export interface DuesLetterCalls {
  /** `GET /Dues/{id}/letter`: one request's letter (a reminder once it is overdue). */
  duesLetter: (id: Identifier) => Promise<DownloadedFile>;
  /**
   * `GET /Dues/letters?year=`: one PDF of the year's requests that are open (nothing received), or with
   * `overdue` the reminders (open or partly paid, past the due date plus the reminder days).
   */
  duesLetters: (year: number, overdue: boolean) => Promise<DownloadedFile>;
}

/** Binds {@link DuesLetterCalls} to the API. */
export const duesLetterCalls = (api: Api): DuesLetterCalls => ({
  duesLetter: (id) => api.download('GET', `/Dues/${encodeURIComponent(id)}/letter`),
  duesLetters: (year, overdue) =>
    api.download('GET', `/Dues/letters?year=${year}${overdue ? '&overdue=true' : ''}`),
});
