/**
 * Member export and the import template (docs/api.md "POST /Members/export"): the members of a list
 * filter, by name, in the template's columns, as CSV for Belgian Excel or as .xlsx. `soort lid` is the
 * kind of membership by name, empty for the default kind; `taal` the member's language, `nl` or `en`.
 */

import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, countries, members, membershipKinds } from '../../db/schema';
import type { SpreadsheetFormat } from '../../schemas/constants';
import type { ExportRequest } from '../../schemas/members';
import { sheetFile } from '../spreadsheets/write';
import { HEADERS, YES_NO } from './columns';
import { duesFilterYear, duesPaidCondition, memberFilter } from './search';

const toFile = (format: SpreadsheetFormat, baseName: string, rows: string[][]) =>
  sheetFile(format, baseName, { sheetName: 'Leden', header: HEADERS, rows });

/** `{bytes, fileName, contentType}` of the filtered members; `today` (yyyy-MM-dd) names the file. */
export async function exportMembers(
  db: Database,
  filter: ExportRequest,
  today = new Date().toISOString().slice(0, 10),
) {
  const rows = await db
    .select({ m: members, a: addresses, country: countries.twoLetterCode, kind: membershipKinds.name })
    .from(members)
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(membershipKinds, eq(membershipKinds.id, members.membershipKindId))
    .where(
      and(
        memberFilter(filter.searchString, filter.showInactive ?? false),
        filter.duesPaid === undefined ? undefined : duesPaidCondition(filter.duesPaid, duesFilterYear()),
      ),
    )
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
  const table = rows.map(({ m, a, country, kind }) => [
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
    m.receivesRevue ? YES_NO.yes : YES_NO.no,
    kind ?? '',
    m.language,
  ]);
  return toFile(filter.format, `leden-${today}`, table);
}

/** The empty import template: the header row only. */
export function importTemplate(format: SpreadsheetFormat) {
  return toFile(format, 'leden-importsjabloon', []);
}
