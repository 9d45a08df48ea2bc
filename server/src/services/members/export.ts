/**
 * Member export and the import template (docs/api.md "POST /Members/export"): the members of a list
 * filter, by name, in the template's columns, as CSV for Belgian Excel or as .xlsx.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, countries, members } from '../../db/schema';
import { HEADERS } from './columns';
import { memberFilter } from './search';
import { writeCsv, writeXlsx } from './sheet';

export type SheetFormat = 'csv' | 'xlsx';

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * `{bytes, fileName, contentType}` of a table — `header` and `rows` — as CSV for Belgian Excel or as
 * .xlsx with one sheet `sheetName`; the file is `{baseName}.{format}`.
 */
export async function sheetFile(
  format: SheetFormat,
  baseName: string,
  table: { sheetName: string; header: string[]; rows: string[][] },
) {
  const { sheetName, header, rows } = table;
  const bytes = format === 'csv' ? writeCsv(header, rows) : await writeXlsx(sheetName, header, rows);
  return { bytes, fileName: `${baseName}.${format}`, contentType: CONTENT_TYPES[format] };
}

const toFile = (format: SheetFormat, baseName: string, rows: string[][]) =>
  sheetFile(format, baseName, { sheetName: 'Leden', header: HEADERS, rows });

/** `{bytes, fileName, contentType}` of the filtered members; `today` (yyyy-MM-dd) names the file. */
export async function exportMembers(
  db: Database,
  filter: { searchString?: string | null; showInactive?: boolean; format: SheetFormat },
  today = new Date().toISOString().slice(0, 10),
) {
  const rows = await db
    .select({ m: members, a: addresses, country: countries.twoLetterCode })
    .from(members)
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(memberFilter(filter.searchString, filter.showInactive ?? false))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
  const table = rows.map(({ m, a, country }) => [
    m.tribeNumber,
    m.firstName,
    m.lastName,
    a?.street ?? '',
    a?.number ?? '',
    a?.box ?? '',
    a?.zipcode ?? '',
    a?.city ?? '',
    country ?? '',
    m.email,
    m.phoneNumber,
    m.mobilePhoneNumber,
    m.fax,
    m.website,
  ]);
  return toFile(filter.format, `leden-${today}`, table);
}

/** The empty import template: the header row only. */
export function importTemplate(format: SheetFormat) {
  return toFile(format, 'leden-importsjabloon', []);
}
