/**
 * The payment letters of requests (docs/api/dues.md "Letters"): one request's letter, or those of a
 * year's open requests in one PDF, sorted as the revue's labels (Belgium by postcode, street and
 * number, then abroad; requests without a usable address last, by name), so they can go out with the
 * revue. A letter asks what is still to pay: the amount less what was received.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, clubSettings, countries, dues, duesMembers, members } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Language } from '../../plugins/idp/pages';
import { type DuesLetter, duesLettersPdf } from '../payments/letter';
import {
  compareAddresses,
  HOME_COUNTRY,
  isDeliverable,
  labelLines,
  type PostalAddress,
} from '../people/postalAddress';
import { PAST_REMINDER_DATE } from './queries';

/** The PDF of `letters` as a file to send; `fileName` without extension. */
const pdfFile = async (letters: DuesLetter[], fileName: string) => ({
  bytes: await duesLettersPdf(letters),
  fileName: `${fileName}.pdf`,
  contentType: 'application/pdf',
});

type Settings = typeof clubSettings.$inferSelect;

/** The letters of the requests `where` selects, still to pay, in mailing order, from the club `settings`. */
async function lettersOf(
  db: Database,
  settings: Settings,
  where: SQL | undefined,
  language: Language,
): Promise<DuesLetter[]> {
  const requests = await db
    .select()
    .from(dues)
    .where(and(where, sql`${dues.waivedOn} is null and ${dues.paidCents} < ${dues.amountCents}`));
  if (requests.length === 0) return [];
  const covered = await db
    .select({ line: duesMembers, address: addresses, country: countries })
    .from(duesMembers)
    .leftJoin(members, eq(members.id, duesMembers.memberId))
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(
      inArray(
        duesMembers.duesId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(asc(duesMembers.tribeNumber));
  const creditor = {
    name: settings.name,
    addressLines: [settings.street, `${settings.zipcode} ${settings.town}`.trim()].filter(Boolean),
    iban: settings.iban,
    bic: settings.bic || undefined,
  };
  const letters = requests.map((request) => {
    const lines = covered.filter(({ line }) => line.duesId === request.id);
    const withAddress = lines.find(({ address }) => address && isDeliverable(address));
    const postal: PostalAddress | undefined = withAddress?.address
      ? {
          ...withAddress.address,
          country: withAddress.country ?? { name: 'België', twoLetterCode: HOME_COUNTRY },
        }
      : undefined;
    const letter: DuesLetter = {
      language,
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
      dueDate: request.dueDate,
      structuredCommunication: request.structuredCommunication,
    };
    return { letter, postal };
  });
  letters.sort((a, b) => {
    if (a.postal && b.postal)
      return (
        compareAddresses(a.postal, b.postal) || a.letter.addressee.name.localeCompare(b.letter.addressee.name)
      );
    if (a.postal || b.postal) return a.postal ? -1 : 1;
    return a.letter.addressee.name.localeCompare(b.letter.addressee.name, 'nl');
  });
  return letters.map(({ letter }) => letter);
}

/** The club's settings; 409 `noCreditor` while they lack the name or IBAN a letter needs. */
async function creditorSettings(db: Database): Promise<Settings> {
  const [settings] = await db.select().from(clubSettings).where(eq(clubSettings.id, 1));
  if (!settings?.name || !settings.iban)
    throw new ApiError(
      409,
      "The club's name and IBAN are not set (GET /Dues/settings).",
      undefined,
      'noCreditor',
    );
  return settings;
}

/**
 * `GET /Dues/{id}/letter`: the letter of request `id`. 404 when there is none; 409 `nothingToPay` when
 * it is paid or waived, `noCreditor` without the club's name and IBAN.
 */
export async function requestLetter(db: Database, id: number, language: Language) {
  const settings = await creditorSettings(db);
  const [exists] = await db
    .select({ year: dues.year, number: dues.number })
    .from(dues)
    .where(eq(dues.id, id));
  if (!exists) throw new ApiError(404, `There is no payment request ${id}.`, undefined, 'notFound');
  const letters = await lettersOf(db, settings, eq(dues.id, id), language);
  if (letters.length === 0)
    throw new ApiError(
      409,
      'The request is paid or waived: there is nothing to ask.',
      undefined,
      'nothingToPay',
    );
  return pdfFile(letters, `lidgeld-${exists.year}-${exists.number}`);
}

/**
 * `GET /Dues/letters`: the letters of `year`'s requests with nothing received yet (`status` open),
 * or part of it (`partly`), or — `overdue` — both, past the due date plus the reminder days. 404
 * `none` when no request matches; 409 `noCreditor` as {@link requestLetter}.
 */
export async function yearLetters(
  db: Database,
  query: { year: number; status?: 'open' | 'partly'; overdue?: boolean },
  language: Language,
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
  const letters = await lettersOf(db, settings, where, language);
  if (letters.length === 0) throw new ApiError(404, 'No request matches.', undefined, 'none');
  return pdfFile(letters, `lidgeld-${query.year}${query.overdue ? '-herinnering' : ''}`);
}
