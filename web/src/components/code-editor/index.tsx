import { lazy, Suspense, useEffect } from 'react';
import type { CodeEditorViewProps } from './code-editor-view';
import { EditorSkeleton } from './editor-skeleton';
import { editorModeOf } from './language-mode';
import { loadLanguageSupport } from './language-support';

const CodeEditorView = lazy(() => import('./code-editor-view'));

/**
 * CodeMirror 6 with the site's eight themes and a grammar per language. The editor, its themes
 * and each language pack load on first use, in chunks of their own.
 */
export function CodeEditor(props: CodeEditorViewProps) {
  const mode = editorModeOf(props.language, props.contentType);
  // Fetch the language pack and theme alongside the editor's chunk rather than after it (loads
  // are cached).
  useEffect(() => {
    void loadLanguageSupport(mode);
  }, [mode]);
  useEffect(() => {
    // Imported, not static: the themes module needs CodeMirror's core, which this wrapper must not.
    void import('./themes').then(({ loadEditorTheme }) => loadEditorTheme(props.theme));
  }, [props.theme]);
  return (
    <Suspense
      fallback={
        <EditorSkeleton className={props.className} height={props.height} minHeight={props.minHeight} />
      }
    >
      <CodeEditorView {...props} />
    </Suspense>
  );
}

export { type EditorMode, editorModeOf } from './language-mode';
export * from './settings';
export type { CodeEditorViewProps };
