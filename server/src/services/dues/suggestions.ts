/**
 * Suggestions for credits that name no request (docs/decisions.md "Dues: suggestions for an unmatched
 * credit"), a request the treasurer can confirm with one click, never booked by themselves:
 * 1. `sameIban` (preferred): a credit from the payer's IBAN was matched before (on its communication or
 *    by hand) to a request; the suggestion is a request still open (open or partly paid, not waived) of
 *    that request or of any member it covered — the oldest year first, then the lowest id.
 * 2. `amountAndName`: a request still open that needs exactly the credit's amount, whose members' last
 *    names share a word with the payer's name; of those, the one with the most of the payer's words in
 *    its addressee and members' names — none when two or more share the best count.
 * Two queries for any number of credits (one per rule), so a statement of 10,000 credits costs two.
 */
import { Param, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankEntries, dues, duesMembers, duesPayments, members } from '../../db/schema';
import { rowsOf } from '../../db/wireRows';
import type { Suggestion } from '../../schemas/duesPayments';
import { formatStructuredCommunication } from '../payments/structuredCommunication';
import { searchWords } from '../text/searchWords';

/** A credit to suggest a request for: `key` identifies it in the answer. */
export interface UnmatchedCredit {
  key: number;
  amountCents: number;
  counterpartyIban: string | null;
  counterpartyName: string | null;
}

/** Words of a name that say nothing of who it is: the particles of Flemish and French family names and a household's words. */
const NOT_NAMES = new Set([
  'van',
  'vande',
  'vanden',
  'vander',
  'der',
  'den',
  'de',
  'ter',
  'ten',
  'het',
  'le',
  'la',
  'du',
  'des',
  'en',
  'et',
  'familie',
  'gezin',
  'famille',
]);

/** The words of a name that can tell people apart: folded as the search folds them, split on anything not a letter. */
export function nameWords(name: string | null | undefined): Set<string> {
  const words = searchWords(name?.replace(/[^\p{L}]+/gu, ' '));
  return new Set(words.filter((word) => word.length > 1 && !NOT_NAMES.has(word)));
}

interface OpenRequest {
  id: number;
  year: number;
  name: string;
  digits: string;
  due: number;
}

const suggestion = (row: OpenRequest, rule: Suggestion['rule']): Suggestion => ({
  id: row.id,
  year: row.year,
  name: row.name,
  structuredCommunication: formatStructuredCommunication(row.digits),
  due: Number(row.due),
  rule,
});

/** A still-open request's columns, as OpenRequest. */
const OPEN_FIELDS = sql`${dues.id} as "id", ${dues.year} as "year", ${dues.name} as "name",
  ${dues.structuredCommunication} as "digits", ${dues.amountCents} - ${dues.paidCents} as "due"`;
const IS_OPEN = sql`${dues.waivedOn} is null and ${dues.paidCents} < ${dues.amountCents}`;

/** Rule 1: the still-open request of the households each IBAN paid for before, by IBAN. */
async function byIban(db: Database, ibans: string[]): Promise<Map<string, Suggestion>> {
  if (ibans.length === 0) return new Map();
  const rows = await rowsOf<OpenRequest & { iban: string }>(
    db,
    sql`with paid_for as (
      select e.counterparty_iban as iban, p.dues_id from ${bankEntries} e
      join ${duesPayments} p on p.bank_entry_id = e.id
      where e.counterparty_iban = any(${new Param(ibans)}::text[])
    ), household as (
      select iban, dues_id from paid_for
      union
      select f.iban, other.dues_id from paid_for f
      join ${duesMembers} covered on covered.dues_id = f.dues_id
      join ${duesMembers} other on other.member_id = covered.member_id
    )
    select distinct on (h.iban) h.iban as "iban", ${OPEN_FIELDS}
    from household h join ${dues} on ${dues.id} = h.dues_id
    where ${IS_OPEN}
    order by h.iban, ${dues.year}, ${dues.id}`,
  );
  return new Map(rows.map((row) => [row.iban, suggestion(row, 'sameIban')]));
}

/** A still-open request with its members' names and last names (each joined by spaces). */
type Candidate = OpenRequest & { names: string; lastNames: string | null };

/** Rule 2 for `credits`: the best unique still-open request by amount and name, by credit key. */
async function byAmountAndName(db: Database, credits: UnmatchedCredit[]): Promise<Map<number, Suggestion>> {
  const named = credits
    .map((credit) => ({ credit, words: nameWords(credit.counterpartyName) }))
    .filter(({ words }) => words.size > 0);
  const found = new Map<number, Suggestion>();
  if (named.length === 0) return found;
  const amounts = [...new Set(named.map(({ credit }) => credit.amountCents))];
  const rows = await rowsOf<Candidate>(
    db,
    sql`select ${OPEN_FIELDS}, string_agg(dm.name, ' ') as "names", string_agg(m.last_name, ' ') as "lastNames"
    from ${dues} join ${duesMembers} dm on dm.dues_id = ${dues.id}
    left join ${members} m on m.id = dm.member_id
    where ${IS_OPEN} and ${dues.amountCents} - ${dues.paidCents} = any(${new Param(amounts)}::int[])
    group by ${dues.id}`,
  );
  // The candidates by amount and last-name word (only the words some payer has), and the words of a
  // candidate's names, made when it is first a candidate.
  const payerWords = new Set(named.flatMap(({ words }) => [...words]));
  const byLastName = new Map<string, Candidate[]>();
  for (const row of rows)
    for (const word of nameWords(row.lastNames)) {
      if (!payerWords.has(word)) continue;
      const key = `${row.due}:${word}`;
      const list = byLastName.get(key);
      if (list) list.push(row);
      else byLastName.set(key, [row]);
    }
  const wordsOf = new Map<Candidate, Set<string>>();
  const namesOf = (row: Candidate) => {
    const known = wordsOf.get(row);
    if (known) return known;
    const words = nameWords(`${row.name} ${row.names}`);
    wordsOf.set(row, words);
    return words;
  };
  for (const { credit, words } of named) {
    const candidates = new Set(
      [...words].flatMap((word) => byLastName.get(`${credit.amountCents}:${word}`) ?? []),
    );
    const scored = [...candidates].map((candidate) => {
      const names = namesOf(candidate);
      return { candidate, score: [...words].filter((word) => names.has(word)).length };
    });
    const top = Math.max(0, ...scored.map(({ score }) => score));
    const best = scored.filter(({ score }) => score === top);
    if (best.length === 1) found.set(credit.key, suggestion(best[0].candidate, 'amountAndName'));
  }
  return found;
}

/**
 * A suggestion for each of `credits` that has one (the module's rules), by credit key. Reads the
 * requests as they are in `db` (in a booking: after its own payments).
 */
export async function suggestionsFor(
  db: Database,
  credits: UnmatchedCredit[],
): Promise<Map<number, Suggestion>> {
  const ibans = [...new Set(credits.flatMap((credit) => credit.counterpartyIban ?? []))];
  const sameIban = await byIban(db, ibans);
  const found = new Map<number, Suggestion>();
  const rest: UnmatchedCredit[] = [];
  for (const credit of credits) {
    const byPayer = credit.counterpartyIban ? sameIban.get(credit.counterpartyIban) : undefined;
    if (byPayer) found.set(credit.key, byPayer);
    else rest.push(credit);
  }
  for (const [key, byName] of await byAmountAndName(db, rest)) found.set(key, byName);
  return found;
}
