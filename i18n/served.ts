/**
 * The dictionaries as the browser gets them at GET /assets/i18n/{lang}.json (spec §1): i18n/{lang}.json
 * (react-admin's format, which the server's own texts also read) converted once, by the build and by
 * the server when it runs without a build, to i18next's format — so that a phone does not convert
 * 65 kB of texts on every start (issue M; docs/decisions.md "The dictionaries come converted").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';

/** A translation dictionary: react-admin's format (`%{var}`, `a |||| b`) or i18next's (`{{var}}`, `key_one`). */
export type Dictionary = { [key: string]: string | Dictionary };

const isDictionary = (value: unknown): value is Dictionary => typeof value === 'object' && value !== null;

/** Deep merge: `extra` wins, nested dictionaries are combined. */
export const mergeDictionaries = (base: Dictionary, extra: Dictionary): Dictionary =>
  Object.entries(extra).reduce<Dictionary>(
    (merged, [key, value]) => {
      const previous = merged[key];
      merged[key] =
        isDictionary(previous) && isDictionary(value) ? mergeDictionaries(previous, value) : value;
      return merged;
    },
    { ...base },
  );

/**
 * A dictionary in react-admin's format converted to i18next's: English lies over ra-language-english,
 * `%{var}` becomes `{{var}}` and `a |||| b` becomes `key_one`/`key_other` (counted by `smart_count`).
 */
export const toI18next = (lang: string, dictionary: Dictionary): Dictionary =>
  convertRaTranslationsToI18next(
    lang === 'en' ? mergeDictionaries(englishMessages as Dictionary, dictionary) : dictionary,
  ) as Dictionary;

/**
 * The body of GET /assets/i18n/{lang}.json: i18n/{lang}.json read from `i18nDir` and converted by
 * {@link toI18next}, as JSON text; `lang` is one of the interface languages (`LANGUAGES` of
 * src/providers/language.ts). @throws Error when the file is missing or not JSON.
 */
export const servedDictionary = (i18nDir: string, lang: string): string =>
  JSON.stringify(toI18next(lang, JSON.parse(readFileSync(path.join(i18nDir, `${lang}.json`), 'utf8'))));
