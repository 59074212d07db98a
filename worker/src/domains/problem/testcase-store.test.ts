import { describe, expect, it } from 'vitest';
import { caseVersionOf, normalizeCaseData, type StoredCase } from './testcase-store';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('normalizeCaseData', () => {
  it('turns Windows line ends into \\n and leaves lone carriage returns alone', () => {
    expect(text(normalizeCaseData('1 2\r\n3 4\r\n'))).toBe('1 2\n3 4\n');
    expect(text(normalizeCaseData('a\rb\r\n\r'))).toBe('a\rb\n\r');
  });

  it('returns data without CRLF unchanged', () => {
    const bytes = new TextEncoder().encode('plain\n');
    expect(normalizeCaseData(bytes)).toBe(bytes);
  });
});

describe('caseVersionOf', () => {
  const base: StoredCase = {
    inputName: '1.in',
    outputName: '1.out',
    inputHash: 'a'.repeat(64),
    outputHash: 'b'.repeat(64),
    inputSize: 1,
    outputSize: 1,
    score: 50,
    groupNum: null,
    isOpen: false,
  };

  it('depends on data, order, scores and groups, not on names or flags', async () => {
    const version = await caseVersionOf([base]);
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(await caseVersionOf([{ ...base, inputName: 'x.in', isOpen: true }])).toBe(version);
    expect(await caseVersionOf([{ ...base, score: 60 }])).not.toBe(version);
    expect(await caseVersionOf([{ ...base, groupNum: 1 }])).not.toBe(version);
    const other = { ...base, inputHash: 'c'.repeat(64) };
    expect(await caseVersionOf([base, other])).not.toBe(await caseVersionOf([other, base]));
  });
});
