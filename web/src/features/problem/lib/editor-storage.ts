import {
  clampFontSize,
  DEFAULT_EDITOR_FONT_SIZE,
  DEFAULT_EDITOR_LANGUAGE,
  DEFAULT_EDITOR_TAB_SIZE,
  type EditorTheme,
  isEditorTheme,
  normalizeTabSize,
} from '@web/components/code-editor/settings';
import { storage } from '@web/lib/storage';

/**
 * The editor's state survives reloads (spec 1 §3 "Saved editor state per problem and contest"):
 * settings are kept per problem and globally (a new problem starts from the last used ones), and
 * the code per problem and language, so switching languages or leaving the page loses nothing.
 */
export interface EditorSettings {
  language: string | null;
  /** null: follow the page theme until the user picks one. */
  theme: EditorTheme | null;
  fontSize: number;
  tabSize: number;
}

export interface ProblemEditorState extends EditorSettings {
  codes: Record<string, string>;
}

const GLOBAL_KEY = 'problemEditor:global';
const problemStorageKey = (problemKey: string) => `problemEditor:${problemKey}`;

export const DEFAULT_EDITOR_SETTINGS: EditorSettings = {
  language: null,
  theme: null,
  fontSize: DEFAULT_EDITOR_FONT_SIZE,
  tabSize: DEFAULT_EDITOR_TAB_SIZE,
};

/** Key of a problem's editor state: its display id, scoped by contest, training or group. */
export function editorProblemKey(
  problemId: string,
  scope: { cid?: number; tid?: number; gid?: number } = {},
) {
  const parts = [problemId];
  if (scope.cid) parts.push(`c${scope.cid}`);
  if (scope.tid) parts.push(`t${scope.tid}`);
  if (scope.gid) parts.push(`g${scope.gid}`);
  return parts.join(':');
}

function readSettings(value: Partial<EditorSettings> | null): Partial<EditorSettings> {
  if (!value || typeof value !== 'object') return {};
  const result: Partial<EditorSettings> = {};
  if (typeof value.language === 'string' && value.language) result.language = value.language;
  if (isEditorTheme(value.theme)) result.theme = value.theme;
  if (value.fontSize !== undefined) result.fontSize = clampFontSize(value.fontSize);
  if (value.tabSize !== undefined) result.tabSize = normalizeTabSize(value.tabSize);
  return result;
}

export function loadGlobalEditorSettings(): EditorSettings {
  return {
    ...DEFAULT_EDITOR_SETTINGS,
    ...readSettings(storage.getJson<Partial<EditorSettings>>(GLOBAL_KEY)),
  };
}

/** The problem's own settings over the global ones, and its saved code. */
export function loadEditorState(problemKey: string): ProblemEditorState {
  const stored = storage.getJson<Partial<ProblemEditorState>>(problemStorageKey(problemKey));
  const codes: Record<string, string> = {};
  if (stored?.codes && typeof stored.codes === 'object') {
    for (const [language, code] of Object.entries(stored.codes))
      if (typeof code === 'string') codes[language] = code;
  }
  return { ...loadGlobalEditorSettings(), ...readSettings(stored), codes };
}

/** Remembers a settings change for this problem and as the default of every other problem. */
export function saveEditorSettings(problemKey: string, patch: Partial<EditorSettings>): void {
  storage.setJson(GLOBAL_KEY, { ...loadGlobalEditorSettings(), ...patch });
  const key = problemStorageKey(problemKey);
  const stored = storage.getJson<Partial<ProblemEditorState>>(key) ?? {};
  storage.setJson(key, { ...stored, ...patch });
}

/** Remembers the code written for one language of this problem. */
export function saveEditorCode(problemKey: string, language: string, code: string): void {
  const key = problemStorageKey(problemKey);
  const stored = storage.getJson<Partial<ProblemEditorState>>(key) ?? {};
  storage.setJson(key, { ...stored, language, codes: { ...(stored.codes ?? {}), [language]: code } });
}

/**
 * The language to open with: the problem's last one, else the last one used anywhere, else
 * C++ (spec 1 §9 default mode), else the first the problem offers.
 */
export function pickLanguage(
  available: readonly string[],
  state: Pick<EditorSettings, 'language'>,
): string | null {
  if (available.length === 0) return null;
  if (state.language && available.includes(state.language)) return state.language;
  const global = loadGlobalEditorSettings().language;
  if (global && available.includes(global)) return global;
  if (available.includes(DEFAULT_EDITOR_LANGUAGE)) return DEFAULT_EDITOR_LANGUAGE;
  return available.find((name) => /^c\+\+/i.test(name)) ?? available[0] ?? null;
}
