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
    it(`"${namespace}" has the same keys in every locale`, () => {
      const reference = locales.get('en-US');
      expect(reference, `en-US/${namespace}.json is missing`).toBeDefined();
      for (const locale of LOCALES) {
        expect(locales.get(locale), `${locale}/${namespace}.json`).toEqual(reference);
      }
    });
  }

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
