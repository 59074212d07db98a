import { Language, LanguageSupport } from '@codemirror/language';
import { describe, expect, it, vi } from 'vitest';
import type { EditorMode } from './language-mode';
import { loadLanguageSupport } from './language-support';

// Records which language packs have been imported: a factory runs on the module's first import only.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('@codemirror/lang-python', async (importOriginal) => {
  imported.add('python');
  return importOriginal();
});
vi.mock('@codemirror/legacy-modes/mode/clike', async (importOriginal) => {
  imported.add('clike');
  return importOriginal();
});
vi.mock('@codemirror/legacy-modes/mode/pascal', async (importOriginal) => {
  imported.add('pascal');
  return importOriginal();
});

/** The grammar's name inside what loadLanguageSupport returns. */
function languageName(extension: unknown): string | undefined {
  if (extension instanceof LanguageSupport) return extension.language.name;
  if (extension instanceof Language) return extension.name;
  return undefined;
}

describe('loadLanguageSupport', () => {
  it('imports no language pack until a language is asked for, then only that one', async () => {
    expect(imported.size).toBe(0);
    const cpp = await loadLanguageSupport('cpp');
    expect(languageName(cpp)).toBe('cpp');
    expect([...imported]).toEqual(['clike']);
    await loadLanguageSupport('python');
    expect([...imported].sort()).toEqual(['clike', 'python']);
    expect(imported.has('pascal')).toBe(false);
  });

  it('loads each language once', async () => {
    expect(loadLanguageSupport('go')).toBe(loadLanguageSupport('go'));
  });

  it.each<[EditorMode, string]>([
    ['cpp', 'cpp'],
    ['java', 'java'],
    ['python', 'python'],
    ['go', 'go'],
    ['rust', 'rust'],
    ['javascript', 'javascript'],
    ['csharp', 'csharp'],
    ['kotlin', 'kotlin'],
    ['scala', 'scala'],
    ['pascal', 'pascal'],
    ['ruby', 'ruby'],
    ['haskell', 'haskell'],
    ['perl', 'perl'],
    ['lua', 'lua'],
    ['shell', 'shell'],
  ])('gives %s its own grammar', async (mode, name) => {
    expect(languageName(await loadLanguageSupport(mode))).toBe(name);
  });

  it('gives plain text no grammar', async () => {
    expect(await loadLanguageSupport('plain')).toEqual([]);
  });
});
