/**
 * The payment letters of requests (docs/api/dues.md "Letters"): one request's letter, or those of a
 * year's open requests in one PDF, sorted as the revue's labels (Belgium by postcode, street and
 * number, then abroad; requests without a usable address last, by name), so they can go out with the
 * revue. A letter asks what is still to pay: the amount less what was received. It is in the language
 * of the request's first member (by stam number) unless one is asked for, and a request past its due
 * date plus the reminder days gets the reminder's wording. The mails (mail.ts) attach the same letters.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, clubSettings, countries, dues, duesMembers, members } from '../../db/schema';
import { ApiError } from '../../errors';
import { LANGUAGES } from '../../schemas/constants';
import { epcQrPayload } from '../payments/epcQr';
import { type DuesLetter, duesLettersPdf } from '../payments/letter';
import {
  compareAddresses,
  HOME_COUNTRY,
  isDeliverable,
  labelLines,
  type PostalAddress,
} from '../people/postalAddress';
import type { Language } from '../text/dictionaries';
import { OVERDUE, PAST_REMINDER_DATE } from './queries';

/** The PDF of `letters` as a file to send; `fileName` without extension. */
const pdfFile = async (letters: DuesLetter[], fileName: string) => ({
  bytes: await duesLettersPdf(letters),
  fileName: `${fileName}.pdf`,
  contentType: 'application/pdf',
});

export type Settings = typeof clubSettings.$inferSelect;

/** A request still to pay with its letter, and what a mail of it needs. */
export interface RequestLetter {
  id: number;
  year: number;
  number: number;
  letter: DuesLetter;
  /** The address the letter goes to (of its first member with a deliverable one), for the mailing order. */
  postal?: PostalAddress;
  /** The e-mail address of its first member (by stam number) who has one; undefined when none has. */
  email?: string;
  /** Past its due date plus the reminder days (whatever the letter's wording). */
  overdue: boolean;
}

/** How {@link lettersOf} words its letters; absent: as the requests are (see the module). */
export interface LetterWording {
  language?: Language;
  /** true: every letter a reminder; false: none; absent: the requests past their reminder date. */
  reminder?: boolean;
}

/** `text` when it is one of LANGUAGES, else nl (the default). */
const languageOf = (text: string | null | undefined): Language =>
  LANGUAGES.find((language) => language === text) ?? 'nl';

/**
 * The letters of the requests `where` selects that are still to pay (not waived, less received than
 * asked), from the club `settings`, in mailing order (see the module), with their e-mail addresses.
 */
export async function lettersOf(
  db: Database,
  settings: Settings,
  where: SQL | undefined,
  wording: LetterWording = {},
): Promise<RequestLetter[]> {
  const requests = await db
    .select({ request: dues, overdue: OVERDUE })
    .from(dues)
    .where(and(where, sql`${dues.waivedOn} is null and ${dues.paidCents} < ${dues.amountCents}`));
  if (requests.length === 0) return [];
  const covered = await db
    .select({
      line: duesMembers,
      email: members.email,
      language: members.language,
      address: addresses,
      country: countries,
    })
    .from(duesMembers)
    .leftJoin(members, eq(members.id, duesMembers.memberId))
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(
      inArray(
        duesMembers.duesId,
        requests.map(({ request }) => request.id),
      ),
    )
    .orderBy(asc(duesMembers.tribeNumber));
  const creditor = {
    name: settings.name,
    addressLines: [settings.street, `${settings.zipcode} ${settings.town}`.trim()].filter(Boolean),
    iban: settings.iban,
    bic: settings.bic || undefined,
  };
  const linesOf = new Map<number, typeof covered>();
  for (const row of covered) linesOf.set(row.line.duesId, [...(linesOf.get(row.line.duesId) ?? []), row]);
  const letters = requests.map(({ request, overdue }): RequestLetter => {
    const lines = linesOf.get(request.id) ?? [];
    const withAddress = lines.find(({ address }) => address && isDeliverable(address));
    const postal: PostalAddress | undefined = withAddress?.address
      ? {
          ...withAddress.address,
          country: withAddress.country ?? { name: 'België', twoLetterCode: HOME_COUNTRY },
        }
      : undefined;
    const first = lines.find(({ line }) => line.memberId !== null);
    const letter: DuesLetter = {
      language: wording.language ?? languageOf(first?.language),
      creditor,
      addressee: {
        name: request.name,
        addressLines: postal ? labelLines(request.name, postal).slice(1) : [],
      },
      year: request.year,
      members: lines.map(({ line }) => ({
        name: line.name,
        membership: line.kindName,
        feeCents: line.feeCents + line.surchargeCents,
      })),
      totalCents: request.amountCents - request.paidCents,
      receivedCents: request.paidCents,
      dueDate: request.dueDate,
      structuredCommunication: request.structuredCommunication,
      reminder: wording.reminder ?? overdue,
    };
    const email = lines.map((line) => line.email?.trim()).find(Boolean);
    const { id, year, number } = request;
    return { id, year, number, letter, postal, email, overdue };
  });
  return letters.sort((a, b) => {
    if (a.postal && b.postal)
      return (
        compareAddresses(a.postal, b.postal) || a.letter.addressee.name.localeCompare(b.letter.addressee.name)
      );
    if (a.postal || b.postal) return a.postal ? -1 : 1;
    return a.letter.addressee.name.localeCompare(b.letter.addressee.name, 'nl');
  });
}

/**
 * The club's settings; 409 `noCreditor` while they lack the name or IBAN a letter needs, or hold a
 * name, IBAN or BIC that no payment QR code can carry (a name over 70 characters).
 */
export async function creditorSettings(db: Database): Promise<Settings> {
  const [settings] = await db.select().from(clubSettings).where(eq(clubSettings.id, 1));
  const refused = (why: string) => new ApiError(409, why, undefined, 'noCreditor');
  if (!settings?.name || !settings.iban)
    throw refused("The club's name and IBAN are not set (GET /Dues/settings).");
  try {
    epcQrPayload({
      name: settings.name,
      iban: settings.iban,
      bic: settings.bic,
      amountCents: 1,
      structuredCommunication: '000000000101',
    });
  } catch (error) {
    throw refused(`The club's settings cannot go into a payment QR code: ${(error as Error).message}`);
  }
  return settings;
}

/**
 * `GET /Dues/{id}/letter`: the letter of request `id`, in `language` or its first member's. 404 when
 * there is none; 409 `nothingToPay` when it is paid or waived, `noCreditor` (see {@link creditorSettings}).
 */
export async function requestLetter(db: Database, id: number, language?: Language) {
  const found = await letterOfRequest(db, id, { language });
  return pdfFile([found.letter], letterFileName(found));
}

/**
 * The letter of the one request `id`, worded as `wording` says (the letter and its mail share it).
 * @throws ApiError 404 `notFound` when there is no such request; 409 `nothingToPay` when it is paid or
 *   waived; 409 `noCreditor` (see {@link creditorSettings}).
 */
export async function letterOfRequest(
  db: Database,
  id: number,
  wording: LetterWording,
): Promise<RequestLetter> {
  const settings = await creditorSettings(db);
  const [exists] = await db.select({ id: dues.id }).from(dues).where(eq(dues.id, id));
  if (!exists) throw new ApiError(404, `There is no payment request ${id}.`, undefined, 'notFound');
  const [found] = await lettersOf(db, settings, eq(dues.id, id), wording);
  if (!found)
    throw new ApiError(
      409,
      'The request is paid or waived: there is nothing to ask.',
      undefined,
      'nothingToPay',
    );
  return found;
}

/** A letter's file name without extension: `lidgeld-2027-17`, a reminder's `lidgeld-2027-17-herinnering`. */
export const letterFileName = ({ year, number, letter }: RequestLetter) =>
  `lidgeld-${year}-${number}${letter.reminder ? '-herinnering' : ''}`;

/**
 * `GET /Dues/letters`: the letters of `year`'s requests with nothing received yet (`status` open),
 * or part of it (`partly`), or — `overdue` — both, past the due date plus the reminder days (these as
 * reminders). Each in `language` or its first member's. 404 `none` when no request matches; 409
 * `noCreditor` as {@link requestLetter}.
 */
export async function yearLetters(
  db: Database,
  query: { year: number; status?: 'open' | 'partly'; overdue?: boolean },
  language?: Language,
) {
  const settings = await creditorSettings(db);
  const where = and(
    eq(dues.year, query.year),
    query.status === 'partly'
      ? sql`${dues.paidCents} > 0`
      : query.overdue
        ? undefined
        : sql`${dues.paidCents} = 0`,
    query.overdue ? PAST_REMINDER_DATE : undefined,
  );
  const letters = await lettersOf(db, settings, where, { language });
  if (letters.length === 0) throw new ApiError(404, 'No request matches.', undefined, 'none');
  return pdfFile(
    letters.map(({ letter }) => letter),
    `lidgeld-${query.year}${query.overdue ? '-herinnering' : ''}`,
  );
}
