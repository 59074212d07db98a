import { describe, expect, it } from 'vitest';
import { decodeText, ImportError, parseExamples, serializeExamples } from './model';

describe('examples text', () => {
  it('round-trips repeated input/output pairs, newlines kept', () => {
    const examples = [
      { input: '1 2\n', output: '3\n' },
      { input: '', output: 'empty input' },
    ];
    const text = serializeExamples(examples);
    expect(text).toBe('<input>1 2\n</input><output>3\n</output><input></input><output>empty input</output>');
    expect(parseExamples(text)).toEqual(examples);
  });

  it('reads pairs separated by whitespace and nothing from empty text', () => {
    expect(parseExamples('<input>a</input>\n<output>b</output>\n')).toEqual([{ input: 'a', output: 'b' }]);
    expect(parseExamples('')).toEqual([]);
    expect(parseExamples(null)).toEqual([]);
  });
});

describe('decodeText', () => {
  it('drops a byte order mark and refuses invalid UTF-8', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), 'x')).toBe('a');
    expect(() => decodeText(new Uint8Array([0xc3, 0x28]), 'a.json')).toThrow(
      new ImportError('a.json is not valid UTF-8 text; save it as UTF-8 and try again'),
    );
  });
});
