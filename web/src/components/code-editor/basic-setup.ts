import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';

/**
 * The editor's setup, standing in for `@uiw/codemirror-extensions-basic-setup` (web/vite.config.ts
 * and vitest.config.ts alias that package here, as @uiw/react-codemirror imports it whatever its
 * `basicSetup` prop says). CodeMirror's own advice is to copy its basic setup and trim it; this one
 * keeps what writing a solution wants (line numbers, undo, folding, bracket matching and closing,
 * indentation) and leaves out the completion popup, the search panel and the lint keys: about
 * 24 KB of the problem page (brotli), and UI that CodeMirror words in English only. The browser's
 * own find (Ctrl+F) still finds text in the editor. Only `basicSetup` is provided: nothing here
 * uses the package's `minimalSetup`.
 */
export interface BasicSetupOptions {
  lineNumbers?: boolean;
  highlightActiveLineGutter?: boolean;
  highlightSpecialChars?: boolean;
  history?: boolean;
  foldGutter?: boolean;
  drawSelection?: boolean;
  dropCursor?: boolean;
  allowMultipleSelections?: boolean;
  indentOnInput?: boolean;
  syntaxHighlighting?: boolean;
  bracketMatching?: boolean;
  closeBrackets?: boolean;
  rectangularSelection?: boolean;
  highlightActiveLine?: boolean;
  defaultKeymap?: boolean;
  historyKeymap?: boolean;
  foldKeymap?: boolean;
  closeBracketsKeymap?: boolean;
}

/** Every part is on unless its option is `false`, as in the package this replaces. */
export function basicSetup(options: BasicSetupOptions = {}): Extension[] {
  const on = (part: keyof BasicSetupOptions) => options[part] !== false;
  const parts: [keyof BasicSetupOptions, () => Extension][] = [
    ['lineNumbers', lineNumbers],
    ['highlightActiveLineGutter', highlightActiveLineGutter],
    ['highlightSpecialChars', highlightSpecialChars],
    ['history', history],
    ['foldGutter', foldGutter],
    ['drawSelection', drawSelection],
    ['dropCursor', dropCursor],
    ['allowMultipleSelections', () => EditorState.allowMultipleSelections.of(true)],
    ['indentOnInput', indentOnInput],
    ['syntaxHighlighting', () => syntaxHighlighting(defaultHighlightStyle, { fallback: true })],
    ['bracketMatching', bracketMatching],
    ['closeBrackets', closeBrackets],
    ['rectangularSelection', rectangularSelection],
    ['highlightActiveLine', highlightActiveLine],
  ];
  const keymaps = [
    ...(on('closeBracketsKeymap') ? closeBracketsKeymap : []),
    ...(on('defaultKeymap') ? defaultKeymap : []),
    ...(on('historyKeymap') ? historyKeymap : []),
    ...(on('foldKeymap') ? foldKeymap : []),
  ];
  const extensions = parts.filter(([part]) => on(part)).map(([, make]) => make());
  return [...extensions, keymap.of(keymaps)];
}
