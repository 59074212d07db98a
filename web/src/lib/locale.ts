export const LOCALES = ['en-US', 'zh-CN', 'zh-TW', 'ja-JP', 'ko-KR'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_LABELS: Record<Locale, string> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

const QUERY_LOCALES: Record<string, Locale> = {
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  'ja-jp': 'ja-JP',
  ja: 'ja-JP',
  'ko-kr': 'ko-KR',
  ko: 'ko-KR',
};

/** Spec 1 §1: the default when nothing else applies. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The `l` query parameter: known spellings map to a locale, anything else means en-US. */
export function localeFromQuery(value: string): Locale {
  return QUERY_LOCALES[value.trim().toLowerCase()] ?? 'en-US';
}

/**
 * Language choice order of spec 1 §4: query parameter `l`, else the stored choice, else the
 * browser language (only zh-cn maps to Chinese; any other language is English). With no browser
 * language at all, nothing applies and the spec's default, zh-CN, is used.
 */
export function chooseLocale(input: {
  query?: string | null;
  stored?: string | null;
  browser?: string | null;
}): Locale {
  if (input.query != null && input.query !== '') return localeFromQuery(input.query);
  if (isLocale(input.stored)) return input.stored;
  if (!input.browser) return DEFAULT_LOCALE;
  return input.browser.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'en-US';
}
