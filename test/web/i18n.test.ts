import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import { type Dictionary, mergeDictionaries, toI18next } from '../../i18n/served';
import { NOTIFICATION_TYPES } from '../../server/src/db/schema/notifications';
import { ADVERT_TYPES, AMOUNT_PAID_TYPES } from '../../server/src/schemas/constants';
import { typeLabelKey } from '../../src/notifications/notificationModel';
import { LANGUAGE_STORAGE_KEY } from '../../src/providers/language';
import { createTestI18nProvider, dictionaries } from './i18nTestProvider';

const entries = (dictionary: Dictionary, prefix: string): [string, string][] =>
  Object.entries(dictionary).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
const flatten = (dictionary: Dictionary): Record<string, string> =>
  Object.fromEntries(entries(dictionary, ''));

/** Keys of both dictionaries after conversion, so `a |||| b` counts as `key_one` + `key_other` on both sides. */
const keyDifference = (english: Dictionary, dutch: Dictionary) => {
  const en = Object.keys(flatten(toI18next('en', english)));
  const nl = Object.keys(flatten(toI18next('nl', dutch)));
  return {
    missingInNl: en.filter((key) => !nl.includes(key)),
    missingInEn: nl.filter((key) => !en.includes(key)),
  };
};

const variables = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name).sort();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('translations', () => {
  it('nl.json has every key of ra-language-english ∪ en.json, and no other', () => {
    expect(keyDifference(dictionaries.en, dictionaries.nl)).toEqual({ missingInNl: [], missingInEn: [] });
  });

  it('the comparison fails for a key in one language only, plural forms included', () => {
    expect(
      keyDifference({ app: { a: 'A' } }, { ...englishMessages, app: { a: 'A', b: 'B' } } as Dictionary),
    ).toEqual({
      missingInNl: [],
      missingInEn: ['app.b'],
    });
    expect(
      keyDifference({ app: { n: 'one |||| many' } }, {
        ...englishMessages,
        app: { n: 'altijd' },
      } as Dictionary),
    ).toEqual({ missingInNl: ['app.n_one', 'app.n_other'], missingInEn: ['app.n'] });
  });

  it('has no raw key that i18next would read as a plural form', () => {
    const raw = [...Object.keys(flatten(dictionaries.en)), ...Object.keys(flatten(dictionaries.nl))];
    expect(raw.filter((key) => /_(zero|one|two|few|many|other)$/.test(key))).toEqual([]);
  });

  it('uses the same %{variables} in both languages', () => {
    const en = flatten(mergeDictionaries(englishMessages as Dictionary, dictionaries.en));
    const nl = flatten(dictionaries.nl);
    const mismatches = Object.keys(en).filter(
      (key) => variables(en[key]).join() !== variables(nl[key] ?? '').join(),
    );
    expect(mismatches).toEqual([]);
  });

  it('knows every literal translation key used in src/', () => {
    const known = new Set(
      Object.keys(flatten(toI18next('en', dictionaries.en))).map((key) => key.replace(/_(one|other)$/, '')),
    );
    // `auth.domain` and the like are configuration paths, so of `auth` only its message groups count.
    const sections = [
      ...Object.keys(dictionaries.en).filter((s) => s !== 'auth'),
      'auth\\.(?:errors|callback)',
    ].join('|');
    const literalKey = new RegExp(`'((?:${sections})\\.[\\w.]+)'`, 'g');
    const used = sourceFiles(join(__dirname, '../../src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(literalKey)].map(([, key]) => key),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !known.has(key) && !key.endsWith('.'))).toEqual([]);
  });

  it('labels every notification type in both languages', async () => {
    for (const lang of ['nl', 'en'] as const) {
      const { translate } = await createTestI18nProvider(lang);
      const missing = NOTIFICATION_TYPES.filter(
        (type) => translate(typeLabelKey(type)) === typeLabelKey(type),
      );
      expect(missing).toEqual([]);
    }
  });

  it('labels every advert type and amount-paid type in both languages', async () => {
    const keys = [
      ...ADVERT_TYPES.map((type) => `resources.adverts.types.${type}`),
      ...AMOUNT_PAID_TYPES.map((type) => `resources.adverts.amountPaid.${type}`),
    ];
    for (const lang of ['nl', 'en'] as const) {
      const { translate } = await createTestI18nProvider(lang);
      expect(keys.filter((key) => translate(key) === key)).toEqual([]);
    }
  });

  it('translates with %{var} interpolation and smart_count plurals in Dutch', async () => {
    const { translate } = await createTestI18nProvider('nl');
    expect(translate('notifications.select', { name: 'Jan Maes' })).toBe('Selecteer Jan Maes');
    expect(translate('notifications.deleted', { smart_count: 1 })).toBe('Melding verwijderd');
    expect(translate('notifications.deleted', { smart_count: 3 })).toBe('3 meldingen verwijderd');
    expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 72 })).toBe(
      '1-25 van 72',
    );
    expect(translate('notifications.confirm_title')).toBe(
      'Bent u zeker dat u deze meldingen wilt verwijderen?',
    );
    expect(translate('resources.members.name', { smart_count: 2 })).toBe('Leden');
  });

  it('translates English with react-admin messages underneath and the spec texts', async () => {
    const { translate } = await createTestI18nProvider('en');
    expect(translate('app.errors.unexpected')).toBe('An unexpected server error occurred.');
    expect(translate('ra.navigation.no_results', { name: 'members' })).toBe('No members found');
    expect(translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('2 selected');
    expect(translate('notifications.confirm_title')).toBe(
      'Are you sure you want to delete these notifications?',
    );
    expect(translate('resources.documents.name', { smart_count: 2 })).toBe('Downloads');
  });

  it('starts in Dutch, switches to English and remembers the choice', async () => {
    const provider = await createTestI18nProvider();
    expect(provider.getLocale()).toBe('nl');
    await provider.changeLocale('en');
    expect(provider.translate('app.logout')).toBe('Log Out');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
