/**
 * Language names other judges write, mapped to the names HOJ (and this site) use. Names
 * the site does not offer are dropped at import time with a warning, never guessed.
 */

/** FPS (HUSTOJ) language attribute → site language name; HOJ's own table plus HUSTOJ's clang names. */
const FPS_LANGUAGES: Record<string, string> = {
  C: 'C',
  'C++': 'C++',
  Clang: 'C',
  'Clang++': 'C++',
  Java: 'Java',
  Python: 'Python3',
  Go: 'Golang',
  'C#': 'C#',
  PHP: 'PHP',
  JavaScript: 'JavaScript Node',
  Pascal: 'Pascal',
  Ruby: 'Ruby',
};

export const fpsLanguage = (name: string) => FPS_LANGUAGES[name.trim()] ?? name.trim();

/** Hydro language ids (`cc.cc17o2`, `py.py3`, …) → site language names, after HOJ's mapping. */
export function hydroLanguage(id: string): string | null {
  const lang = id.trim().toLowerCase();
  const [family = '', variant = ''] = lang.split('.', 2);
  const o2 = variant.includes('o2');
  switch (family) {
    case 'cc':
      return o2 ? 'C++ With O2' : 'C++';
    case 'c':
      return o2 ? 'C With O2' : 'C';
    case 'cs':
      return 'C#';
    case 'go':
      return 'Golang';
    case 'java':
      return 'Java';
    case 'php':
      return 'PHP';
    case 'js':
    case 'nodejs':
      return 'JavaScript Node';
    case 'py':
      if (variant === 'py2') return 'Python2';
      if (variant.startsWith('pypy')) return variant === 'pypy2' ? 'PyPy2' : 'PyPy3';
      return 'Python3';
    case 'pas':
      return 'Pascal';
    case 'rb':
      return 'Ruby';
    case 'rs':
      return 'Rust';
    case 'kt':
      return 'Kotlin';
    default:
      return null;
  }
}

/** The checker or interactor language from its file name, as HOJ and Hydro name them. */
export function languageOfSource(fileName: string): string | null {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (['cc', 'cpp', 'cxx', 'c++'].includes(ext)) return 'C++';
  if (ext === 'c') return 'C';
  if (ext === 'py') return 'Python3';
  if (ext === 'java') return 'Java';
  return null;
}
