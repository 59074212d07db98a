import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  editorProblemKey,
  loadEditorState,
  loadGlobalEditorSettings,
  pickLanguage,
  saveEditorCode,
  saveEditorSettings,
} from './editor-storage';
import { useProblemEditor } from './use-problem-editor';

const LANGUAGES = ['C', 'C++', 'Java', 'Python3'];
const TEMPLATES = { Java: 'public class Main {}' };

beforeEach(() => localStorage.clear());

describe('editor storage', () => {
  it('keeps settings per problem and as the global default', () => {
    saveEditorSettings('1000', { theme: 'dracula', fontSize: 18, tabSize: 2, language: 'Java' });
    expect(loadEditorState('1000')).toMatchObject({
      theme: 'dracula',
      fontSize: 18,
      tabSize: 2,
      language: 'Java',
    });
    // Another problem starts from the last settings used anywhere…
    expect(loadEditorState('1001')).toMatchObject({ theme: 'dracula', fontSize: 18, tabSize: 2 });
    // …but keeps its own once it has some.
    saveEditorSettings('1001', { theme: 'idea', fontSize: 12 });
    expect(loadEditorState('1001')).toMatchObject({ theme: 'idea', fontSize: 12 });
    expect(loadEditorState('1000')).toMatchObject({ theme: 'dracula', fontSize: 18 });
    expect(loadGlobalEditorSettings()).toMatchObject({ theme: 'idea', fontSize: 12, tabSize: 2 });
  });

  it('keeps the code per problem and language', () => {
    saveEditorCode('1000', 'C++', 'int main() {}');
    saveEditorCode('1000', 'Python3', 'print(1)');
    saveEditorCode('1001', 'C++', 'other');
    expect(loadEditorState('1000').codes).toEqual({ 'C++': 'int main() {}', Python3: 'print(1)' });
    expect(loadEditorState('1001').codes).toEqual({ 'C++': 'other' });
  });

  it('scopes a contest problem apart from the bank problem', () => {
    expect(editorProblemKey('A', { cid: 7 })).toBe('A:c7');
    saveEditorCode(editorProblemKey('A', { cid: 7 }), 'C', 'contest code');
    expect(loadEditorState('A').codes).toEqual({});
  });

  it('ignores broken or out-of-range stored values', () => {
    localStorage.setItem('problemEditor:1000', '{broken');
    localStorage.setItem('problemEditor:global', JSON.stringify({ theme: 'neon', fontSize: 99, tabSize: 3 }));
    expect(loadEditorState('1000')).toEqual({
      language: null,
      theme: null,
      fontSize: 20,
      tabSize: 4,
      codes: {},
    });
  });

  it('opens with the problem language, else the last used, else C++', () => {
    expect(pickLanguage(LANGUAGES, { language: 'Java' })).toBe('Java');
    expect(pickLanguage(LANGUAGES, { language: 'Rust' })).toBe('C++');
    saveEditorSettings('x', { language: 'Python3' });
    expect(pickLanguage(LANGUAGES, { language: null })).toBe('Python3');
    expect(pickLanguage(['Java', 'Python3'], { language: null })).toBe('Python3');
    localStorage.clear();
    expect(pickLanguage(['Java', 'Python3'], { language: null })).toBe('Java');
    expect(pickLanguage([], { language: 'C' })).toBeNull();
  });
});

describe('useProblemEditor', () => {
  it('restores what was typed and the settings after a reload', () => {
    vi.useFakeTimers();
    const first = renderHook(() => useProblemEditor('1000', LANGUAGES, TEMPLATES));
    expect(first.result.current.language).toBe('C++');
    act(() => first.result.current.setCode('int main() { return 0; }'));
    act(() => first.result.current.setSettings({ theme: 'cobalt', fontSize: 16, tabSize: 8 }));
    act(() => first.result.current.setLanguage('Java'));
    expect(first.result.current.code).toBe('public class Main {}');
    act(() => first.result.current.setCode('class Main { /* mine */ }'));
    first.unmount();
    vi.useRealTimers();

    const again = renderHook(() => useProblemEditor('1000', LANGUAGES, TEMPLATES));
    expect(again.result.current).toMatchObject({
      language: 'Java',
      code: 'class Main { /* mine */ }',
      theme: 'cobalt',
      fontSize: 16,
      tabSize: 8,
    });
    act(() => again.result.current.setLanguage('C++'));
    expect(again.result.current.code).toBe('int main() { return 0; }');
  });

  it('resets to the template and loads accepted code in its language', () => {
    const { result } = renderHook(() => useProblemEditor('1002', LANGUAGES, TEMPLATES));
    act(() => result.current.setLanguage('Java'));
    act(() => result.current.setCode('junk'));
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.resetToTemplate());
    expect(result.current.code).toBe('public class Main {}');
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.loadCode('print(3)', 'Python3'));
    expect(result.current).toMatchObject({ language: 'Python3', code: 'print(3)' });
    expect(loadEditorState('1002').codes.Python3).toBe('print(3)');
  });
});
