/**
 * Money paid by hand on a payment request (docs/api/dues.md "Payments"): the form's values as
 * `POST /Dues/{id}/payments` takes them, and its refusals in words.
 */
import { HttpError } from 'react-admin';
import type { HandPayment } from '../../../../server/src/schemas/duesPayments';

/** The cash payment form: the amount in euro as typed (25.5 for € 25,50), the day `yyyy-MM-dd`, a note. */
export interface HandPaymentValues {
  amount: number | null;
  paidOn: string | null;
  note?: string | null;
}

/** The form's values → the request's body: euro cents (rounded to the cent), method cash, a note only when given. */
export const toHandPayment = ({ amount, paidOn, note }: HandPaymentValues): HandPayment => {
  const text = note?.trim() ?? '';
  return {
    amount: Math.round((amount ?? 0) * 100),
    paidOn: paidOn ?? '',
    method: 'cash',
    ...(text === '' ? {} : { note: text }),
  };
};

/** Where a refusal is said: at a field of the form (its path and message key), or in a notification. */
export type PaymentRefusal = { field: string; key: string } | { key: string };

/** The fields of the form a 400 may name (the wire names are the form's). */
const FORM_FIELDS = new Set(['amount', 'paidOn', 'note']);

/**
 * A refused payment in words: 409 `waived` (the request takes no payment by hand), 400 `maximum` at the
 * amount (the request's paid amount would pass € 21,474,836.47), another 400 at the field it names,
 * 404 (the request is gone); else the unexpected error's.
 */
export const paymentRefusal = (error: unknown): PaymentRefusal => {
  if (!(error instanceof HttpError)) return { key: 'app.errors.unexpected' };
  const body = (error.body ?? {}) as Record<string, unknown>;
  if (error.status === 409 && body.reason === 'waived')
    return { key: 'resources.dues.payments.reasons.waived' };
  if (error.status === 404) return { key: 'resources.dues.payments.reasons.gone' };
  if (error.status === 400 && typeof body.field === 'string' && FORM_FIELDS.has(body.field))
    return {
      field: body.field,
      key:
        body.reason === 'maximum' && body.field === 'amount'
          ? 'resources.dues.payments.reasons.maximum'
          : 'resources.dues.reasons.invalid',
    };
  return { key: 'app.errors.unexpected' };
};
