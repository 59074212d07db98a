import type { StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import type { EditorMode } from './language-mode';

/**
 * CodeMirror 5 style modes, for languages without a Lezer grammar. Even the editor core is imported
 * here on demand, so this module has no static CodeMirror import and the page can start loading a
 * language pack while the editor's own chunk is still on its way.
 */
const legacy = async (load: () => Promise<StreamParser<unknown>>) => {
  const [{ StreamLanguage }, parser] = await Promise.all([import('@codemirror/language'), load()]);
  return StreamLanguage.define(parser);
};

const LOADERS: Record<EditorMode, () => Promise<Extension>> = {
  // C and C++ (most of what a judge sees) take CodeMirror 5's C-like mode, as HOJ's editor does:
  // 7 KB brotli against the Lezer C++ grammar's 26, on the page every visitor opens to solve.
  cpp: () => legacy(() => import('@codemirror/legacy-modes/mode/clike').then((m) => m.cpp)),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  go: () => import('@codemirror/lang-go').then((m) => m.go()),
  rust: () => import('@codemirror/lang-rust').then((m) => m.rust()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  csharp: () => legacy(() => import('@codemirror/legacy-modes/mode/clike').then((m) => m.csharp)),
  kotlin: () => legacy(() => import('@codemirror/legacy-modes/mode/clike').then((m) => m.kotlin)),
  scala: () => legacy(() => import('@codemirror/legacy-modes/mode/clike').then((m) => m.scala)),
  pascal: () => legacy(() => import('@codemirror/legacy-modes/mode/pascal').then((m) => m.pascal)),
  ruby: () => legacy(() => import('@codemirror/legacy-modes/mode/ruby').then((m) => m.ruby)),
  haskell: () => legacy(() => import('@codemirror/legacy-modes/mode/haskell').then((m) => m.haskell)),
  perl: () => legacy(() => import('@codemirror/legacy-modes/mode/perl').then((m) => m.perl)),
  lua: () => legacy(() => import('@codemirror/legacy-modes/mode/lua').then((m) => m.lua)),
  shell: () => legacy(() => import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell)),
  plain: async () => [],
};

const cache = new Map<EditorMode, Promise<Extension>>();

/** The grammar of a mode, loaded once (each language pack is its own chunk). */
export function loadLanguageSupport(mode: EditorMode): Promise<Extension> {
  let pending = cache.get(mode);
  if (!pending) {
    pending = LOADERS[mode]().catch((error: unknown) => {
      cache.delete(mode);
      console.error(`Could not load the ${mode} editor mode`, error);
      return [];
    });
    cache.set(mode, pending);
  }
  return pending;
}
