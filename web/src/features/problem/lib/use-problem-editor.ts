import { defaultEditorTheme, type EditorTheme } from '@web/components/code-editor/settings';
import { useTheme } from '@web/lib/theme';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type EditorSettings,
  loadEditorState,
  type ProblemEditorState,
  pickLanguage,
  saveEditorCode,
  saveEditorSettings,
} from './editor-storage';

const SAVE_DELAY_MS = 300;

export interface ProblemEditor {
  language: string | null;
  code: string;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
  template: string;
  setCode: (code: string) => void;
  setLanguage: (language: string) => void;
  /** Puts code in the editor, switching language first when it is offered (last accepted code). */
  loadCode: (code: string, language?: string) => void;
  setSettings: (patch: Partial<Pick<EditorSettings, 'theme' | 'fontSize' | 'tabSize'>>) => void;
  resetToTemplate: () => void;
  /** Whether the editor holds anything but the template. */
  isDirty: boolean;
}

/**
 * The code editor's state for one problem: the language, the code per language and the
 * settings, restored from and saved to localStorage so nothing typed is lost on reload.
 */
export function useProblemEditor(
  problemKey: string,
  languages: readonly string[],
  templates: Record<string, string>,
): ProblemEditor {
  const pageTheme = useTheme();
  const [stored, setStored] = useState<ProblemEditorState>(() => loadEditorState(problemKey));
  const [loadedKey, setLoadedKey] = useState(problemKey);
  if (loadedKey !== problemKey) {
    setLoadedKey(problemKey);
    setStored(loadEditorState(problemKey));
  }

  const language = useMemo(() => pickLanguage(languages, stored), [languages, stored]);
  const template = (language && templates[language]) || '';
  const code = language ? (stored.codes[language] ?? template) : '';

  const pending = useRef<{ key: string; language: string; code: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) saveEditorCode(next.key, next.language, next.code);
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  // A new problem: whatever was typed for the previous one is written first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the problem changes
  useEffect(() => flush, [problemKey, flush]);

  const setCode = useCallback(
    (next: string) => {
      if (!language) return;
      setStored((current) => ({ ...current, codes: { ...current.codes, [language]: next } }));
      pending.current = { key: problemKey, language, code: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [language, problemKey, flush],
  );

  const setLanguage = useCallback(
    (next: string) => {
      flush();
      setStored((current) => ({ ...current, language: next }));
      saveEditorSettings(problemKey, { language: next });
    },
    [problemKey, flush],
  );

  const loadCode = useCallback(
    (next: string, nextLanguage?: string) => {
      flush();
      const target = nextLanguage && languages.includes(nextLanguage) ? nextLanguage : language;
      if (!target) return;
      setStored((current) => ({ ...current, language: target, codes: { ...current.codes, [target]: next } }));
      saveEditorSettings(problemKey, { language: target });
      saveEditorCode(problemKey, target, next);
    },
    [flush, languages, language, problemKey],
  );

  const setSettings = useCallback(
    (patch: Partial<Pick<EditorSettings, 'theme' | 'fontSize' | 'tabSize'>>) => {
      setStored((current) => ({ ...current, ...patch }));
      saveEditorSettings(problemKey, patch);
    },
    [problemKey],
  );

  const resetToTemplate = useCallback(() => {
    if (language) loadCode(template, language);
  }, [language, loadCode, template]);

  return {
    language,
    code,
    theme: stored.theme ?? defaultEditorTheme(pageTheme),
    fontSize: stored.fontSize,
    tabSize: stored.tabSize,
    template,
    setCode,
    setLanguage,
    loadCode,
    setSettings,
    resetToTemplate,
    isDirty: code.trim() !== '' && code !== template,
  };
}
