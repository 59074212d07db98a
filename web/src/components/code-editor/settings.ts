/**
 * Editor choices of spec 1 §9, kept free of CodeMirror imports so settings menus render
 * before the editor's chunk arrives.
 */
export const EDITOR_THEMES = [
  'monokai',
  'solarized',
  'material',
  'idea',
  'eclipse',
  'base16_dark',
  'cobalt',
  'dracula',
] as const;
export type EditorTheme = (typeof EDITOR_THEMES)[number];

/** Themes with a dark background, so the surrounding chrome can follow. */
export const DARK_EDITOR_THEMES: readonly EditorTheme[] = [
  'monokai',
  'material',
  'base16_dark',
  'cobalt',
  'dracula',
];

export const EDITOR_FONT_SIZES = [12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export const EDITOR_TAB_SIZES = [2, 4, 8] as const;

export const DEFAULT_EDITOR_FONT_SIZE = 14;
export const DEFAULT_EDITOR_TAB_SIZE = 4;
/** Spec 1 §9: default editor height in px. */
export const DEFAULT_EDITOR_HEIGHT = 550;
/** Spec 1 §9: the default mode is C++. */
export const DEFAULT_EDITOR_LANGUAGE = 'C++';

export const isEditorTheme = (value: unknown): value is EditorTheme =>
  typeof value === 'string' && (EDITOR_THEMES as readonly string[]).includes(value);

/**
 * The theme shown before the user picks one: light or dark like the page, both tuned to 4.5:1
 * (solarized's light syntax colours read at 2.9:1).
 */
export const defaultEditorTheme = (pageTheme: 'light' | 'dark'): EditorTheme =>
  pageTheme === 'dark' ? 'material' : 'idea';

export const clampFontSize = (value: unknown): number => {
  const size = Number(value);
  if (!Number.isFinite(size)) return DEFAULT_EDITOR_FONT_SIZE;
  return Math.min(20, Math.max(12, Math.round(size)));
};

export const normalizeTabSize = (value: unknown): number =>
  (EDITOR_TAB_SIZES as readonly number[]).includes(Number(value)) ? Number(value) : DEFAULT_EDITOR_TAB_SIZE;
