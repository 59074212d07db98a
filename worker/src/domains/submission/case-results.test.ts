import type { JudgeCaseView } from '@contract/submission';
import { describe, expect, it } from 'vitest';
import { buildCaseResults } from './case-results';

const judgeCase = (
  seq: number,
  status: number,
  score: number | null,
  groupNum: number | null,
  time = 10,
): JudgeCaseView => ({
  seq,
  caseId: seq,
  status,
  time,
  memory: 1000 + seq,
  score,
  groupNum,
  inputData: `${seq}.in`,
  outputData: `${seq}.out`,
  inputSize: 3,
  outputSize: 2,
  userOutput: null,
  message: null,
  isOpen: false,
});

describe('buildCaseResults', () => {
  it('lists cases in order without subtasks in the default mode', () => {
    const view = buildCaseResults('default', [judgeCase(2, 0, null, null), judgeCase(1, -1, null, null)]);
    expect(view.judgeCaseMode).toBe('default');
    expect(view.judgeCaseList.map((c) => c.seq)).toEqual([1, 2]);
    expect(view.subTaskJudgeCaseVoList).toBeNull();
  });

  it('takes the lowest-scoring case of each group in subtask_lowest', () => {
    const view = buildCaseResults('subtask_lowest', [
      judgeCase(1, 0, 30, 1, 5),
      judgeCase(2, -1, 0, 1, 7),
      judgeCase(3, 0, 70, 2, 9),
    ]);
    expect(view.subTaskJudgeCaseVoList).toEqual([
      expect.objectContaining({ groupNum: 1, status: -1, score: 0, ac: 1, total: 2, time: 7 }),
      expect.objectContaining({ groupNum: 2, status: 0, score: 70, ac: 1, total: 1, time: 9 }),
    ]);
    expect(view.subTaskJudgeCaseVoList![0]!.subtaskDetailList.map((c) => c.seq)).toEqual([1, 2]);
  });

  it('ignores cancelled cases when looking for the lowest', () => {
    const view = buildCaseResults('subtask_lowest', [judgeCase(1, -4, 0, 1), judgeCase(2, 0, 50, 1)]);
    expect(view.subTaskJudgeCaseVoList![0]).toMatchObject({ status: 0, score: 50 });
  });

  it('averages scores in subtask_average and derives the group verdict', () => {
    const view = buildCaseResults('subtask_average', [
      judgeCase(1, 0, 10, 1),
      judgeCase(2, 0, 10, 1),
      judgeCase(3, 0, 20, 2),
      judgeCase(4, -1, 0, 2),
      judgeCase(5, -1, 0, 3),
    ]);
    expect(view.subTaskJudgeCaseVoList!.map((s) => [s.groupNum, s.status, s.score])).toEqual([
      [1, 0, 10],
      [2, 8, 10],
      [3, -1, 0],
    ]);
  });
});
