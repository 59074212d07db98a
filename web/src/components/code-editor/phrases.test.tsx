import { EditorState } from '@codemirror/state';
import { act, renderHook } from '@testing-library/react';
import { i18n } from '@web/lib/i18n';
import zhCommon from '@web/locales/zh-CN/common.json';
import { setupTestI18n } from '@web/testing/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEditorPhrases } from './phrases';

beforeAll(setupTestI18n);
afterAll(() => i18n.changeLanguage('en-US'));

describe('editor phrases', () => {
  it("words the fold gutter's tooltips in the site's language", async () => {
    const { result, rerender } = renderHook(() => useEditorPhrases());
    const phrase = (text: string) => EditorState.create({ extensions: [result.current] }).phrase(text);
    expect(phrase('Fold line')).toBe('Fold line');

    i18n.addResourceBundle('zh-CN', 'common', zhCommon);
    await act(() => i18n.changeLanguage('zh-CN'));
    rerender();
    expect(phrase('Fold line')).toBe('折叠该行');
    expect(phrase('Unfold line')).toBe('展开该行');
    expect(phrase('folded code')).toBe('已折叠的代码');
  });
});
