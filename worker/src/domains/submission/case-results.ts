import { type JudgeCaseMode, JudgeStatus } from '@contract/judge-status';
import type { CaseResultsView, JudgeCaseView, SubtaskResultView } from '@contract/submission';

/**
 * Builds the case result view of a submission (HOJ's JudgeCaseVo). Subtask modes group the
 * cases: subtask_lowest shows the lowest-scoring case of each group, subtask_average the
 * rounded mean score with Accepted, Partial Accepted or Wrong Answer.
 */
export function buildCaseResults(mode: JudgeCaseMode, cases: readonly JudgeCaseView[]): CaseResultsView {
  const ordered = [...cases].sort((a, b) => a.seq - b.seq);
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average') {
    return { judgeCaseMode: mode, judgeCaseList: ordered, subTaskJudgeCaseVoList: null };
  }
  const groups = new Map<number, JudgeCaseView[]>();
  for (const c of ordered) {
    const key = c.groupNum ?? 0;
    const list = groups.get(key);
    if (list) list.push(c);
    else groups.set(key, [c]);
  }
  const subtasks: SubtaskResultView[] = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupNum, list]) =>
      mode === 'subtask_average' ? averageOf(groupNum, list) : lowestOf(groupNum, list),
    );
  return { judgeCaseMode: mode, judgeCaseList: ordered, subTaskJudgeCaseVoList: subtasks };
}

const acceptedIn = (list: readonly JudgeCaseView[]) =>
  list.filter((c) => c.status === JudgeStatus.ACCEPTED).length;
const maxOf = (values: (number | null)[]) =>
  values.some((v) => v !== null) ? Math.max(...values.map((v) => v ?? 0)) : null;

function averageOf(groupNum: number, list: JudgeCaseView[]): SubtaskResultView {
  const score = Math.round(list.reduce((sum, c) => sum + (c.score ?? 0), 0) / list.length);
  const ac = acceptedIn(list);
  const status =
    score === 0
      ? JudgeStatus.WRONG_ANSWER
      : ac < list.length
        ? JudgeStatus.PARTIAL_ACCEPTED
        : JudgeStatus.ACCEPTED;
  return {
    groupNum,
    status,
    score,
    ac,
    total: list.length,
    time: maxOf(list.map((c) => c.time)),
    memory: maxOf(list.map((c) => c.memory)),
    subtaskDetailList: list,
  };
}

function lowestOf(groupNum: number, list: JudgeCaseView[]): SubtaskResultView {
  let lowest: JudgeCaseView | null = null;
  for (const c of list) {
    if (c.status === JudgeStatus.CANCELLED) continue;
    if (lowest === null || (c.score ?? 0) < (lowest.score ?? 0)) lowest = c;
  }
  return {
    groupNum,
    status: lowest?.status ?? null,
    score: lowest?.score ?? null,
    ac: acceptedIn(list),
    total: list.length,
    time: lowest?.time ?? null,
    memory: lowest?.memory ?? null,
    subtaskDetailList: list,
  };
}
