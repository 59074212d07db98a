import { STORAGE_KEYS } from '@web/config/storage-keys';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLocale, isLocale, LOCALES, type Locale } from './locale';
import { storage } from './storage';

/**
 * Every `locales/<lng>/<namespace>.json` becomes its own chunk, so a visitor downloads only
 * the namespaces of the pages they open, in their own language.
 */
const bundles = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale bundle ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Options shared by the app and the test setup so both resolve keys the same way. */
export const i18nOptions = {
  supportedLngs: [...LOCALES],
  load: 'currentOnly' as const,
  // Every namespace is complete in every locale (locales.test.ts), so no fallback bundle is fetched.
  fallbackLng: false as const,
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
};

export function detectLocale(): Locale {
  return chooseLocale({
    query: new URLSearchParams(window.location.search).get('l'),
    stored: storage.get(STORAGE_KEYS.language),
    browser: navigator.language,
  });
}

export async function initI18n(): Promise<void> {
  const locale = detectLocale();
  storage.set(STORAGE_KEYS.language, locale);
  document.documentElement.lang = locale;
  await i18n
    .use(lazyBundles)
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: locale });
}

export async function changeLocale(locale: Locale): Promise<void> {
  storage.set(STORAGE_KEYS.language, locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : 'en-US';
}
