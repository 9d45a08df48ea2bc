/**
 * The server's own texts: a top-level section of the SPA's dictionaries i18n/{nl,en}.json (`idp` for the
 * embedded provider's pages, `duesLetter` for the dues letters), each file read once per process.
 * Placeholders are Polyglot's `%{name}`, as in the SPA.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The two languages of the application. */
export type Language = 'nl' | 'en';

const i18nDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../i18n');
const files = new Map<Language, Record<string, Record<string, string>>>();

/** The texts of `section` in `lang` by key (an empty object when the section is missing). */
function section(lang: Language, name: string): Record<string, string> {
  let file = files.get(lang);
  if (!file) {
    file = JSON.parse(readFileSync(path.join(i18nDir, `${lang}.json`), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    files.set(lang, file);
  }
  return file[name] ?? {};
}

/**
 * The text of `<name>.<key>` in `lang` (falls back to en, then the key itself), its `%{placeholder}`s
 * replaced by `values[placeholder]` (one without a value stays as it is).
 */
export function sectionText(
  lang: Language,
  name: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = section(lang, name)[key] ?? section('en', name)[key] ?? key;
  return text.replace(/%\{(\w+)\}/g, (all, placeholder: string) => String(values[placeholder] ?? all));
}
