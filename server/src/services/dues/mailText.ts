/**
 * The mail that carries a dues letter (docs/api/dues.md "Mail and reminders"): in the letter's language
 * and wording (a reminder says so), its essentials in plain text — amount still to pay, beneficiary,
 * IBAN, BIC, the structured communication as printed and the due date — and the letter itself as a
 * PDF attachment. Texts: the letter's own (`duesLetter`) and the mail's subject and attachment line
 * (`duesMail`) in i18n/{nl,en}.json.
 */
import type { OutgoingMail } from '../mail/queue';
import { formatDay, formatEuro } from '../payments/format';
import { type DuesLetter, letterText, paymentDetails } from '../payments/letter';
import { sectionText } from '../text/dictionaries';

/** A text of the `duesMail` section in the letter's language. */
const mailText = (letter: DuesLetter, key: string, values: Record<string, string | number> = {}) =>
  sectionText(letter.language, 'duesMail', key, values);

/**
 * The mail of `letter` to `recipient`, with `pdf` (the letter's PDF bytes) attached as `fileName`.
 * @throws RangeError as paymentDetails (payments/letter.ts) for a letter it cannot print.
 */
export function duesMail(
  letter: DuesLetter,
  recipient: string,
  attachment: { name: string; bytes: Uint8Array },
): OutgoingMail {
  const details = paymentDetails(letter);
  const amount = formatEuro(letter.totalCents, letter.language);
  const dueDate = formatDay(letter.dueDate);
  const club = letter.creditor.name;
  const width = Math.max(...details.map(({ label }) => label.length)) + 2;
  const text = [
    letterText(letter, 'salutation', { name: letter.addressee.name }),
    '',
    letterText(letter, 'intro', { club, year: letter.year, dueDate }),
    '',
    letterText(letter, 'request', { amount, dueDate }),
    '',
    ...details.map(({ label, value }) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    mailText(letter, 'attachment'),
    '',
    letterText(letter, 'closing'),
    '',
    letterText(letter, 'regards'),
    letterText(letter, 'signature', { club }),
    '',
  ].join('\n');
  return {
    recipient,
    subject: mailText(letter, letter.reminder ? 'reminderSubject' : 'subject', { year: letter.year, club }),
    text,
    attachment,
  };
}
