import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromQuery } from './locale';

describe('localeFromQuery', () => {
  it.each([
    ['zh-cn', 'zh-CN'],
    ['ZH-CN', 'zh-CN'],
    ['zh-tw', 'zh-TW'],
    ['ja-jp', 'ja-JP'],
    ['ja', 'ja-JP'],
    ['ko-kr', 'ko-KR'],
    ['ko', 'ko-KR'],
    ['en-us', 'en-US'],
    ['fr', 'en-US'],
    ['zh', 'en-US'],
  ])('maps %s to %s', (query, locale) => {
    expect(localeFromQuery(query)).toBe(locale);
  });
});

describe('chooseLocale', () => {
  it('prefers the query over the stored value and the browser', () => {
    expect(chooseLocale({ query: 'ko', stored: 'ja-JP', browser: 'zh-CN' })).toBe('ko-KR');
  });

  it('treats an unknown query value as English even when something is stored', () => {
    expect(chooseLocale({ query: 'de', stored: 'zh-TW', browser: 'zh-CN' })).toBe('en-US');
  });

  it('falls back to the stored value when there is no query', () => {
    expect(chooseLocale({ query: null, stored: 'zh-TW', browser: 'en-GB' })).toBe('zh-TW');
    expect(chooseLocale({ query: '', stored: 'ja-JP', browser: 'zh-CN' })).toBe('ja-JP');
  });

  it('ignores a stored value that is not a supported locale', () => {
    expect(chooseLocale({ stored: 'klingon', browser: 'zh-CN' })).toBe('zh-CN');
  });

  it('uses Chinese only for a zh-CN browser, English otherwise', () => {
    expect(chooseLocale({ browser: 'zh-CN' })).toBe('zh-CN');
    expect(chooseLocale({ browser: 'zh-TW' })).toBe('en-US');
    expect(chooseLocale({ browser: 'ja' })).toBe('en-US');
  });

  it('falls back to the default zh-CN only when there is no browser language', () => {
    expect(chooseLocale({})).toBe('zh-CN');
    expect(chooseLocale({ browser: '' })).toBe('zh-CN');
    expect(chooseLocale({ stored: null, browser: null })).toBe('zh-CN');
  });
});
