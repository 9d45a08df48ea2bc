/**
 * Asking by mail (issue K item 4, docs/api/dues.md "Mail and reminders"): a request's letter, as the
 * PDF attachment of a mail through the outbox (services/mail), to the first of its members (by stam
 * number) with an e-mail address, in the language of its first member. A year at once — the requests
 * never mailed, or the overdue ones as reminders — or one request. Each mail sets the request's
 * `mailedOn` (or `remindedOn`) and writes a history entry (`mail` / `remind`) in the transaction that
 * queues it.
 */
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dues, duesMembers, members } from '../../db/schema';
import { ApiError } from '../../errors';
import type { DuesMailRequest, DuesMailResult, DuesMailSent } from '../../schemas/duesMail';
import { type Actor, writeHistory } from '../history/record';
import { queueMails } from '../mail/queue';
import { duesLetterPdf } from '../payments/letter';
import { creditorSettings, letterFileName, letterOfRequest, lettersOf, type RequestLetter } from './letters';
import { duesMail } from './mailText';
import { OVERDUE } from './queries';

/**
 * Requests mailed per transaction: their PDFs (about 25 kB and 10–25 ms each) are made, queued and
 * let go before the next batch, so a year of any size holds one batch in memory, and a mailing cut
 * short keeps what it queued (a second call goes on with the rest).
 */
export const MAIL_BATCH = 50;

/** Still to pay: not waived, less received than asked. */
const STILL_TO_PAY = sql`${dues.waivedOn} is null and ${dues.paidCents} < ${dues.amountCents}`;

/** Whether a member of the request has an e-mail address (the request's id qualified: `m` has an `id` too). */
const HAS_EMAIL = sql<boolean>`exists (select 1 from ${duesMembers} dm join ${members} m on m.id = dm.member_id
  where dm.dues_id = ${dues}.id and btrim(m.email) <> '')`;

/**
 * Not reminded within the reminder days (at least one day, so that a second call of the same day
 * reminds nobody twice, even with 0 reminder days).
 */
const NOT_REMINDED_LATELY = sql`(${dues.remindedOn} is null or ${dues.remindedOn} < now() - make_interval(days => greatest(
  coalesce((select reminder_days from club_settings where id = 1), 0), 1)))`;

/**
 * The requests a mailing of `year` takes: for a reminder the overdue ones not reminded lately; else
 * those with nothing received, not waived, never mailed nor reminded.
 */
const selection = ({ year, reminder }: DuesMailRequest): SQL | undefined =>
  reminder
    ? and(eq(dues.year, year), OVERDUE, NOT_REMINDED_LATELY)
    : and(
        eq(dues.year, year),
        isNull(dues.waivedOn),
        isNull(dues.mailedOn),
        isNull(dues.remindedOn),
        sql`${dues.paidCents} = 0 and ${dues.amountCents} > 0`,
      );

/** The requests of `where`, with and without an e-mail address, counted with what is still to pay. */
async function tallies(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({
      hasEmail: HAS_EMAIL,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${dues.amountCents} - ${dues.paidCents}), 0)::bigint`,
    })
    .from(dues)
    .where(where)
    .groupBy(sql`1`);
  const tally = (hasEmail: boolean) => {
    const row = rows.find((one) => one.hasEmail === hasEmail);
    return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
  };
  return { mails: tally(true), withoutEmail: tally(false) };
}

/** A letter ready to mail: with its recipient and its PDF. */
type Ready = RequestLetter & { email: string; pdf: Buffer };

/** The PDFs of those of `letters` with an e-mail address, made one after the other. */
async function ready(letters: RequestLetter[]): Promise<Ready[]> {
  const done: Ready[] = [];
  for (const found of letters)
    if (found.email) done.push({ ...found, email: found.email, pdf: await duesLetterPdf(found.letter) });
  return done;
}

/**
 * Queues the mails of `letters` in one transaction, for the requests of them `still` selects (locked
 * first, so two mailings at once never mail one request twice): sets their `mailedOn` (`remindedOn`
 * for a reminder) and writes a history entry each. Answers the requests mailed, with their mail's id.
 */
function queueLetters(
  db: Database,
  actor: Actor,
  letters: Ready[],
  reminder: boolean,
  still: SQL | undefined,
): Promise<(Ready & { mailId: number })[]> {
  return db.transaction(async (tx) => {
    const field = reminder ? 'remindedOn' : 'mailedOn';
    const locked = await tx
      .select({ id: dues.id, before: dues[field] })
      .from(dues)
      .where(
        and(
          inArray(
            dues.id,
            letters.map((one) => one.id),
          ),
          still,
        ),
      )
      .for('update');
    const mailed = letters.filter((one) => locked.some((row) => row.id === one.id));
    if (mailed.length === 0) return [];
    const now = new Date();
    await tx
      .update(dues)
      .set(reminder ? { remindedOn: now } : { mailedOn: now })
      .where(
        inArray(
          dues.id,
          mailed.map((one) => one.id),
        ),
      );
    const mailIds = await queueMails(
      tx,
      mailed.map((one) =>
        duesMail(one.letter, one.email, { name: `${letterFileName(one)}.pdf`, bytes: one.pdf }),
      ),
    );
    await writeHistory(
      tx,
      actor,
      locked.map(({ id, before }) => ({
        resource: 'dues',
        recordId: id,
        action: reminder ? 'remind' : 'mail',
        changes: [{ field, old: before?.toISOString() ?? null, new: now.toISOString() }],
      })),
    );
    return mailed.map((one, index) => ({ ...one, mailId: mailIds[index] }));
  });
}

/**
 * `PUT /Dues/mail`: previews (`persist` false) or queues the mails of a year (see {@link selection}),
 * {@link MAIL_BATCH} requests at a time. Answers DuesMailResult: the requests mailed (to be mailed)
 * and those without an e-mail address, with what is still to pay. Throws ApiError 409 `noCreditor`
 * (letters.ts creditorSettings).
 */
export async function mailYear(
  db: Database,
  actor: Actor,
  request: DuesMailRequest,
  persist: boolean,
): Promise<DuesMailResult> {
  const settings = await creditorSettings(db);
  const where = selection(request);
  const counted = await tallies(db, where);
  const mails = { count: 0, amount: 0 };
  if (persist) {
    let after = 0;
    for (;;) {
      const batch = await db
        .select({ id: dues.id })
        .from(dues)
        .where(and(where, HAS_EMAIL, gt(dues.id, after)))
        .orderBy(asc(dues.id))
        .limit(MAIL_BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1].id;
      const letters = await lettersOf(
        db,
        settings,
        inArray(
          dues.id,
          batch.map((row) => row.id),
        ),
        { reminder: request.reminder },
      );
      for (const one of await queueLetters(db, actor, await ready(letters), request.reminder, where)) {
        mails.count++;
        mails.amount += one.letter.totalCents;
      }
    }
  }
  return {
    statusCode: 200,
    isSuccess: true,
    error: null,
    persisted: persist,
    year: request.year,
    reminder: request.reminder,
    mails: persist ? mails : counted.mails,
    withoutEmail: counted.withoutEmail,
  };
}

/**
 * `POST /Dues/{id}/mail`: mails request `id` now, as a reminder when `reminder`, whenever it was
 * mailed before. 404 when there is none; 409 `nothingToPay` (paid or waived), `notOverdue` (a
 * reminder of a request not overdue), `noEmail` (none of its members has an e-mail address),
 * `noCreditor`.
 */
export async function mailRequest(
  db: Database,
  actor: Actor,
  id: number,
  reminder: boolean,
): Promise<DuesMailSent> {
  const found = await letterOfRequest(db, id, { reminder });
  if (reminder && !found.overdue)
    throw new ApiError(409, 'The request is not overdue yet: it has no reminder.', 'reminder', 'notOverdue');
  if (!found.email)
    throw new ApiError(
      409,
      'None of the members of the request has an e-mail address: send the letter.',
      undefined,
      'noEmail',
    );
  const [mailed] = await queueLetters(
    db,
    actor,
    await ready([found]),
    reminder,
    reminder ? OVERDUE : STILL_TO_PAY,
  );
  if (!mailed)
    throw new ApiError(409, 'The request was paid or waived meanwhile.', undefined, 'nothingToPay');
  return {
    statusCode: 200,
    isSuccess: true,
    error: null,
    mailId: mailed.mailId,
    recipient: mailed.email,
    reminder,
    language: mailed.letter.language,
  };
}
