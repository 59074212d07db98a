import { describe, expect, it } from 'vitest';
import { LOCALES } from './lib/locale';

const bundles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  import: 'default',
  eager: true,
});

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A bundle's keys split into plain keys and plural groups (`key_one`, `key_other`, … as i18next
 * reads them): base key → the plural categories present. A key is plural when its `_other` exists.
 */
function pluralShape(keys: string[]) {
  const present = new Set(keys);
  const plurals = new Map<string, string[]>();
  const plain: string[] = [];
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : null;
    if (base !== null && present.has(`${base}_other`)) {
      plurals.set(base, [...(plurals.get(base) ?? []), match![1]!].sort());
    } else plain.push(key);
  }
  return { plain, plurals: new Map([...plurals].sort(([a], [b]) => a.localeCompare(b))) };
}

const byNamespace = new Map<string, Map<string, string[]>>();
for (const [path, bundle] of Object.entries(bundles)) {
  const [, locale, file] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  const namespace = file!;
  if (!byNamespace.has(namespace)) byNamespace.set(namespace, new Map());
  byNamespace.get(namespace)!.set(locale!, flatten(bundle).sort());
}

describe('locale bundles', () => {
  it('exist only for the five supported locales', () => {
    const found = new Set(Object.keys(bundles).map((path) => path.split('/')[2]));
    expect([...found].sort()).toEqual([...LOCALES].sort());
  });

  for (const [namespace, locales] of byNamespace) {
    it(`"${namespace}" has every en-US key in every locale, plurals in each locale's own forms`, () => {
      const reference = locales.get('en-US');
      expect(reference, `en-US/${namespace}.json is missing`).toBeDefined();
      const expected = pluralShape(reference!);
      for (const locale of LOCALES) {
        const keys = locales.get(locale);
        expect(keys, `${locale}/${namespace}.json is missing`).toBeDefined();
        const actual = pluralShape(keys!);
        expect(actual.plain, `${locale}/${namespace}.json: plain keys`).toEqual(expected.plain);
        expect([...actual.plurals.keys()], `${locale}/${namespace}.json: plural keys`).toEqual([
          ...expected.plurals.keys(),
        ]);
        // i18next picks `key_<category>` by Intl.PluralRules: exactly the language's categories.
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();
        for (const [base, forms] of actual.plurals) {
          expect(forms, `${locale}/${namespace}.json: ${base}`).toEqual(categories);
        }
      }
    });
  }

  it('words every count with plural forms where English inflects it (no "{{count}} … (s)")', () => {
    for (const [path, bundle] of Object.entries(bundles)) {
      if (!path.includes('/en-US/')) continue;
      const keys = flatten(bundle);
      const inflectedWithoutPlural = keys.filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
        return typeof value === 'string' && value.includes('{{count}}') && /\(s\)/.test(value);
      });
      expect(inflectedWithoutPlural, path).toEqual([]);
    }
  });

  it('has no empty translations', () => {
    for (const [path, bundle] of Object.entries(bundles)) {
      const empty = flatten(bundle).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, path).toEqual([]);
    }
  });
});
