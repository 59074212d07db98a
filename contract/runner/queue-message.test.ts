import { describe, expect, it } from 'vitest';
import { parseJudgeJobMessage } from './queue-message';

describe('parseJudgeJobMessage', () => {
  it('reads each kind of job, as JSON or as its text', () => {
    expect(parseJudgeJobMessage({ kind: 'judge', submitId: 7, attempt: 2, enqueuedAt: 1 })).toEqual({
      kind: 'judge',
      submitId: 7,
      attempt: 2,
      enqueuedAt: 1,
    });
    expect(parseJudgeJobMessage('{"kind":"test","testKey":"k1","attempt":1}')).toEqual({
      kind: 'test',
      testKey: 'k1',
      attempt: 1,
    });
    expect(parseJudgeJobMessage({ kind: 'compile', compileKey: 'c1', attempt: 1 })).toEqual({
      kind: 'compile',
      compileKey: 'c1',
      attempt: 1,
    });
  });

  it('refuses anything that is not a judge job', () => {
    for (const body of [
      'not json',
      null,
      42,
      { kind: 'judge' },
      { kind: 'judge', submitId: 2 ** 31, attempt: 1 },
      { kind: 'judge', submitId: 1, attempt: 0 },
      { kind: 'test', testKey: '', attempt: 1 },
      { kind: 'compile', testKey: 'c1', attempt: 1 },
      { kind: 'other', submitId: 1, attempt: 1 },
    ]) {
      expect(parseJudgeJobMessage(body)).toBeNull();
    }
  });
});
