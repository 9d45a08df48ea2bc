/**
 * The interface languages and the one in use (spec §1), in a module of their own: the boot script
 * (src/boot.ts) reads the language before the application's script has come, so this imports nothing.
 */

/** The interface languages of spec §1; the first is the start-up language. */
export const availableLocales = [
  { locale: 'nl', name: 'Nederlands' },
  { locale: 'en', name: 'English' },
];
export const LANGUAGES = availableLocales.map(({ locale }) => locale);

/** localStorage key of the language last chosen; unlike react-admin's store it survives a logout. */
export const LANGUAGE_STORAGE_KEY = 'club-beheer.language';

/**
 * The language of the interface: the one last chosen (remembered at every change), else Dutch (spec §1).
 * At start-up it is the start language; the sign-in passes it on to the provider's pages (`ui_locales`).
 */
export const currentLanguage = (): string => {
  const remembered = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return remembered && LANGUAGES.includes(remembered) ? remembered : 'nl';
};
