import { indentUnit } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useEffect, useMemo, useState } from 'react';
import { EditorSkeleton } from './editor-skeleton';
import { editorModeOf } from './language-mode';
import { loadLanguageSupport } from './language-support';
import { useEditorPhrases } from './phrases';
import { clampFontSize, type EditorTheme, normalizeTabSize } from './settings';
import { loadEditorTheme, loadedEditorTheme } from './themes';

export interface CodeEditorViewProps {
  value: string;
  onChange?: (value: string) => void;
  /** Language name as the site knows it ("C++ 17 With O2", "Python3", a remote judge's name). */
  language?: string;
  /** The language's CodeMirror content type when known (it wins over the name). */
  contentType?: string | null;
  theme: EditorTheme;
  fontSize?: number;
  tabSize?: number;
  readOnly?: boolean;
  /** CSS height; '100%' fills a parent that has a height. */
  height?: string;
  minHeight?: string;
  maxHeight?: string;
  className?: string;
  ariaLabel?: string;
}

export default function CodeEditorView({
  value,
  onChange,
  language,
  contentType,
  theme,
  fontSize = 14,
  tabSize = 4,
  readOnly = false,
  height,
  minHeight,
  maxHeight,
  className = '',
  ariaLabel,
}: CodeEditorViewProps) {
  const mode = editorModeOf(language, contentType);
  const [languageSupport, setLanguageSupport] = useState<{ mode: string; extension: Extension } | null>(null);

  useEffect(() => {
    let live = true;
    void loadLanguageSupport(mode).then((extension) => {
      if (live) setLanguageSupport({ mode, extension });
    });
    return () => {
      live = false;
    };
  }, [mode]);

  // Until a theme first arrives the editor waits (a theme switch keeps the previous one meanwhile).
  const [themeExtension, setThemeExtension] = useState(() => loadedEditorTheme(theme));
  useEffect(() => {
    let live = true;
    void loadEditorTheme(theme).then((extension) => {
      if (live) setThemeExtension(extension);
    });
    return () => {
      live = false;
    };
  }, [theme]);

  const phrases = useEditorPhrases();
  const size = clampFontSize(fontSize);
  const tab = normalizeTabSize(tabSize);
  const extensions = useMemo(
    () => [
      ...(languageSupport?.mode === mode ? [languageSupport.extension] : []),
      indentUnit.of(' '.repeat(tab)),
      EditorState.tabSize.of(tab),
      EditorView.theme({
        '&': { fontSize: `${size}px` },
        '.cm-scroller': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          lineHeight: '1.55',
        },
      }),
      EditorView.contentAttributes.of({ 'aria-label': ariaLabel ?? '' }),
      phrases,
    ],
    [languageSupport, mode, tab, size, ariaLabel, phrases],
  );

  if (!themeExtension) return <EditorSkeleton className={className} height={height} minHeight={minHeight} />;
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      theme={themeExtension}
      extensions={extensions}
      editable={!readOnly}
      readOnly={readOnly}
      height={height}
      minHeight={minHeight}
      maxHeight={maxHeight}
      className={`code-editor overflow-hidden ${className}`}
      basicSetup={{ highlightActiveLine: !readOnly, highlightActiveLineGutter: !readOnly }}
      data-mode={mode}
    />
  );
}
