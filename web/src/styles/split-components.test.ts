// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * index.css leaves these daisyUI components out of the stylesheet every page loads; a page that
 * uses one imports the component's own stylesheet, or its classes render unstyled. This keeps a
 * new use from forgetting the import: every component file whose string literals hold one of the
 * component's classes must import `daisyui/components/<name>.css`.
 */
const SPLIT_COMPONENTS: Record<string, RegExp> = {
  breadcrumbs: /^breadcrumbs$/,
  collapse: /^collapse(-.+)?$/,
  divider: /^divider(-.+)?$/,
  fileinput: /^file-input(-.+)?$/,
  indicator: /^indicator(-.+)?$/,
  radio: /^radio(-.+)?$/,
  range: /^range(-.+)?$/,
  steps: /^steps?(-.+)?$/,
  tab: /^tabs?(-.+)?$/,
  tooltip: /^tooltip(-.+)?$/,
};

const SRC = fileURLToPath(new URL('..', import.meta.url));

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The whitespace-separated words of every string literal outside comments (whose apostrophes
 * would otherwise open strings) and ARIA roles, variant prefixes (`lg:`) dropped.
 */
function classWords(source: string): Set<string> {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    // ARIA roles share some names (role="tooltip") and are not classes.
    .replace(/role=(["'])[^"']*\1/g, '');
  const words = new Set<string>();
  for (const [, , body] of code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
    for (const word of body!.split(/\s+/)) words.add(word.slice(word.lastIndexOf(':') + 1));
  }
  return words;
}

describe('daisyUI components split out of the main stylesheet', () => {
  it('are imported by every file that uses their classes', () => {
    const missing: string[] = [];
    for (const file of componentFiles(SRC)) {
      const source = readFileSync(file, 'utf8');
      const words = [...classWords(source)];
      for (const [name, pattern] of Object.entries(SPLIT_COMPONENTS)) {
        const used = words.find((word) => pattern.test(word));
        if (used && !source.includes(`daisyui/components/${name}.css`)) {
          missing.push(`${relative(SRC, file)} uses "${used}" without daisyui/components/${name}.css`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('recognises a class among others and behind a variant', () => {
    expect([...classWords('<div className="flex md:tabs tabs-box gap-2" />')]).toEqual(
      expect.arrayContaining(['flex', 'tabs', 'tabs-box', 'gap-2']),
    );
  });
});
