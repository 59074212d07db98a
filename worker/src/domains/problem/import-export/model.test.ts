import { describe, expect, it } from 'vitest';
import { decodeText, ImportError } from './model';

describe('decodeText', () => {
  it('drops a byte order mark and refuses invalid UTF-8', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), 'x')).toBe('a');
    expect(() => decodeText(new Uint8Array([0xc3, 0x28]), 'a.json')).toThrow(
      new ImportError('a.json is not valid UTF-8 text; save it as UTF-8 and try again'),
    );
  });
});
