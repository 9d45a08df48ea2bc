/**
 * The mailing of an issue for a mailing house (docs/api/revue.md "List for a mailing house"): one row
 * per copy in mailing order, as CSV for Belgian Excel or .xlsx, through the one sheet writer (so no
 * cell carries a formula).
 */
import type { Database } from '../../db/client';
import { countries } from '../../db/schema';
import type { PublishPeriod } from '../../schemas/adverts';
import type { SpreadsheetFormat } from '../../schemas/constants';
import { sheetFile } from '../spreadsheets/write';
import { buildMailing, copiesOf } from './mailing';

/** The columns, Dutch as the club's files are. */
export const MAILING_HEADERS = ['volgnummer', 'naam', 'adres', 'postcode', 'gemeente', 'land', 'landcode'];

/**
 * `{bytes, fileName, contentType}` of the copies of the issue `period`, in mailing order: sequence
 * number, addressee, street line, postcode, town, country name and code.
 */
export async function exportMailing(db: Database, period: PublishPeriod, format: SpreadsheetFormat) {
  const [mailing, countryRows] = await Promise.all([buildMailing(db, period), db.select().from(countries)]);
  const countryNames = new Map(countryRows.map((country) => [country.twoLetterCode, country.name]));
  const rows = copiesOf(mailing).map((household, index) => [
    index + 1,
    household.name,
    household.street,
    household.postcode,
    household.town,
    countryNames.get(household.country) ?? household.country,
    household.country,
  ]);
  return sheetFile(format, `revue-${mailing.date}-verzendlijst`, {
    sheetName: 'Verzendlijst',
    header: MAILING_HEADERS,
    rows,
  });
}
