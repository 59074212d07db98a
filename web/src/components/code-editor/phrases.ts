import { EditorState, type Extension } from '@codemirror/state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * CodeMirror words its own UI in English (the fold gutter's tooltips, what a screen reader hears
 * on folding); `EditorState.phrases` maps those English phrases to the site's language.
 */
export function useEditorPhrases(): Extension {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is the trigger, `t` follows it
  return useMemo(
    () =>
      EditorState.phrases.of({
        'Fold line': t('codeEditor.foldLine'),
        'Unfold line': t('codeEditor.unfoldLine'),
        'folded code': t('codeEditor.foldedCode'),
        unfold: t('codeEditor.unfold'),
        'Folded lines': t('codeEditor.foldedLines'),
        'Unfolded lines': t('codeEditor.unfoldedLines'),
        to: t('codeEditor.to'),
      }),
    [t, i18n.language],
  );
}
