import { getI18nProvider } from 'ra-i18n-i18next';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { type Dictionary, toI18next } from '../../i18n/served';
import { createI18next, i18nextOptions } from '../../src/providers/i18nProvider';
import { availableLocales } from '../../src/providers/language';

/** The dictionaries of i18n/ as written (react-admin's format), before i18n/served.ts converts them. */
export const dictionaries: Record<string, Dictionary> = { en, nl };

/** The production i18nProvider, reading the repository's dictionaries instead of fetching them. */
export const createTestI18nProvider = (lang: 'nl' | 'en' = 'nl') =>
  getI18nProvider(
    createI18next(async (language) => toI18next(language, dictionaries[language])),
    { ...i18nextOptions(), lng: lang },
    availableLocales,
  );
