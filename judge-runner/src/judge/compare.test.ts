import { describe, expect, it } from 'vitest';
import { compareOutput, outputHead, trimLineEnds } from './compare';

describe('compareOutput', () => {
  it('accepts identical output', () => {
    expect(compareOutput('3\n', '3\n', true)).toBe('AC');
    expect(compareOutput('3\n', '3\n', false)).toBe('AC');
  });

  it('ignores trailing blanks of lines and trailing empty lines when removeEndBlank is on', () => {
    expect(compareOutput('1 2  \n3\t\n\n\n', '1 2\n3\n', true)).toBe('AC');
    expect(compareOutput('1 2\n3', '1 2\n3\n', true)).toBe('AC');
  });

  it('is exact when removeEndBlank is off: a missing final newline or trailing blank is a PE', () => {
    expect(compareOutput('1 2\n3', '1 2\n3\n', false)).toBe('PE');
    expect(compareOutput('1 2 \n3\n', '1 2\n3\n', false)).toBe('PE');
  });

  it('treats CRLF and LF alike in both modes', () => {
    expect(compareOutput('1 2\r\n3\r\n', '1 2\n3\n', false)).toBe('AC');
    expect(compareOutput('1 2\n3\n', '1 2\r\n3\r\n', true)).toBe('AC');
  });

  it('calls whitespace-only differences inside lines a Presentation Error', () => {
    expect(compareOutput('1  2\n3\n', '1 2\n3\n', true)).toBe('PE');
    expect(compareOutput('1 2 3\n', '1\n2\n3\n', true)).toBe('PE');
    expect(compareOutput('  3\n', '3\n', true)).toBe('PE');
  });

  it('calls other differences a Wrong Answer', () => {
    expect(compareOutput('4\n', '3\n', true)).toBe('WA');
    expect(compareOutput('', '3\n', true)).toBe('WA');
    expect(compareOutput('12\n', '1 2\n', false)).toBe('PE');
    expect(compareOutput('1 2\n', '2 1\n', false)).toBe('WA');
  });

  it('accepts an empty answer with an empty or blank output', () => {
    expect(compareOutput('', '', true)).toBe('AC');
    expect(compareOutput('\n\n', '', true)).toBe('AC');
    expect(compareOutput('\n', '', false)).toBe('PE');
  });
});

describe('trimLineEnds', () => {
  it('keeps leading whitespace and inner empty lines', () => {
    expect(trimLineEnds('  a \n\n b\t\n\n')).toBe('  a\n\n b');
  });
});

describe('outputHead', () => {
  it('cuts long output and marks the cut', () => {
    const bytes = new TextEncoder().encode('x'.repeat(2000));
    expect(outputHead(bytes, 10)).toBe('xxxxxxxxxx...');
    expect(outputHead(new TextEncoder().encode('short'))).toBe('short');
  });
});
