import { type BackendModule, createInstance, type InitOptions, type i18n } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import type { Dictionary } from '../../i18n/served';
import { fetchJson } from './earlyFetch';
import { availableLocales, currentLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES } from './language';

/**
 * `GET /assets/i18n/{lang}.json` (spec §1; the boot script's response when it began this one): a
 * dictionary already in i18next's format (i18n/served.ts). @throws Error on non-2xx.
 */
export const fetchDictionary = async (lang: string): Promise<Dictionary> => {
  const response = await fetchJson(`/assets/i18n/${lang}.json`);
  if (!response.ok) throw new Error(`GET /assets/i18n/${lang}.json answered ${response.status}`);
  return response.json();
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

/**
 * The react-admin i18nProvider over i18next, once the start-up language's dictionary has loaded
 * (main.tsx renders the app only then, in one pass).
 */
export const createI18nProvider = (): Promise<I18nProvider> =>
  getI18nProvider(createI18next(), i18nextOptions(), availableLocales);
