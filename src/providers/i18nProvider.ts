import { type BackendModule, createInstance, type InitOptions, type i18n } from 'i18next';
import { convertRaTranslationsToI18next, useI18nextProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import { useState } from 'react';
import { fetchJson } from './earlyFetch';
import { availableLocales, currentLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES } from './language';

/** A translation dictionary in react-admin's format (`%{var}`, `singular |||| plural`). */
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
 * A served dictionary (`i18n/{lang}.json`) in i18next's format: English lies over ra-language-english,
 * `%{var}` becomes `{{var}}` and `a |||| b` becomes `key_one`/`key_other` (counted by `smart_count`).
 */
export const toI18next = (lang: string, dictionary: Dictionary): Dictionary =>
  convertRaTranslationsToI18next(
    lang === 'en' ? mergeDictionaries(englishMessages as Dictionary, dictionary) : dictionary,
  ) as Dictionary;

/**
 * `GET /assets/i18n/{lang}.json` (spec §1; the boot script's response when it began this one), converted
 * by {@link toI18next}. @throws Error on non-2xx.
 */
export const fetchDictionary = async (lang: string): Promise<Dictionary> => {
  const response = await fetchJson(`/assets/i18n/${lang}.json`);
  if (!response.ok) throw new Error(`GET /assets/i18n/${lang}.json answered ${response.status}`);
  return toI18next(lang, await response.json());
};

/** Dictionaries whose fetch began before i18next asked for them (the start-up language's). */
const early = new Map<string, Promise<Dictionary>>();

/**
 * Starts fetching the start-up language's dictionary now (main.tsx, before the configuration has
 * come), so that it arrives alongside the configuration instead of after it; i18next's first read of
 * that language takes this fetch.
 */
export const prefetchStartDictionary = () => {
  const lang = currentLanguage();
  const fetching = fetchDictionary(lang);
  // A failure is reported when i18next reads it; the app may also stop before that (no configuration).
  fetching.catch(() => undefined);
  early.set(lang, fetching);
};

/** {@link fetchDictionary}, or the fetch {@link prefetchStartDictionary} began for `lang` (once). */
const loadDictionary = (lang: string): Promise<Dictionary> => {
  const started = early.get(lang);
  early.delete(lang);
  return started ?? fetchDictionary(lang);
};

const backend = (load: (lang: string) => Promise<Dictionary>): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    load(language).then(
      (dictionary) => callback(null, dictionary),
      (error: Error) => callback(error, false),
    );
  },
});

const rememberLanguage = (lang: string) => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  document.documentElement.lang = lang;
};

/** An uninitialised i18next instance that loads dictionaries lazily with `load` and remembers the language. */
export const createI18next = (load: (lang: string) => Promise<Dictionary> = loadDictionary): i18n => {
  const instance = createInstance().use(backend(load));
  instance.on('languageChanged', rememberLanguage);
  return instance;
};

/**
 * i18next settings: start in the remembered language or Dutch (spec §1), and load only that language's
 * dictionary — the other comes when the user switches. No fallback language: every key is in both
 * dictionaries (test/web/i18n.test.ts), so a fallback would only cost a second download at start.
 */
export const i18nextOptions = (): InitOptions => {
  return {
    lng: currentLanguage(),
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    // react-admin also translates free text, which may contain ':'.
    nsSeparator: false,
    interpolation: { escapeValue: false },
  };
};

/** The react-admin i18nProvider, or null while the first dictionaries load. */
export const useI18nProvider = () => {
  const [setup] = useState(() => ({ instance: createI18next(), options: i18nextOptions() }));
  return useI18nextProvider({ i18nextInstance: setup.instance, options: setup.options, availableLocales });
};
