import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain rows, dropping a BOM, blank lines and a final newline', () => {
    expect(parseCsv('\uFEFFamy,secret1,a@x.org\r\n\r\nbob,secret2\n')).toEqual([
      ['amy', 'secret1', 'a@x.org'],
      ['bob', 'secret2'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('cy,pw123456,,"Smith, ""Cy""","0","a\nb",MIT')).toEqual([
      ['cy', 'pw123456', '', 'Smith, "Cy"', '0', 'a\nb', 'MIT'],
    ]);
  });
});
