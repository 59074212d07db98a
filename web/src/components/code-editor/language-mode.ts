import { findLanguage } from '@contract/languages';

/** Editor modes the code editor can highlight; each loads its grammar on first use. */
export type EditorMode =
  | 'cpp'
  | 'java'
  | 'python'
  | 'go'
  | 'rust'
  | 'javascript'
  | 'csharp'
  | 'kotlin'
  | 'scala'
  | 'pascal'
  | 'ruby'
  | 'haskell'
  | 'perl'
  | 'lua'
  | 'shell'
  | 'plain';

const BY_CONTENT_TYPE: Record<string, EditorMode> = {
  'text/x-csrc': 'cpp',
  'text/x-c++src': 'cpp',
  'text/x-java': 'java',
  'text/x-python': 'python',
  'text/x-go': 'go',
  'text/x-rustsrc': 'rust',
  'text/javascript': 'javascript',
  'text/typescript': 'javascript',
  'text/x-csharp': 'csharp',
  'text/x-kotlin': 'kotlin',
  'text/x-scala': 'scala',
  'text/x-pascal': 'pascal',
  'text/x-ruby': 'ruby',
  'text/x-haskell': 'haskell',
  'text/x-perl': 'perl',
  'text/x-lua': 'lua',
  'text/x-sh': 'shell',
};

/** Remote judges name their languages freely ("GNU G++17 7.3.0", "Python 3", "C# 8"). */
const BY_NAME: [RegExp, EditorMode][] = [
  [/c#|csharp|mono|\.net/i, 'csharp'],
  [/kotlin/i, 'kotlin'],
  [/scala/i, 'scala'],
  [/javascript|node|typescript|\bjs\b/i, 'javascript'],
  [/java/i, 'java'],
  [/pypy|python/i, 'python'],
  [/golang|^go\b|\bgo\s*\d/i, 'go'],
  [/rust/i, 'rust'],
  [/pascal|delphi|fpc/i, 'pascal'],
  [/ruby/i, 'ruby'],
  [/haskell|ghc/i, 'haskell'],
  [/perl/i, 'perl'],
  [/lua/i, 'lua'],
  [/bash|shell/i, 'shell'],
  [/c\+\+|g\+\+|clang|gcc|msvc|^c\b|\bc\d{2}\b/i, 'cpp'],
];

/** The mode of a language: by its content type when known, else by its name. */
export function editorModeOf(language: string | undefined, contentType?: string | null): EditorMode {
  const type = contentType ?? (language ? findLanguage(language)?.contentType : undefined);
  if (type && BY_CONTENT_TYPE[type]) return BY_CONTENT_TYPE[type];
  if (!language) return 'plain';
  return BY_NAME.find(([pattern]) => pattern.test(language))?.[1] ?? 'plain';
}
