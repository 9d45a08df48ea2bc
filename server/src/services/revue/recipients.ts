/**
 * The extra recipients of the printed revue (docs/api/revue.md "Extra recipients"): other clubs,
 * sponsors, the federation. List, detail, create, update, delete; texts trimmed, the postcode checked
 * by the rules of the recipient's country (Belgium when none). Throws ApiError 400 (unknown country,
 * invalid postcode) and 404 (unknown id).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { countries, revueRecipients } from '../../db/schema';
import { ApiError, notFound, orNotFound } from '../../errors';
import { isValidZipcode, normaliseZipcode } from '../../schemas/memberRules';
import type { RevueRecipient, RevueRecipientPayload } from '../../schemas/revue';
import { HOME_COUNTRY } from '../people/postalAddress';

type CountryRow = typeof countries.$inferSelect;

/** A stored recipient and its country (Belgium when none) as the API answers it. */
const toRecipient = (row: typeof revueRecipients.$inferSelect, country: CountryRow): RevueRecipient => ({
  id: row.id,
  name: row.name,
  street: row.street,
  number: row.number,
  box: row.box,
  zipcode: row.zipcode,
  city: row.city,
  copies: row.copies,
  country,
});

async function countryRows(db: Database | Transaction) {
  const rows = await db.select().from(countries);
  const home = rows.find((row) => row.twoLetterCode === HOME_COUNTRY);
  return { byId: new Map(rows.map((row) => [row.id, row])), home };
}

/** The country of `countryId` (Belgium for null); a country missing from the table for a null id. */
const countryOf = (found: Awaited<ReturnType<typeof countryRows>>, countryId: number | null): CountryRow =>
  (countryId === null ? found.home : found.byId.get(countryId)) ?? {
    id: 0,
    name: 'België',
    twoLetterCode: HOME_COUNTRY,
  };

/** Every extra recipient, by name. */
export async function listRecipients(db: Database): Promise<RevueRecipient[]> {
  const [rows, found] = await Promise.all([
    db.select().from(revueRecipients).orderBy(asc(revueRecipients.name), asc(revueRecipients.id)),
    countryRows(db),
  ]);
  return rows.map((row) => toRecipient(row, countryOf(found, row.countryId)));
}

/** The recipient, or undefined for an unknown id. */
export async function getRecipient(db: Database | Transaction, id: number) {
  const [row] = await db.select().from(revueRecipients).where(eq(revueRecipients.id, id));
  return row && toRecipient(row, countryOf(await countryRows(db), row.countryId));
}

/** The columns to store: texts trimmed, the postcode checked and written as its country writes it. */
async function checked(tx: Transaction, payload: RevueRecipientPayload) {
  const found = await countryRows(tx);
  if (payload.countryId !== null && !found.byId.has(payload.countryId))
    throw new ApiError(400, `Unknown country: ${payload.countryId}`, 'countryId', 'unknownCountry');
  const code = countryOf(found, payload.countryId).twoLetterCode;
  const zipcode = payload.zipcode.trim();
  if (!isValidZipcode(zipcode, code))
    throw new ApiError(400, `'${zipcode}' is not a postcode of ${code}.`, 'zipcode', 'invalidZipcode');
  return {
    name: payload.name.trim(),
    street: payload.street.trim(),
    number: payload.number.trim(),
    box: payload.box.trim(),
    zipcode: normaliseZipcode(zipcode, code),
    city: payload.city.trim(),
    countryId: payload.countryId,
    copies: payload.copies,
  };
}

/** Adds a recipient; answers it. */
export function createRecipient(db: Database, payload: RevueRecipientPayload) {
  return db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(revueRecipients)
      .values(await checked(tx, payload))
      .returning({ id: revueRecipients.id });
    return orNotFound(await getRecipient(tx, id), 'recipient', id);
  });
}

/** Overwrites the recipient; answers it. */
export function updateRecipient(db: Database, id: number, payload: RevueRecipientPayload) {
  return db.transaction(async (tx) => {
    const values = await checked(tx, payload);
    const updated = await tx
      .update(revueRecipients)
      .set(values)
      .where(eq(revueRecipients.id, id))
      .returning({ id: revueRecipients.id });
    if (updated.length === 0) throw notFound('recipient', id);
    return orNotFound(await getRecipient(tx, id), 'recipient', id);
  });
}

/** Deletes the recipient. */
export async function deleteRecipient(db: Database, id: number) {
  const deleted = await db
    .delete(revueRecipients)
    .where(eq(revueRecipients.id, id))
    .returning({ id: revueRecipients.id });
  if (deleted.length === 0) throw notFound('recipient', id);
}
