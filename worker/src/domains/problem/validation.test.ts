import { problemSaveRequest } from '@contract/problem';
import { describe, expect, it } from 'vitest';
import { firstProblemError, PROBLEM_MESSAGES, resolveCaseScores, resolveGroupNumbers } from './validation';

const valid = {
  problem: { problemId: 'A1', title: 'T', input: 'in', output: 'out' },
  samples: [{ input: '1', output: '1' }],
  languages: [{ name: 'C++' }],
};

const check = (
  overrides: Record<string, unknown> = {},
  context: Parameters<typeof firstProblemError>[1] = { checkerChanged: false, checkerCompiled: false },
) => {
  const raw = {
    ...valid,
    ...overrides,
    problem: { ...valid.problem, ...((overrides.problem as object) ?? {}) },
  };
  return firstProblemError(problemSaveRequest.parse(raw), context);
};

describe('firstProblemError', () => {
  it('accepts a complete payload', () => {
    expect(check()).toBeNull();
  });

  it('checks the display id before anything else', () => {
    expect(check({ problem: { problemId: '', title: '' }, samples: [], languages: [] })).toBe(
      PROBLEM_MESSAGES.problemIdRequired,
    );
  });

  it('requires input and output descriptions unless the save allows them empty (imports)', () => {
    expect(check({ problem: { input: ' ' } })).toBe(PROBLEM_MESSAGES.inputRequired);
    expect(check({ problem: { output: '' } })).toBe(PROBLEM_MESSAGES.outputRequired);
    const lenient = { checkerChanged: false, checkerCompiled: false, descriptionsOptional: true };
    expect(check({ problem: { input: '', output: '' } }, lenient)).toBeNull();
  });

  it('needs both file names in file IO mode', () => {
    expect(check({ problem: { isFileIO: true, ioReadFileName: 'a.in' } })).toBe(PROBLEM_MESSAGES.fileIoNames);
    expect(
      check({ problem: { isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' } }),
    ).toBeNull();
  });

  it('spreads OI scores when all are empty and insists on integers otherwise', () => {
    const two = [
      { input: '1', output: '1' },
      { input: '2', output: '2' },
    ];
    expect(check({ problem: { type: 1 }, samples: two })).toBeNull();
    expect(check({ problem: { type: 1 }, samples: [{ ...two[0], score: 1.5 }, two[1]] })).toBe(
      PROBLEM_MESSAGES.scoreInteger(1),
    );
    expect(
      check({
        problem: { type: 1 },
        samples: [
          { ...two[0], score: '' },
          { ...two[1], score: 3 },
        ],
      }),
    ).toBe(PROBLEM_MESSAGES.scoreInteger(1));
    expect(check({ problem: { type: 0 }, samples: [{ ...two[0], score: 'x' }] })).toBeNull();
  });

  it('asks for group numbers in subtask modes only', () => {
    expect(check({ problem: { judgeCaseMode: 'subtask_lowest' } })).toBe(PROBLEM_MESSAGES.groupRequired(1));
    expect(
      check({
        problem: { judgeCaseMode: 'subtask_lowest' },
        samples: [{ input: '1', output: '1', groupNum: 0 }],
      }),
    ).toBe(PROBLEM_MESSAGES.groupRequired(1));
    expect(check({ problem: { judgeCaseMode: 'ergodic_without_error' } })).toBeNull();
  });

  it('needs a compiled checker only when it is new or changed', () => {
    const spj = { problem: { judgeMode: 'spj', spjCode: 'code', spjLanguage: 'C' } };
    expect(check(spj, { checkerChanged: true, checkerCompiled: false })).toBe(
      PROBLEM_MESSAGES.checkerNotCompiled,
    );
    expect(check(spj, { checkerChanged: true, checkerCompiled: true })).toBeNull();
    expect(check(spj, { checkerChanged: false, checkerCompiled: false })).toBeNull();
    expect(check({ judgeMode: 'interactive', problem: { spjCode: 'code' } })).toBe(
      PROBLEM_MESSAGES.checkerLanguageRequired,
    );
  });

  it('refuses the same tag twice, by name or by id', () => {
    expect(check({ tags: [{ name: 'DP' }, { name: 'dp' }] })).toBe(PROBLEM_MESSAGES.duplicateTag);
    expect(
      check({
        tags: [
          { id: 3, name: 'DP' },
          { id: 3, name: 'Other' },
        ],
      }),
    ).toBe(PROBLEM_MESSAGES.duplicateTag);
    expect(check({ tags: [{ id: 3, name: 'DP' }, { name: 'Graph' }] })).toBeNull();
  });

  it('refuses extra file names that could leave the sandbox folder', () => {
    expect(check({ problem: { judgeExtraFile: { '../x.h': 'int x;' } } })).toBe(
      PROBLEM_MESSAGES.extraFileName('../x.h'),
    );
    expect(check({ problem: { judgeExtraFile: { 'testlib.h': '#pragma once' } } })).toBeNull();
  });
});

describe('stored scores and groups', () => {
  it('keeps OI scores, spreads missing ones and drops them for ACM', () => {
    expect(resolveCaseScores(1, [null, null, null])).toEqual([33, 33, 34]);
    expect(resolveCaseScores(1, [10, 90])).toEqual([10, 90]);
    expect(resolveCaseScores(0, [10, 90])).toEqual([null, null]);
  });

  it('keeps group numbers in subtask modes only', () => {
    expect(resolveGroupNumbers('subtask_average', [1, 2])).toEqual([1, 2]);
    expect(resolveGroupNumbers('default', [1, 2])).toEqual([null, null]);
  });
});
