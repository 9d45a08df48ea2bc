/**
 * The columns of the member import template and export (docs/api.md "PUT /Members/import"): Dutch
 * header names as written, Dutch or English names accepted when read (case, accents, spaces, '-' and
 * '_' ignored).
 */
import { LANGUAGES, type Language } from '../../schemas/constants';
import { searchWords } from '../text/searchWords';

export const COLUMNS = [
  { field: 'tribeNumber', header: 'stamnummer', aliases: ['tribenumber'], required: true },
  { field: 'firstName', header: 'voornaam', aliases: ['firstname'], required: true },
  { field: 'lastName', header: 'achternaam', aliases: ['lastname', 'familienaam'], required: true },
  { field: 'street', header: 'straat', aliases: ['street'] },
  { field: 'number', header: 'nummer', aliases: ['number', 'huisnummer'] },
  { field: 'box', header: 'bus', aliases: ['box'] },
  { field: 'zipcode', header: 'postcode', aliases: ['zipcode', 'zip'] },
  { field: 'city', header: 'gemeente', aliases: ['city', 'woonplaats', 'town'] },
  { field: 'country', header: 'land', aliases: ['country'] },
  { field: 'email', header: 'email', aliases: ['e-mail', 'mail'] },
  { field: 'phoneNumber', header: 'telefoon', aliases: ['phonenumber', 'phone', 'tel'] },
  { field: 'mobilePhoneNumber', header: 'gsm', aliases: ['mobilephonenumber', 'mobile', 'mobiel'] },
  { field: 'fax', header: 'fax', aliases: [] },
  { field: 'website', header: 'website', aliases: ['site'] },
  {
    field: 'receivesRevue',
    header: 'revue',
    aliases: ['receivesrevue', 'gedrukterevue', 'printedrevue', 'magazine'],
  },
  { field: 'membershipKind', header: 'soort lid', aliases: ['membershipkind', 'lidmaatschap', 'kind'] },
  { field: 'language', header: 'taal', aliases: ['language', 'lang'] },
] as const;

export type ColumnField = (typeof COLUMNS)[number]['field'];
export const HEADERS = COLUMNS.map((column) => column.header);

/** How the `revue` column writes a yes and a no (the member export; the template's own language). */
export const YES_NO = { yes: 'ja', no: 'nee' } as const;

const YES = new Set(['ja', 'j', 'yes', 'y', 'true', 'waar', '1', 'x', 'oui']);
const NO = new Set(['nee', 'n', 'no', 'false', 'onwaar', '0', 'non']);

/**
 * A yes/no cell: `ja`, `j`, `yes`, `y`, `true`, `waar`, `1`, `x` (a ticked box) or `oui` is true; `nee`,
 * `n`, `no`, `false`, `onwaar`, `0` or `non` false (case and surrounding spaces ignored); anything else
 * undefined.
 */
export function readYesNo(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}

/** The names a `taal` cell may give each language (folded: lower case, no accents or spaces). */
const LANGUAGE_NAMES: Record<Language, readonly string[]> = {
  nl: ['nl', 'nederlands', 'dutch', 'vlaams'],
  en: ['en', 'engels', 'english'],
};

/**
 * A `taal` cell: `nl` or `en`, or the language's Dutch or English name (`Nederlands`, `Dutch`,
 * `Vlaams`; `Engels`, `English`), case, accents and spaces ignored; anything else undefined.
 */
export function readLanguage(cell: string): Language | undefined {
  const word = searchWords(cell).join('');
  return LANGUAGES.find((language) => LANGUAGE_NAMES[language].includes(word));
}

const fold = (name: string) => searchWords(name.replace(/[-_]/g, '')).join('');

/** Which column index holds each field; `missing` lists required template headers not found. */
export function mapColumns(header: string[]) {
  const index = new Map<ColumnField, number>();
  header.forEach((name, position) => {
    const folded = fold(name);
    const column = COLUMNS.find((c) => [c.header, ...c.aliases].some((alias) => fold(alias) === folded));
    if (column && !index.has(column.field)) index.set(column.field, position);
  });
  const missing = COLUMNS.filter((c) => 'required' in c && !index.has(c.field)).map((c) => c.header);
  return { index, missing };
}
