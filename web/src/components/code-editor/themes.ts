import type { Extension } from '@codemirror/state';
import { tags as t } from '@lezer/highlight';
import { createTheme } from '@uiw/codemirror-themes';
import type { EditorTheme } from './settings';

/**
 * IntelliJ IDEA's light scheme, after CodeMirror 5's `idea` theme, with its grey comments, olive
 * meta, teal types and the gutter darkened to 4.5:1 (WCAG AA): the default light theme.
 */
const idea = createTheme({
  theme: 'light',
  settings: {
    background: '#ffffff',
    foreground: '#000000',
    caret: '#000000',
    selection: '#d6e4f8',
    selectionMatch: '#e8eef8',
    lineHighlight: '#fffae3',
    gutterBackground: '#f7f7f7',
    gutterForeground: '#6e6e6e',
    gutterBorder: '#e8e8e8',
  },
  styles: [
    { tag: [t.keyword, t.atom, t.bool, t.null], color: '#000080', fontWeight: 'bold' },
    { tag: [t.number], color: '#0000ff' },
    { tag: [t.string, t.special(t.string), t.character], color: '#008000', fontWeight: 'bold' },
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#6a6a6a', fontStyle: 'italic' },
    { tag: [t.meta, t.processingInstruction, t.annotation], color: '#6b6b00' },
    { tag: [t.propertyName, t.attributeName], color: '#660e7a' },
    { tag: [t.typeName, t.className], color: '#167a7d' },
    { tag: [t.function(t.variableName), t.function(t.propertyName)], color: '#00627a' },
    { tag: [t.tagName], color: '#000080', fontWeight: 'bold' },
    { tag: [t.invalid], color: '#d00000' },
  ],
});

/** Base16 Default Dark, after CodeMirror 5's `base16-dark`. */
const base16Dark = createTheme({
  theme: 'dark',
  settings: {
    background: '#151515',
    foreground: '#e0e0e0',
    caret: '#b0b0b0',
    selection: '#303030',
    selectionMatch: '#2a2a2a',
    lineHighlight: '#202020',
    gutterBackground: '#151515',
    gutterForeground: '#505050',
    gutterBorder: '#151515',
  },
  styles: [
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#8f5536' },
    { tag: [t.atom, t.number, t.bool, t.null], color: '#aa759f' },
    { tag: [t.propertyName, t.attributeName, t.variableName], color: '#90a959' },
    { tag: [t.keyword, t.tagName, t.controlKeyword], color: '#ac4142' },
    { tag: [t.string, t.character, t.special(t.string)], color: '#f4bf75' },
    { tag: [t.definition(t.variableName), t.function(t.variableName)], color: '#d28445' },
    { tag: [t.typeName, t.className], color: '#6a9fb5' },
    { tag: [t.meta, t.processingInstruction], color: '#d28445' },
    { tag: [t.invalid], color: '#b0b0b0', backgroundColor: '#ac4142' },
  ],
});

/** Cobalt, after CodeMirror 5's `cobalt`. */
const cobalt = createTheme({
  theme: 'dark',
  settings: {
    background: '#002240',
    foreground: '#ffffff',
    caret: '#ffffff',
    selection: '#b36539',
    selectionMatch: '#1d4a72',
    lineHighlight: '#002d57',
    gutterBackground: '#002240',
    gutterForeground: '#d0d0d0',
    gutterBorder: 'rgba(255,255,255,0.1)',
  },
  styles: [
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#0088ff' },
    { tag: [t.atom, t.bool, t.null], color: '#845dc4' },
    { tag: [t.number, t.attributeName], color: '#ff80e1' },
    { tag: [t.keyword, t.controlKeyword, t.operatorKeyword], color: '#ffee80' },
    { tag: [t.string, t.character, t.special(t.string)], color: '#3ad900' },
    { tag: [t.meta, t.processingInstruction], color: '#ff9d00' },
    { tag: [t.tagName, t.propertyName], color: '#9effff' },
    { tag: [t.typeName, t.className, t.definition(t.variableName)], color: '#ffffff' },
    { tag: [t.standard(t.variableName), t.special(t.variableName)], color: '#ff9e59' },
    { tag: [t.invalid], color: '#9d1e15' },
  ],
});

/**
 * Material (the default dark theme) with the tokens under 4.5:1 on its background lifted, hue
 * kept: comments and meta, keywords, operators, definitions, preprocessor lines and the gutter.
 */
const materialDark = (materialDarkInit: typeof import('@uiw/codemirror-theme-material').materialDarkInit) =>
  materialDarkInit({
    settings: { gutterForeground: '#a0a0a0' },
    styles: [
      { tag: [t.comment, t.meta, t.angleBracket], color: '#9aa5b1' },
      { tag: [t.keyword, t.labelName, t.brace], color: '#d98ae6' },
      { tag: [t.operator, t.operatorKeyword], color: '#8c9cf5' },
      { tag: [t.definition(t.name), t.separator], color: '#fc7ba0' },
      {
        tag: [t.annotation, t.squareBracket, t.regexp, t.processingInstruction, t.inserted],
        color: '#ff8a80',
      },
      { tag: t.strong, fontWeight: 'bold', color: '#ff8a80' },
      { tag: t.invalid, color: '#9aa5b1', borderBottom: '1px dotted #ff8a80' },
    ],
  });

/**
 * The eight themes of spec 1 §9 as CodeMirror 6 themes. The packaged ones load on first use, each
 * in a chunk of its own: a visitor downloads only the theme they see.
 */
const LOADERS: Record<EditorTheme, () => Promise<Extension>> = {
  monokai: () => import('@uiw/codemirror-theme-monokai').then((m) => m.monokai),
  solarized: () => import('@uiw/codemirror-theme-solarized').then((m) => m.solarizedLight),
  material: () => import('@uiw/codemirror-theme-material').then((m) => materialDark(m.materialDarkInit)),
  idea: async () => idea,
  eclipse: () => import('@uiw/codemirror-theme-eclipse').then((m) => m.eclipse),
  base16_dark: async () => base16Dark,
  cobalt: async () => cobalt,
  dracula: () => import('@uiw/codemirror-theme-dracula').then((m) => m.dracula),
};

// The site's own themes are here already: the default light one shows with no extra fetch.
const loaded = new Map<EditorTheme, Extension>([
  ['idea', idea],
  ['base16_dark', base16Dark],
  ['cobalt', cobalt],
]);
const pending = new Map<EditorTheme, Promise<Extension>>();

/** The theme if it has already arrived, so an editor can show it on its first render. */
export const loadedEditorTheme = (theme: EditorTheme): Extension | undefined => loaded.get(theme);

/** A theme, loaded once; a failed load falls back to CodeMirror's plain light look. */
export function loadEditorTheme(theme: EditorTheme): Promise<Extension> {
  let promise = pending.get(theme);
  if (!promise) {
    promise = LOADERS[theme]().then(
      (extension) => {
        loaded.set(theme, extension);
        return extension;
      },
      (error: unknown) => {
        pending.delete(theme);
        console.error(`Could not load the ${theme} editor theme`, error);
        return [];
      },
    );
    pending.set(theme, promise);
  }
  return promise;
}
